/**
 * The examples of "opening-hours": days and times however owners say them, in every language.
 */
import type { Example } from "../rule.js";

export const hoursExamples: Example[] = [
  // A group said beside days of its own ("weekend … saturday") names what they are, not more days;
  // beside other days it is days of its own.
  {
    say: "add weekend hours, saturday 9-1",
    ops: [{ op: "set_hours", days: [5], hours: "09:00-13:00" }],
  },
  {
    say: "open weekends and mondays 10-2",
    ops: [{ op: "set_hours", days: [0, 5, 6], hours: "10:00-14:00" }],
  },
  // The closing time named as a noun ("sluitingstijd", "Schließzeit", "closing time") is a closing verb.
  {
    page: "bloemen",
    say: "verander de sluitingstijd op zaterdag naar 16:00",
    ops: [{ op: "set_hours", days: [5], hours: "09:00-16:00" }],
  },
  {
    page: "baeckerei",
    say: "die Schließzeit am Samstag ist jetzt 14 Uhr",
    ops: [{ op: "set_hours", days: [5], hours: "07:00-14:00" }],
  },
  // The until/from ending written after the word for o'clock ("15 óráig", "9 órától").
  {
    page: "pekseg",
    say: "szombaton 15 óráig vagyunk nyitva",
    ops: [{ op: "set_hours", days: [5], hours: "08:00-15:00" }],
  },
  {
    page: "pekseg",
    say: "szombaton 9 órától nyitunk",
    ops: [{ op: "set_hours", days: [5], hours: "09:00-13:00" }],
  },
  // No day said: every open day's time, when the page gives them all the same hours.
  {
    page: "trattoria",
    say: "adesso chiudiamo alle 23",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "12:00-23:00" }],
  },
  {
    page: "bloemen",
    say: "we sluiten nu om 17:30",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5], hours: "09:00-17:30" }],
  },
  // "até às", "hasta las": the until word with the article before its time is one word of the packs.
  {
    page: "padaria",
    say: "ao sábado abrimos até às 14:00",
    ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }],
  },
  { say: "on saturdays we close at 2pm", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
  {
    page: "boulangerie",
    say: "le samedi on ferme à 18h",
    ops: [{ op: "set_hours", days: [5], hours: "07:00-18:00" }],
  },
  {
    page: "baeckerei",
    say: "Samstag jetzt 8-12 und 14-17 Uhr",
    ops: [{ op: "set_hours", days: [5], hours: "08:00-12:00, 14:00-17:00" }],
  },
  // Asked in Portuguese about an English page: read with the request's own pack.
  {
    say: "abrimos também à segunda-feira, das 9h às 17h",
    ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }],
  },
  { say: "mondays 9-12 and 2-6", ops: [{ op: "set_hours", days: [0], hours: "09:00-12:00, 14:00-18:00" }] },
  {
    page: "boulangerie",
    say: "le samedi de 8h à 12h et de 14h à 18h",
    ops: [{ op: "set_hours", days: [5], hours: "08:00-12:00, 14:00-18:00" }],
  },
  // "alle" is "at" and "until": after a verb of opening it is the opening time, the closing one stays.
  {
    page: "trattoria",
    say: "la domenica apriamo alle 11",
    ops: [{ op: "set_hours", days: [6], hours: "11:00-22:00" }],
  },
  {
    page: "trattoria",
    say: "la domenica chiudiamo alle 16",
    ops: [{ op: "set_hours", days: [6], hours: "12:00-16:00" }],
  },
  // A day opened "with the same hours" takes the hours of the page's other days, when they are one.
  // Open "also", with no time, says the same.
  {
    page: "trattoria",
    say: "siamo aperti anche il lunedì",
    ops: [{ op: "set_hours", days: [0], hours: "12:00-22:00" }],
  },
  {
    page: "trattoria",
    say: "adesso siamo aperti anche il lunedì, stesso orario",
    ops: [{ op: "set_hours", days: [0], hours: "12:00-22:00" }],
  },
  {
    page: "boulangerie",
    say: "on ouvre aussi le lundi, mêmes horaires",
    ops: [
      {
        op: "refuse",
        part: "on ouvre aussi le lundi, mêmes horaires",
        why: "quels horaires : 07:00–19:00 ou 07:00–13:00 ? Indiquez les heures",
      },
    ],
  },
  {
    page: "bloemen",
    say: "we zijn nu ook op maandag open, zelfde tijden",
    ops: [{ op: "set_hours", days: [0], hours: "09:00-18:00" }],
  },
  {
    page: "clases",
    say: "ahora abrimos también los sábados, mismo horario",
    ops: [
      {
        op: "refuse",
        part: "ahora abrimos también los sábados, mismo horario",
        why: "la página no da un horario que copiar: di las horas, p. ej. 9-17",
      },
    ],
  },
  {
    page: "cafe",
    say: "we're open mondays too now, same hours",
    ops: [
      {
        op: "refuse",
        part: "we're open mondays too now, same hours",
        why: "which hours: 08:00–16:00 or 09:00–13:00? Say the times",
      },
    ],
  },
  // A verb of closing with one time, wherever the verb stands, sets that day's closing time.
  {
    page: "baeckerei",
    say: "freitags schließen wir um 16 Uhr",
    ops: [{ op: "set_hours", days: [4], hours: "07:00-16:00" }],
  },
  {
    page: "bloemen",
    say: "op vrijdag sluiten we om 17:00",
    ops: [{ op: "set_hours", days: [4], hours: "09:00-17:00" }],
  },
  {
    page: "trattoria",
    say: "il sabato chiudiamo alle 23:30",
    ops: [{ op: "set_hours", days: [5], hours: "12:00-23:30" }],
  },
  {
    page: "padaria",
    say: "à sexta fechamos às 14h",
    ops: [{ op: "set_hours", days: [4], hours: "07:00-14:00" }],
  },
  { say: "closed on Sundays", ops: [{ op: "set_hours", days: [6], hours: "closed" }] },
  { say: "Sat 8:00–13:00", ops: [{ op: "set_hours", days: [5], hours: "08:00-13:00" }] },
  {
    say: "we r open mondays now aswell, 8-2",
    ops: [{ op: "set_hours", days: [0], hours: "08:00-14:00" }],
  },
  { say: "open till 8 on Fridays", ops: [{ op: "set_hours", days: [4], hours: "08:00-20:00" }] },
  {
    say: "from now on we open at 7 on saturdays",
    ops: [{ op: "set_hours", days: [5], hours: "07:00-16:00" }],
  },
  {
    say: "opening hours mon-fri 9am to 5pm",
    ops: [{ op: "set_hours", days: [0, 1, 2, 3, 4], hours: "09:00-17:00" }],
  },
  { say: "we're closed on weekends", ops: [{ op: "set_hours", days: [5, 6], hours: "closed" }] },
  {
    page: "cafe",
    say: "we're open mondays now too, 8-2",
    ops: [{ op: "set_hours", days: [0], hours: "08:00-14:00" }],
  },
  {
    page: "baeckerei",
    say: "Samstag haben wir ab sofort bis 16 Uhr offen",
    ops: [{ op: "set_hours", days: [5], hours: "07:00-16:00" }],
  },
  {
    page: "bloemen",
    say: "we zijn nu ook op maandag open, 9-17",
    ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }],
  },
  {
    page: "boulangerie",
    say: "fermé le dimanche désormais",
    ops: [{ op: "set_hours", days: [6], hours: "closed" }],
  },
  {
    page: "trattoria",
    say: "il lunedì siamo aperti dalle 18 alle 22",
    ops: [{ op: "set_hours", days: [0], hours: "18:00-22:00" }],
  },
  {
    page: "trattoria",
    say: "la domenica siamo aperti fino alle 15",
    ops: [{ op: "set_hours", days: [6], hours: "12:00-15:00" }],
  },
  {
    page: "padaria",
    say: "agora abrimos também ao domingo, das 8 às 12",
    ops: [{ op: "set_hours", days: [6], hours: "08:00-12:00" }],
  },
  { say: "open thursdays 4-10pm", ops: [{ op: "set_hours", days: [3], hours: "16:00-22:00" }] },
  { say: "mondays 9-5pm", ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }] },
  {
    page: "boulangerie",
    say: "ouvert aussi le lundi de 8h à 12h30",
    ops: [{ op: "set_hours", days: [0], hours: "08:00-12:30" }],
  },
  {
    page: "stage",
    say: "ajoutez les horaires : mercredi et samedi de 10h à 18h",
    ops: [{ op: "set_hours", days: [2, 5], hours: "10:00-18:00" }],
  },
  { say: "we dont work saturdays anymore", ops: [{ op: "set_hours", days: [5], hours: "closed" }] },
  // "do" a day is working it: "we dont do saturdays anymore".
  { say: "we dont do saturdays anymore", ops: [{ op: "set_hours", days: [5], hours: "closed" }] },
  {
    page: "baeckerei",
    say: "samstags haben wir nicht mehr offen",
    ops: [{ op: "set_hours", days: [5], hours: "closed" }],
  },
  {
    page: "boulangerie",
    say: "on ne travaille plus le samedi",
    ops: [{ op: "set_hours", days: [5], hours: "closed" }],
  },
  {
    page: "trattoria",
    say: "non apriamo più la domenica",
    ops: [{ op: "set_hours", days: [6], hours: "closed" }],
  },
  {
    page: "bloemen",
    say: "we zijn op zaterdag niet meer open",
    ops: [{ op: "set_hours", days: [5], hours: "closed" }],
  },
  // A day's end said with "finish" or "end" is its closing time, never its opening.
  { say: "saturdays we finish at 2pm now", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
  { say: "on saturday we end at 2pm", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
  {
    page: "baeckerei",
    say: "samstags ist jetzt um 13 Uhr Ende",
    ops: [{ op: "set_hours", days: [5], hours: "07:00-13:00" }],
  },
  // One part of the day closed keeps the day's other opening; a day opened once is asked about.
  {
    page: "verona",
    say: "chiusi la domenica sera",
    ops: [{ op: "set_hours", days: [6], hours: "12:00-14:30" }],
  },
  {
    page: "verona",
    say: "il sabato a pranzo siamo chiusi",
    ops: [{ op: "set_hours", days: [5], hours: "19:00-22:30" }],
  },
  {
    page: "verona",
    say: "closed sunday evenings",
    ops: [{ op: "set_hours", days: [6], hours: "12:00-14:30" }],
  },
  {
    page: "trattoria",
    say: "chiusi la domenica sera",
    ops: [
      {
        op: "refuse",
        part: "chiusi la domenica sera",
        why: "la pagina indica per domenica un solo orario, quindi non se ne può chiudere solo una parte: di' i nuovi orari, ad es. 12-15",
      },
    ],
  },
  // A day opened for one service takes that service's span of the page's hours, never the whole day.
  {
    page: "verona",
    say: "siamo aperti anche il lunedì a pranzo",
    ops: [{ op: "set_hours", days: [0], hours: "12:00-14:30" }],
  },
  {
    page: "verona",
    say: "on est aussi ouverts le lundi soir",
    ops: [{ op: "set_hours", days: [0], hours: "19:00-22:30" }],
  },
  {
    page: "verona",
    say: "montags haben wir jetzt auch mittags geöffnet",
    ops: [{ op: "set_hours", days: [0], hours: "12:00-14:30" }],
  },
  {
    page: "verona",
    say: "we're open Sunday lunch only",
    ops: [{ op: "set_hours", days: [6], hours: "12:00-14:30" }],
  },
  {
    page: "verona",
    say: "hétfőn vacsorára is nyitva vagyunk",
    ops: [{ op: "set_hours", days: [0], hours: "19:00-22:30" }],
  },
  // "por la tarde" may be lunch or dinner on a restaurant's page: asked, never picked.
  {
    page: "verona",
    say: "abrimos también los lunes por la tarde",
    ops: [
      {
        op: "refuse",
        part: "abrimos también los lunes por la tarde",
        why: "quali orari: 12:00–14:30 o 19:00–22:30? Di' gli orari",
      },
    ],
  },
  // A day open in one span has no service to copy.
  {
    page: "trattoria",
    say: "aperti anche il lunedì a cena",
    ops: [
      {
        op: "refuse",
        part: "aperti anche il lunedì a cena",
        why: "la pagina non indica orari da copiare: di' gli orari, ad es. 9-17",
      },
    ],
  },
  {
    page: "padaria",
    say: "ao domingo abrimos das 9h às 13h",
    ops: [{ op: "set_hours", days: [6], hours: "09:00-13:00" }],
  },
];

/**
 * Examples of "opening-hours" said with a start verb in the first person plural ("we start at", "we
 * beginnen nu om", "wir fangen … an"): the business's own start is its opening time, every language.
 * An event page's "we start at 7pm" stays the event's time (rule event-date), since it has no hours.
 */

export const startExamples: Example[] = [
  {
    page: "bloemen",
    say: "we beginnen nu om 8:30",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5], hours: "08:30-18:00" }],
  },
  {
    page: "trattoria",
    say: "we start at 7:30 now",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "07:30-22:00" }],
  },
  {
    page: "trattoria",
    say: "iniziamo alle 11:30",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "11:30-22:00" }],
  },
];
