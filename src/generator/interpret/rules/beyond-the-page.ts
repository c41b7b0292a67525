/** What one page cannot do (send messages, connect to services, take payments…) is refused with why. */
import { ENGLISH, type Key } from "../../ops/catalogue/index.js";
import { reportWords } from "../../ops/report-words.js";
import { pageWords } from "../page-texts.js";
import { find, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm, tokens } from "../text.js";

const UNDO = ["undo", "go back", "revert", "previous version", "rückgängig", "annuler"];

/**
 * "we take card payments", "añade que aceptamos pagos a plazos", "wir akzeptieren EC-Karte": the owner says
 * what the business accepts or offers (packs' listAdd verbs after a subject, "that", a colon, or "now/also"
 * opening the clause) — a fact for the page's text, not a payment the page must take.
 */
function statesWhatIsOffered(r: Reading): boolean {
  const verb = find(r, (p) => p.listAdd?.verbs);
  if (!verb) return false;
  const leads = new Set(wordsOf(r, (p) => p.listAdd?.subjects ?? []).map(norm));
  const skip = new Set(wordsOf(r, (p) => [...p.grammar.also, ...p.grammar.now]).map(norm));
  const before = r.text.slice(0, verb.index).trim();
  if (before.endsWith(":")) return true;
  // "add that we …", "füge hinzu, dass wir Kartenzahlung akzeptieren": after "that" the verb may come last.
  const that = new Set(wordsOf(r, (p) => p.sentences.that).map(norm));
  if (before.split(/[\s,]+/).some((w) => that.has(w) || that.has(w.replace(/'.*$/, "")))) return true;
  const words = before.split(/\s+/).filter(Boolean);
  let skipped = false;
  while (words.length > 0 && skip.has(words[words.length - 1]!)) {
    words.pop();
    skipped = true;
  }
  const last = words[words.length - 1];
  return last === undefined ? skipped : leads.has(last.replace(/^.*'/, "")) || leads.has(last);
}

/**
 * "make the button say Send me recipes", "change the button to Send me recipes": what comes after a button's
 * "say" or "to" is the label the owner dictates, not something asked of the page; only the words before it ask.
 */
function askedWords(r: Reading): string {
  const button = find(r, (p) => p.styleParts?.buttons);
  if (!button) return r.text;
  const rest = r.text.slice(button.end);
  const said = findPhrase(
    rest,
    wordsOf(r, (p) => [...(p.buttons?.say ?? []), ...p.grammar.to]),
  );
  return said ? r.text.slice(0, button.end + said.index) : r.text;
}

/**
 * A pack's reason (written in English, whichever pack's words found it) said in the page's language: the
 * catalogue line that says it in English names the line to use.
 */
function inPageLanguage(r: Reading, why: string): string {
  const key = (Object.keys(ENGLISH) as Key[]).find((k) => ENGLISH[k] === why);
  return key ? reportWords(r.model.lang, key) : why;
}

export const beyondThePage: Rule = {
  name: "beyond-the-page",
  examples: [
    // A look the page cannot wear (a gradient, a photo as the background) is refused with why.
    {
      say: "use a gradient of orange, pink and purple",
      ops: [
        {
          op: "refuse",
          part: "use a gradient of orange, pink and purple",
          why: reportWords("en", "lookGradient"),
        },
      ],
    },
    {
      page: "baeckerei",
      say: "ein Farbverlauf von blau zu lila",
      ops: [
        { op: "refuse", part: "ein Farbverlauf von blau zu lila", why: reportWords("de", "lookGradient") },
      ],
    },
    {
      page: "boulangerie",
      say: "mettez une photo en arrière-plan",
      ops: [
        {
          op: "refuse",
          part: "mettez une photo en arrière-plan",
          why: reportWords("fr", "lookPhotoBackground"),
        },
      ],
    },
    // A map is embedded from another site: refused, in the page's language, with why.
    {
      say: "add a map under the address",
      ops: [
        {
          op: "refuse",
          part: "add a map under the address",
          why: "a page made here loads nothing from other sites, so it cannot show an embedded map; the address on it shows visitors the way",
        },
      ],
    },
    {
      page: "padaria",
      say: "acrescenta um mapa",
      ops: [
        {
          op: "refuse",
          part: "acrescenta um mapa",
          why: "uma página feita aqui não carrega nada de outros sites, por isso não pode incorporar um mapa; a morada na página indica o caminho",
        },
      ],
    },
    {
      say: "send me an email every day with the new sign-ups",
      ops: [
        {
          op: "refuse",
          part: "send me an email every day with the new sign-ups",
          why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
        },
      ],
    },
    {
      say: "connect the form to my CRM",
      ops: [
        {
          op: "refuse",
          part: "connect the form to my CRM",
          why: "a page cannot connect to other services; you can send its form to your own address",
        },
      ],
    },
    {
      say: "undo the last change",
      ops: [{ op: "refuse", part: "undo the last change", why: "use the Undo button under the preview" }],
    },
    {
      page: "baeckerei",
      say: "Könnt ihr einen Online-Terminkalender einbauen?",
      ops: [
        {
          op: "refuse",
          part: "Könnt ihr einen Online-Terminkalender einbauen?",
          why: "eine Seite kann keinen Buchungskalender betreiben; verlinken Sie stattdessen Ihre Buchungsseite",
        },
      ],
    },
    {
      page: "bloemen",
      say: "kunnen jullie een chatfunctie toevoegen?",
      ops: [
        {
          op: "refuse",
          part: "kunnen jullie een chatfunctie toevoegen?",
          why: "een pagina kan geen livechat draaien",
        },
      ],
    },
    {
      say: "take card payments on the page",
      ops: [
        {
          op: "refuse",
          part: "take card payments on the page",
          why: "a page cannot take payments; add a link to your own shop or payment page instead",
        },
      ],
    },
  ],
  read(r) {
    if (findPhrase(r.text, UNDO) && r.text.length < 60) {
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "useUndo") }];
    }
    if (statesWhatIsOffered(r)) return null;
    const asked = askedWords(r);
    // "quita los recordatorios de pago", "remove the payment reminders": a feature the page lists in those
    // words is the page's to take off; the rules after read what it names.
    const removing = startsWithVerb(r, (p) => p.verbs.remove) !== null;
    const onPage = (phrase: string) => tokens(phrase).every((w) => pageWords(r.model).has(w));
    for (const pack of r.packs) {
      const hit = pack.beyond.find((b) => findPhrase(asked, b.words));
      if (!hit) continue;
      if (removing && onPage(findPhrase(asked, hit.words)?.phrase ?? "")) return null;
      return [{ op: "refuse", part: r.raw, why: inPageLanguage(r, hit.why) }];
    }
    return null;
  },
};
