/** The examples of the "restated-quantity" rule: each request on its example page, and the operations it must give. */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  // A big count restated without a verb of change: the same noun, else the page's one count.
  {
    page: "gazette",
    say: "we passed 9,000 readers",
    ops: [{ op: "replace_text", find: "8,000 readers", with: "9,000 readers" }],
  },
  {
    page: "gazette",
    say: "we're at 9,500 subscribers now",
    ops: [{ op: "replace_text", find: "8,000 readers", with: "9,500 readers" }],
  },
  {
    page: "sprachapp",
    say: "wir haben schon über 15.000 Nutzer",
    ops: [{ op: "replace_text", find: "12.000 Nutzern", with: "15.000 Nutzern" }],
  },
  // A count said with its noun in another form ("1 dzień roboczy" of "3 dni robocze") is taken as said.
  {
    page: "mydla",
    say: "wysyłka w 1 dzień roboczy",
    ops: [{ op: "replace_text", find: "Wysyłka w 3 dni robocze", with: "Wysyłka w 1 dzień roboczy" }],
  },
  {
    page: "mydla",
    say: "wysyłka trwa teraz 2 dni",
    ops: [{ op: "replace_text", find: "3 dni", with: "2 dni" }],
  },
  // A verb of change with the new count after "to" restates the count the words name.
  {
    page: "saas",
    say: "change the trial to 14 days",
    ops: [{ op: "replace_text", find: "30-day", with: "14-day" }],
  },
  {
    page: "saas",
    say: "set the free trial to 21 days",
    ops: [{ op: "replace_text", find: "30-day", with: "21-day" }],
  },
  {
    page: "saas",
    say: "the free trial is now 14 days",
    ops: [{ op: "replace_text", find: "30-day", with: "14-day" }],
  },
  // A range is one quantity: restated whole, as a range or as one number, with the page's dash.
  {
    page: "bottle",
    say: "shipping now takes 3-5 days",
    ops: [{ op: "replace_text", find: "2-4 days", with: "3-5 days" }],
  },
  {
    page: "bottle",
    say: "we ship in 5 days now",
    ops: [{ op: "replace_text", find: "2-4 days", with: "5 days" }],
  },
  {
    page: "bottle",
    say: "shipping is now 1–3 days",
    ops: [{ op: "replace_text", find: "2-4 days", with: "1-3 days" }],
  },
  {
    page: "shop",
    say: "we now dispatch in 3 days",
    ops: [{ op: "replace_text", find: "2 days", with: "3 days" }],
  },
  // "actually" restates as surely as "now"; a decimal count is one number.
  {
    page: "shop",
    say: "dispatch takes 2.5 days actually",
    ops: [{ op: "replace_text", find: "2 days", with: "2.5 days" }],
  },
  // The noun counted written in the line of the page's one limited count says which count.
  {
    page: "retreat",
    say: "only 12 places left",
    ops: [{ op: "replace_text", find: "16 places", with: "12 places" }],
  },
  {
    page: "app",
    say: "the student discount is now 15%",
    ops: [{ op: "replace_text", find: "20%", with: "15%" }],
  },
  {
    page: "tienda",
    say: "ahora enviamos en 3 días",
    ops: [{ op: "replace_text", find: "2 días", with: "3 días" }],
  },
  // What is left said in the pack's own words ("nur noch", "quedan", "left") restates a count the page
  // writes as scarce ("10 places seulement"); beside a capacity ("Maximal 14 Plätze pro Kurs", "20 spots
  // per class") it is the owner's line, and the capacity stays.
  {
    page: "yogakurs",
    say: "nur noch 5 Plätze frei",
    ops: [{ op: "add_item", section: "about", item: { title: "Nur noch 5 Plätze frei." } }],
  },
  {
    page: "clases",
    say: "solo quedan 5 plazas",
    ops: [{ op: "add_item", section: "about", item: { title: "Solo quedan 5 plazas." } }],
  },
  {
    page: "yoga",
    say: "only 5 spots left",
    ops: [{ op: "add_item", section: "about", item: { title: "Only 5 spots left." } }],
  },
  {
    page: "stage",
    say: "il reste 4 places",
    ops: [{ op: "replace_text", find: "10 places", with: "4 places" }],
  },
  // A sentence restated with several new numbers: every number changes in place.
  {
    page: "masterclass",
    say: "rated 4.9 by 3,100 attendees now",
    ops: [{ op: "replace_text", find: "4.8 by 2,300", with: "4.9 by 3,100" }],
  },
  {
    page: "sprachapp",
    say: "bewertet mit 4,7 von 15.000 Nutzern",
    ops: [{ op: "replace_text", find: "4,6 von 12.000", with: "4,7 von 15.000" }],
  },
  // A count the page does not write yet is added in the owner's words.
  {
    page: "trattoria",
    say: "sono rimasti solo 6 posti",
    ops: [{ op: "add_section", kind: "about", items: [{ title: "Sono rimasti solo 6 posti." }] }],
  },
  {
    say: "maximum 12 guests per table",
    ops: [{ op: "add_item", section: "about", item: { title: "Maximum 12 guests per table." } }],
  },
  // A number said after the word the page writes before its own: "rated 4.9" for "Rated 4.8 by …".
  {
    page: "masterclass",
    say: "we're rated 4.9 now",
    ops: [{ op: "replace_text", find: "Rated 4.8", with: "Rated 4.9" }],
  },
  // A count said in other words than the page's limit ("Teilnehmer" for "Maximal 12 Plätze") restates it.
  // "make it 60 minutes": a verb of making with the new count restates the page's one count in that unit.
  {
    page: "webinar",
    say: "make it 90 minutes",
    ops: [{ op: "replace_text", find: "60 minutes", with: "90 minutes" }],
  },
  {
    page: "webinaire",
    say: "fais-le en 50 minutes",
    ops: [{ op: "replace_text", find: "40 minutes", with: "50 minutes" }],
  },
  // What is left is the owner's line beside the capacity, never the capacity restated.
  {
    page: "corso",
    say: "restano solo 8 posti",
    ops: [{ op: "add_item", section: "about", item: { title: "Restano solo 8 posti." } }],
  },
  {
    page: "surfcamp",
    say: "quedan solo 6 plazas",
    ops: [{ op: "add_item", section: "about", item: { title: "Quedan solo 6 plazas." } }],
  },
  {
    page: "kurs",
    say: "maximal 15 Plätze",
    ops: [{ op: "replace_text", find: "12 Plätze", with: "15 Plätze" }],
  },
  {
    page: "stage",
    say: "8 places seulement",
    ops: [{ op: "replace_text", find: "10 places", with: "8 places" }],
  },
  {
    page: "stage",
    say: "il ne reste que 3 places",
    ops: [{ op: "replace_text", find: "10 places", with: "3 places" }],
  },
  {
    page: "kurs",
    say: "maximal 10 Teilnehmer jetzt",
    ops: [{ op: "replace_text", find: "12 Plätze", with: "10 Plätze" }],
  },
];
