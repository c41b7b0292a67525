/**
 * A button named the owner's way: by what it does ("the call button", "der Anmelde-Button", "le bouton de
 * réservation"; packs' `buttons.actions`, read in the owner's words and in each button's own label and the
 * section it leads to), by its label's words ("the enquiry button"), or as the main one (the top banner's
 * first call to action; "the button" said alone is that one too). Only buttons answer, so a price line or
 * a heading is never overwritten with a label. Buttons with the same label are one button to the owner
 * (the banner's "Register" and the form's "Register") and change together; two different ones are asked back.
 */
import { BUTTON_ACTIONS, type ButtonAction } from "../lang/types.js";
import type { Link, PageModel, Section } from "../model.js";
import { reportWords } from "../ops/report-words.js";
import { orList } from "./or-list.js";
import { type Reading, sectionNamed, wordsOf } from "./reading.js";
import { type Found, findPhrase, norm, sameStem, tokens } from "./text.js";
import { quoted } from "./values.js";

export interface PageButton {
  /** The edit path of its label. */
  path: string;
  label: string;
  section: Section;
  actions: Set<ButtonAction>;
}

/** Where the clause says "button", with the head of a compound ("Anmelde-Button" → "anmelde"). */
export interface ButtonNoun {
  at: Found;
  prefix: string;
}

export type NamedButtons =
  /** The buttons meant (one label, perhaps shown in several places). */
  | { noun: ButtonNoun; buttons: PageButton[]; byDefault?: true }
  /** Why none can be picked: no such button, or several different ones (asked back). */
  | { noun: ButtonNoun; why: string };

/** The actions whose words the text says (whole phrases, or a word sharing its stem with one). */
export function actionsIn(r: Reading, text: string): Set<ButtonAction> {
  const words = tokens(text);
  const found = new Set<ButtonAction>();
  for (const action of BUTTON_ACTIONS) {
    const said = wordsOf(r, (p) => p.buttons?.actions[action]);
    const multi = said.filter((w) => /[\s-]/.test(w));
    const single = said.filter((w) => !/[\s-]/.test(w)).map(norm);
    if (findPhrase(text, multi) || words.some((w) => single.some((s) => sameStem(w, s)))) found.add(action);
  }
  return found;
}

/** Each action's words, one set per action: the forms of a word owners use for it ("pedir", "pedido"). */
function actionForms(r: Reading): Set<string>[] {
  return BUTTON_ACTIONS.map(
    (action) => new Set(wordsOf(r, (p) => p.buttons?.actions[action]).flatMap((w) => tokens(w))),
  );
}

/** What a section's form or the buttons leading to it do, by the section's kind (or the page's type). */
function sectionActions(model: PageModel, section: Section): ButtonAction[] {
  if (section.form?.fields.some((f) => f.type === "textarea")) return ["contact"];
  switch (section.kind) {
    case "registration":
      return ["register", "book"];
    case "subscribe":
      return ["subscribe", "register"];
    case "signup":
      return ["register", "subscribe"];
    case "contact":
    case "lead-form":
      return ["contact"];
    case "download":
      return ["download"];
    case "hero": {
      if (!section.form) return [];
      const type = model.source.landingPageType;
      if (type === "newsletter") return ["subscribe", "register"];
      if (type === "webinar" || type === "event-registration") return ["register", "book"];
      if (type === "saas-signup") return ["register", "trial"];
      return ["contact"];
    }
    default:
      return [];
  }
}

function linkActions(r: Reading, link: Link): ButtonAction[] {
  if (link.href.startsWith("tel:")) return ["call"];
  if (link.href.startsWith("mailto:")) return ["contact"];
  const anchor = link.href.startsWith("#") ? link.href.slice(1) : "";
  const target = r.model.sections.find((s) => s.id === anchor || s.kind === anchor);
  return target ? sectionActions(r.model, target) : [];
}

/** Every button of the page: calls to action, second buttons and forms' submit buttons, in page order. */
export function pageButtons(r: Reading): PageButton[] {
  const buttons: PageButton[] = [];
  for (const section of r.model.sections) {
    const base = `sections.${section.id}`;
    for (const [key, link] of [
      ["cta", section.cta],
      ["secondaryCta", section.secondaryCta],
    ] as const) {
      if (!link?.label) continue;
      const actions = new Set([...actionsIn(r, link.label), ...linkActions(r, link)]);
      buttons.push({ path: `${base}.${key}.label`, label: link.label, section, actions });
    }
    if (section.form?.submitLabel) {
      const label = section.form.submitLabel;
      const actions = new Set([...actionsIn(r, label), ...sectionActions(r.model, section)]);
      buttons.push({ path: `${base}.form.submitLabel`, label, section, actions });
    }
  }
  return buttons;
}

/** The top banner's first call to action (its link, else its form's button). */
function mainButton(buttons: PageButton[]): PageButton | undefined {
  const hero = buttons.filter((b) => b.section.kind === "hero");
  return hero.find((b) => b.path.endsWith(".cta.label")) ?? hero.find((b) => b.path.endsWith("submitLabel"));
}

/** The button noun of the clause, also ending a compound ("Hauptbutton", "aanmeldknop"), with its prefix. */
export function buttonNoun(r: Reading): ButtonNoun | null {
  const nouns = wordsOf(r, (p) => [...p.texts.button, ...p.styleParts.buttons])
    .map(norm)
    .filter((w) => !w.includes(" "));
  for (const m of r.text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const word = m[0];
    const parts = word.split("-");
    const last = parts[parts.length - 1]!;
    const noun = nouns.find(
      (n) => last === n || (n.length >= 4 && last.length - n.length >= 3 && last.endsWith(n)),
    );
    if (!noun) continue;
    const prefix = [...parts.slice(0, -1), last.slice(0, last.length - noun.length)]
      .filter(Boolean)
      .join(" ");
    return { at: { phrase: word, index: m.index, end: m.index + word.length }, prefix };
  }
  return null;
}

/** Words that cannot name a button: the packs' command, grammar, filler and size words. */
function knownWords(r: Reading): Set<string> {
  return new Set(
    r.packs
      .flatMap((p) => [
        ...Object.values(p.verbs).flat(),
        ...Object.values(p.grammar).flat(),
        ...p.filler,
        ...Object.values(p.sizes).flat(),
        ...(p.buttons?.say ?? []),
      ])
      .flatMap((w) => tokens(w)),
  );
}

/** The owner's words for the button: a compound's head, the words just before it, "of …" just after. */
function qualifier(r: Reading, noun: ButtonNoun, known: Set<string>, buttons: PageButton[]): string[] {
  const words: string[] = noun.prefix ? tokens(noun.prefix) : [];
  const labels = buttons.flatMap((b) => tokens(b.label));
  // A word naming an action or a label word ("call", "book") counts even where a pack knows it as a verb.
  const names = (word: string) =>
    actionsIn(r, word).size > 0 ||
    (word.length > 2 && !known.has(word) && labels.some((l) => sameStem(word, l)));
  const before = tokens(r.text.slice(0, noun.at.index));
  for (let i = before.length - 1; i >= 0 && i >= before.length - 3; i--) {
    // An article ("o", "le", "il") or a word the packs know as grammar ends the owner's name for it.
    const word = before[i]!;
    if ((known.has(word) || word.length <= 2) && !names(word)) break;
    words.unshift(word);
  }
  const after = tokens(r.text.slice(noun.at.end));
  const of = wordsOf(r, (p) => p.grammar.of).map(norm);
  // After the noun only words that name something ("bouton de réservation"), not "… deve dizer".
  if (after[0] && of.includes(after[0])) {
    for (const word of after.slice(1, 3)) {
      if (!names(word)) break;
      words.push(word);
    }
  } else if (after[0] && actionsIn(r, after[0]).size > 0) words.push(after[0]);
  return words;
}

const quote = (labels: string[], joiner = ", ") => labels.map((l) => `“${l}”`).join(joiner);

/** The page's button labels, each once, in page order. */
export const buttonLabels = (r: Reading) => [...new Set(pageButtons(r).map((b) => b.label))];

/** "Say which button: “Book”, “Call us”", in the page's language. */
export const askWhichButton = (r: Reading) =>
  reportWords(r.model.lang, "sayWhichButton", { list: quote(buttonLabels(r)) });

/** The buttons the clause names, or why it cannot say which; null when it names no button. */
export function buttonsNamed(r: Reading, until = r.text.length): NamedButtons | null {
  const noun = buttonNoun(r);
  if (!noun) return null;
  const all = pageButtons(r);
  if (all.length === 0) return { noun, why: reportWords(r.model.lang, "noButton") };
  const known = knownWords(r);
  const mains = wordsOf(r, (p) => p.buttons?.main).map(norm);
  const words = qualifier(r, noun, known, all);
  const main = words.some((w) => mains.includes(w));
  const named = words.filter((w) => !mains.includes(w));
  // "the button in the pricing section": the buttons of the section named after "in"/"on" past the noun.
  const after = r.text.slice(noun.at.end, Math.max(until, noun.at.end));
  const within = findPhrase(
    after,
    wordsOf(r, (p) => [...p.grammar.in, ...p.grammar.on]),
  );
  const inSection = within && within.index <= 2 ? sectionNamed(r, after.slice(within.end)) : null;
  const scope =
    inSection && all.some((b) => b.section === inSection) ? all.filter((b) => b.section === inSection) : all;
  let matches: PageButton[];
  let byDefault = false;
  // "change the 'Send request' button to 'Ask us'": the first quote is the label it has now.
  const quotes = quoted(r.raw);
  const byQuote = quotes.length >= 2 ? scope.filter((b) => norm(b.label) === norm(quotes[0]!)) : [];
  if (byQuote.length > 0) matches = byQuote;
  else if (named.length > 0) {
    // Its label's words first ("the contact us button"), else what it does ("the booking button"). A
    // word of the label counts in another form of one action's word ("pedido" / "Pedir ahora").
    const forms = actionForms(r);
    const sameWord = (w: string, l: string) =>
      sameStem(w, l) || (w.slice(0, 3) === l.slice(0, 3) && forms.some((f) => f.has(w) && f.has(l)));
    const byLabel = scope.filter((b) => named.every((w) => tokens(b.label).some((l) => sameWord(w, l))));
    const wanted = actionsIn(r, named.join(" "));
    matches = byLabel.length > 0 ? byLabel : scope.filter((b) => [...b.actions].some((a) => wanted.has(a)));
    if (matches.length === 0)
      return { noun, why: reportWords(r.model.lang, "noSuchButton", { list: quote(buttonLabels(r)) }) };
    // "the main registration button": of several, the top banner's.
    const top = main ? mainButton(matches) : undefined;
    if (top) matches = [top];
  } else {
    const top = mainButton(scope) ?? scope[0];
    if (!top) return { noun, why: askWhichButton(r) };
    matches = [top];
    byDefault = true;
  }
  const labels = [...new Set(matches.map((b) => norm(b.label)))];
  if (labels.length > 1)
    return {
      noun,
      why: reportWords(r.model.lang, "whichButton", {
        list: orList(
          r,
          [...new Set(matches.map((b) => b.label))].map((l) => `“${l}”`),
        ),
      }),
    };
  // The same label shown elsewhere (the banner's button and the form's) is the same button, unless the
  // owner named the section.
  // A new label the owner gives is theirs, even when it drops a number only the old label said ("Start
  // free" for "Start 14-day trial"): it is their wording to choose.
  const same = scope === all ? all.filter((b) => norm(b.label) === labels[0]) : matches;
  // Named by no word of the owner's: the main one, which a change of label may take but a removal must not.
  return byDefault ? { noun, buttons: same, byDefault } : { noun, buttons: same };
}
