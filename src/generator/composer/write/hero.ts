/**
 * The hero: the page's title as the user wrote it, the opening of their description, the facts a visitor
 * looks for first (when, where, opening hours) and the main call to action or form.
 */

import {
  bareRequestSubject,
  instructionTopic,
  isPageInstruction,
  titleWithoutPageTalk,
  withoutBusinessWord,
  withoutPageTalk,
} from "../../brief/instructions.js";
import { isLookWish } from "../../brief/page-wishes.js";
import { recurringTimes } from "../../brief/schedules.js";
import { escapeRegex } from "../../brief/vocabulary.js";
import type { Item, SectionKind } from "../../model.js";
import { kindSummary } from "../kinds/summaries.js";
import {
  asTagline,
  isFunctionWordOfAnyLanguage,
  isRelationWord,
  nameCopula,
} from "../locale/clause-words.js";
import { requestedSubject } from "../locale/request-words.js";
import { EVENT_TYPES } from "../page-types.js";
import { describedAction } from "./actions.js";
import { extrasOf } from "./brief-extras.js";
import type { WriteContext } from "./context.js";
import { countdownTarget, machineDate, mainDate } from "./dates.js";
import { hoursLine, venueOf } from "./facts.js";
import { leadForm, subscribeForm } from "./forms.js";
import { pointContext, saysOnlyFactsShownElsewhere } from "./placement.js";
import { repeatsThePage } from "./points.js";
import { withoutRestatedHeadline } from "./restated.js";
import type { PageFrame, SectionContent } from "./sections.js";
import { asSentence, capitalize, fill, sameText } from "./text.js";
import { variantChips } from "./variants.js";
import { inThirdPerson } from "./voice.js";

const DATED_TYPES = new Set(["event-registration", "webinar", "product-launch"]);

function eyebrow(c: WriteContext): string {
  const type = c.source.landingPageType;
  const date = mainDate(c.brief.dates);
  if (type === "webinar") return c.say(date?.past ? "Webinar" : "Live webinar");
  if (type === "product-launch") return c.say("New from {company}");
  if (type === "newsletter") return c.say("A newsletter by {company}");
  // The kind's noun only when the user used that word: a hostel is not to be called a hotel.
  const noun = new RegExp(`(?<!\\p{L})${c.noun}(?!\\p{L})`, "iu").test(c.brief.description)
    ? capitalize(c.noun)
    : "";
  // The place is the hero's first chip (chips below): the pill above the title does not say it again.
  return noun || topicOf(c) || c.company;
}

/** What the owner's request for the page says the business is ("need a page for my plumbing business"). */
function topicOf(c: WriteContext): string | undefined {
  for (const sentence of c.brief.sentences) {
    // A look or a form asked of us ("with a signup form for our newsletter") names no business.
    const said0 =
      isPageInstruction(sentence) && !isLookWish(sentence) ? instructionTopic(sentence) : undefined;
    // The business the request names, never its wish for the page nor an inflected noun (request-words.ts).
    const topic = said0 && requestedSubject(said0, c.brief.lang);
    // Not the headline again, with or without "business" ("Gutter cleaning business around Leeds").
    const said = (a: string, b: string) =>
      withoutBusinessWord(a).toLocaleLowerCase().includes(b.toLocaleLowerCase());
    if (topic && !sameText(topic, c.company) && !said(topic, c.title) && !said(c.title, topic))
      return capitalize(topic);
  }
  return undefined;
}

/** The last "for …" of a request for a page: what the page is for ("… para implantes dentários em Lisboa"). */
const LAST_FOR =
  /(?:^|\s)(?:for|para|pour|per|voor|für|dla|om)\s+(?!.*\s(?:for|para|pour|per|voor|für|dla|om)\s)(.+)$/iu;
/** A page or channel word: a clause holding one still talks about the page, not the business. */
const PAGE_WORDS =
  /(?:^|\s)(?:page|site|website|landing|ads?|seite|webseite|página|pagina|strona|oldal|anzeige|anuncio|annonce)(?!\p{L})/iu;

/**
 * What a one-line request for a page says the business is, in the owner's words, for the lead of a page
 * that has nothing else to say: "Seite für meine Bäckerei in Freiburg" → "Bäckerei in Freiburg",
 * "quero uma página para captar pacientes para implantes dentários em Lisboa" → "Implantes dentários em
 * Lisboa". Nothing when the request names no more than the eyebrow already shows.
 */
function requestSubject(c: WriteContext, shown: string): string | undefined {
  for (const sentence of c.brief.sentences) {
    if (!isPageInstruction(sentence)) continue;
    const text = sentence.trim().replace(/[.!?…]+$/u, "");
    // "rota app for small cafes, need signups": the owner's wish set aside, the rest says what it is.
    const told = withoutPageTalk(text);
    const whole =
      instructionTopic(text) ??
      (told !== text && !REQUEST_WORDS.test(requestedSubject(told, "en") ?? told) ? told : undefined) ??
      LAST_FOR.exec(text)?.[1]?.trim();
    // "Agence immobilière, il faut qu'elle génère des contacts" → "Agence immobilière" (request-words.ts).
    const subject = whole && requestedSubject(whole, c.brief.lang);
    if (!subject || PAGE_WORDS.test(subject) || subject.split(/\s+/).length < 2) continue;
    // "landing for my app launch": a launch names what the page is for, not the business.
    if (titleWithoutPageTalk(subject) === "") continue;
    if ([shown, c.company, c.title].some((name) => sameText(name, subject))) continue;
    // The headline already says it, with or without "business" ("Gutter cleaning around Leeds").
    if (sameText(withoutBusinessWord(subject), c.title)) continue;
    return capitalize(subject);
  }
  return undefined;
}

/** A request's own verbs: what is left with one is still said to us, not about the business. */
const REQUEST_WORDS =
  /(?<!\p{L})(?:need|want|make|create|build|brauche|möchte|besoin|veux|necesito|quiero|serve|voglio|vorrei|preciso|quero|potrzebuję|chcę|nodig|wil|kell)(?!\p{L})/iu;

/** Words of a trade called out in a hurry: a locked-out visitor phones, they do not fill in a form. */
const URGENT =
  /(?<!\p{L})(?:emergenc\p{L}*|24\/7|24h|24[- ]hours?\s+(?:a\s+day|emergency|service|call)|(?:open|available)\s+24|rund um die Uhr|urgent\p{L}*|urgenc\p{L}*|notdienst|notfall\p{L}*|pronto intervento|spoed\p{L}*|awari\p{L}*|awaryjn\p{L}*|sürgős\p{L}*|non[- ]stop)(?!\p{L})/iu;

/**
 * A service the owner gives over the phone ("free first assessment by phone", "Ersteinschätzung am
 * Telefon", "consultation téléphonique"): the visitor's first step is to call, as for an urgent trade.
 */
const BY_PHONE =
  /(?<!\p{L})(?:(?:by|over\s+the|on\s+the)\s+phone|am\s+telefon|telefonisch\p{L}*|par\s+téléphone|téléphoniques?|por\s+teléfono|telefónic[ao]s?|al\s+telefono|telefonic\p{L}*|per\s+telefoon|por\s+telefone|telefonicznie|telefonon)(?!\p{L})/iu;

/**
 * Bookings taken by phone: the number comes right after a word for appointments or reservations
 * ("Rendez-vous au 02 40 11 22 33", "Reservas: +351 …", "Termine unter 0761 …", "Bejelentkezés: +36 …").
 * A bare "Call 0113 …" is the business's number, not how it books: its form stays first.
 */
const BOOKED_BY_PHONE =
  /(?<!\p{L})(?:appointments?|bookings?|book|reservations?|rendez-vous|réservations?|termine?|terminvereinbarung|(?:tisch\s+)?reservieren|tischreservierung\p{L}*|reservas?|marcações|citas?|prenotazioni|prenota|afspraak|afspraken|reserveren|rezerwacje|zapisy|bejelentkezés|időpontfoglalás|asztalfoglalás|foglalás)\s*(?:by phone|on|at|au|unter|al|op|via|pod|:|-|–)?\s*(?:numer|number|numéro|nummer|n[º°])?\s*:?\s*$/iu;

function booksByPhone(c: WriteContext, phone: string): boolean {
  const at = c.brief.description.indexOf(phone);
  return at > 0 && BOOKED_BY_PHONE.test(c.brief.description.slice(Math.max(0, at - 40), at));
}

/** Pages whose hero button may dial: those that sell a service to come now, not an event or a product. */
const CALLING_TYPES = new Set(["business-homepage", "google-ads", "facebook-ads"]);
/** Pages whose closing button may dial: also a lead page, whose hero holds the form (a burst pipe is phoned in). */
export const CLOSING_CALL_TYPES = new Set([...CALLING_TYPES, "lead-generation"]);

/**
 * An urgent trade's (or a phone service's) main button dials the number the owner gave ("Call 0117 496 0112"), on the pages
 * whose hero has a button; the owner's form stays a click below.
 */
export function urgentCall(
  c: WriteContext,
  types: ReadonlySet<string> = CALLING_TYPES,
): { label: string; href: string } | undefined {
  const phone = c.brief.phones[0];
  if (!phone || !types.has(c.source.landingPageType)) return undefined;
  if (
    !URGENT.test(c.brief.description) &&
    !BY_PHONE.test(c.brief.description) &&
    !booksByPhone(c, phone.text)
  )
    return undefined;
  // A number with no country read from it dials as written, within its own country.
  const dial = phone.e164 || phone.text.replace(/[^\d+]/g, "");
  if (dial.replace(/\D/g, "").length < 6) return undefined;
  return { label: c.say("Call {phone}", { phone: phone.text }), href: `tel:${dial}` };
}

/** A date said as a deadline ("Book before 31 January"): when an offer ends, not when something happens. */
function isDeadline(description: string, text: string): boolean {
  const at = description.indexOf(text);
  return (
    at > 0 &&
    /\b(?:before|until|till|by|ends?|closes?|deadline|expires?)\s+(?:the\s+)?$/i.test(
      description.slice(Math.max(0, at - 20), at),
    )
  );
}

function chips(c: WriteContext): Item[] {
  const { brief } = c;
  const items: Item[] = [];
  const date = mainDate(brief.dates);
  // A dated page shows its date first; any other page shows a coming date it names ("starting 16 January").
  if (
    date &&
    (DATED_TYPES.has(c.source.landingPageType) ||
      (!date.past && /\d/.test(date.text) && !isDeadline(c.brief.description, date.text)))
  )
    items.push({ title: date.text, datetime: machineDate(date), icon: "calendar" });
  // An event that meets again and again shows when it meets ("every Thursday 7pm to 9pm").
  const recurring = recurringTimes(brief.description)[0];
  if (!date && recurring && EVENT_TYPES.includes(c.source.landingPageType))
    items.push({ title: recurring, icon: "calendar" });
  const where = venueOf(c);
  if (where) items.push({ title: where, icon: "map-pin" });
  // Every line of the hours or none: "Mon-Sat 8:00-18:00" alone says the place is shut on Sunday.
  // The days and times, not the owner's sentence ("Aperti da martedì a domenica …" → "Da martedì a domenica, …").
  const hours = brief.hours.map((h) => hoursLine(h, c.lang)).join(", ");
  // Hours that say what a chip already says ("Chorprobe jeden Donnerstag um 19 Uhr" beside "Jeden
  // Donnerstag um 19 Uhr") are not shown twice.
  const said = (text: string) =>
    items.some((i) => {
      const [a, b] = [i.title.toLocaleLowerCase(), text.toLocaleLowerCase()];
      return a.includes(b) || b.includes(a);
    });
  if (brief.hours[0] && brief.hours.length <= 3 && items.length < 2 && !said(hours))
    items.push({ title: hours, icon: "clock" });
  // Who it is for by age ("ages 8–12") is what a parent checks first.
  // Ages that name a price's tiers ("£5 for under-16s, free for under-5s") are not who the page is for.
  const first = extrasOf(brief).ages?.[0];
  const ages = first && !brief.prices.some((p) => p.label.includes(first)) ? first : undefined;
  if (ages && items.length < 3) items.push({ title: ages, icon: "users" });
  // What the product comes in: a chip per list ("Charcoal · Moss · Oat"), before a phone number.
  for (const chip of variantChips(brief)) if (items.length < 3) items.push(chip);
  if (brief.phones[0] && items.length < 3 && !DATED_TYPES.has(c.source.landingPageType))
    items.push({
      title: brief.phones[0].text,
      icon: "phone",
      href: brief.phones[0].e164 ? `tel:${brief.phones[0].e164}` : undefined,
    });
  return items.slice(0, 3);
}

/**
 * "For home bakers": the audience as the user wrote it, after the language's "For"; left alone when it
 * already says so ("For families", "Für Familien", "borbarátok számára" is not written twice).
 */
function forAudience(c: WriteContext): string {
  if (!c.locale) return /^for\b/i.test(c.audience) ? capitalize(c.audience) : `For ${c.audience}`;
  const template = c.t("For {audience}");
  const [before, after] = template.split("{audience}");
  const lead = before.trim().split(/\s+/)[0] ?? "";
  const tail = after.trim();
  const says = (text: string, at: "start" | "end") => {
    const word = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return (
      word !== "" &&
      new RegExp(at === "start" ? `^${word}(?![\\p{L}])` : `(?<![\\p{L}])${word}$`, "iu").test(c.audience)
    );
  };
  if (says(lead, "start") || says(tail, "end")) return capitalize(c.audience);
  return capitalize(c.say("For {audience}", { audience: c.audience }));
}

/** Whether the headline already names the audience ("Kettlebell bootcamp for beginners" for beginners). */
function saysAudience(c: WriteContext): boolean {
  const audience = c.audience
    .toLocaleLowerCase()
    .replace(/^for\s+/, "")
    .trim();
  return audience.length > 0 && c.title.toLocaleLowerCase().includes(audience);
}

/**
 * A sentence without the facts the chips beside it show, when they end it: "Three-hour workshop on natural
 * wine tasting on Friday 14 May 2027 at 18:30 in Bordeaux." → "Three-hour workshop on natural wine
 * tasting." The short words that joined each fact ("on", "in", "at", "in der") go with it. The sentence stays whole
 * when what is left of its last clause would be a word or less ("Bakery in Leeds, open 8:00–18:00"), and
 * is nothing ("") when all it says is the chips ("Open Tuesday to Saturday 7:00–15:00.").
 */
export function withoutTrailingFacts(sentence: string, facts: string[], lang = "en"): string {
  const stop = /[.!?…]+$/u.exec(sentence.trimEnd())?.[0] ?? "";
  const body = sentence.trimEnd().slice(0, sentence.trimEnd().length - stop.length);
  let rest = body;
  for (let cut = true; cut; ) {
    cut = false;
    for (const fact of facts.filter((f) => f.trim().length > 0)) {
      // A bracket right after the fact says more of it ("à 11h00 (heure de Paris)").
      const tail = new RegExp(
        `([,;:–-]\\s*|\\s+)((?:\\p{L}{1,3}\\s+){0,2})${escapeRegex(fact.trim())}(?:\\s*\\([^)]*\\))?\\s*$`,
        "iu",
      );
      const match = tail.exec(rest);
      if (!match) continue;
      // The short words before the fact go with it only when they lead up to it ("in the", "à la"): a short
      // word of the sentence's own ("feita à mão em Porto": "mão") stays, and what stands before it too.
      const before = (match[2] ?? "").trim().split(/\s+/u).filter(Boolean);
      let keep = before.length;
      // A short word before a fact leads up to it when it is a function word of any language ("in der", "à la").
      while (keep > 0 && isFunctionWordOfAnyLanguage(before[keep - 1]!.toLocaleLowerCase())) keep--;
      const kept = before.slice(0, keep).join(" ");
      // "…, bel 030 123 4567": a clause left with nothing but its verb goes with the number it led to.
      const mark = (match[1] ?? "").trim();
      const lone = kept !== "" && mark !== "" && mark !== "-";
      rest = `${rest.slice(0, match.index)}${kept && !lone ? ` ${kept}` : ""}`.trimEnd();
      cut = true;
    }
  }
  if (rest === body) return sentence;
  const wordsIn = (text: string) => (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length;
  // Nothing of its own is left ("Open Tuesday to Saturday 7:00–15:00." beside that chip).
  if (wordsIn(rest) < 2) return "";
  const lastClause = rest.split(/[,;–]|:\s/u).at(-1) ?? "";
  if (wordsIn(lastClause) < 2) return sentence;
  // "… gleich neben", "… a due passi": the cut took the place such a word needs; the sentence stays whole.
  const lastWord = rest.match(/\p{L}+$/u)?.[0]?.toLocaleLowerCase() ?? "";
  if (isRelationWord(lastWord, lang)) return sentence;
  return `${rest.replace(/[,;:–-]\s*$/u, "")}${stop || "."}`;
}

/**
 * The chips' facts inside a sentence, before a comma: "Free live webinar on Thursday 10 December at 15:00
 * GMT, 60 minutes." → "Free live webinar, 60 minutes." Left whole when fewer than two words would be
 * left before the comma.
 */
export function withoutInnerFacts(sentence: string, facts: string[]): string {
  let out = sentence;
  for (const fact of facts.filter((f) => f.trim().length > 0)) {
    const inner = new RegExp(
      `\\s+(?:\\p{L}{1,3}\\s+)?${escapeRegex(fact.trim())}(?:\\s*\\([^)]*\\))?(?=\\s*,)`,
      "iu",
    );
    const match = inner.exec(out);
    if (!match) continue;
    const before = out.slice(0, match.index);
    const clauseBefore = before.split(/[,;]/).at(-1) ?? "";
    if ((clauseBefore.match(/\p{L}+/gu) ?? []).length < 2) continue;
    out = before + out.slice(match.index + match[0].length);
  }
  return out;
}

/**
 * The opening sentence without the chips' facts; a town stays when without it only a bare noun would be
 * left ("Emergency plumber in Cardiff.", not "Emergency plumber."), a date, hours or a street address go.
 */
export function leadWithout(sentence: string, chipFacts: string[], lang: string): string {
  // Only a date or a time goes from the middle of the sentence: a town there says where it is.
  const timed = chipFacts.filter((fact) => /\d/.test(fact));
  const lead = withoutTrailingFacts(withoutInnerFacts(sentence, timed), chipFacts, lang);
  const words = lead.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  // Nothing left once the town went too ("Loodgietersbedrijf in Utrecht, bel …"): the town stays.
  if (lead === sentence || words >= 4) return lead;
  return withoutTrailingFacts(
    sentence,
    chipFacts.filter((fact) => /\d/.test(fact)),
    lang,
  );
}

/**
 * Under a header that names the business or product, the lead does not name it again: "Hollow Pines is
 * a cosy mystery game for PC." → "A cosy mystery game for PC." Left whole when fewer than three words
 * would be left or the language has no such pattern.
 */
export function withoutOwnName(sentence: string, names: string[], lang: string): string {
  const copula = nameCopula(lang);
  if (!copula) return sentence;
  for (const name of names.filter((n) => n.trim().length > 1)) {
    const opening = new RegExp(`^${escapeRegex(name.trim())}\\s+${copula}`, "iu").exec(sentence);
    if (!opening) continue;
    const rest = sentence.slice(opening[0].length);
    if ((rest.match(/\p{L}+/gu) ?? []).length < 3) return sentence;
    return capitalize(rest);
  }
  return sentence;
}

/**
 * "Plumbing in Kraków: leak repairs, tap and boiler fitting." beside cards for those services: the lead
 * says what the business is ("Plumbing in Kraków.") and leaves the list to the cards.
 */
function withoutShownList(sentence: string, context: ReturnType<typeof pointContext>): string {
  const colon = sentence.indexOf(": ");
  if (colon < 0) return sentence;
  const head = sentence.slice(0, colon);
  const list = sentence.slice(colon + 2);
  if ((head.match(/\p{L}+/gu) ?? []).length < 2 || !repeatsThePage(list, context)) return sentence;
  return `${head}.`;
}

/**
 * A section's heading as a button's words when it is short and names nobody: "Prices", "Selected work";
 * "What Flow Studio offers" or "How to reach Boulangerie Lucas" is a heading, not a button.
 */
function shortLabel(heading: string, names: string[]): string | undefined {
  const words = heading.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const named = names.some(
    (n) => n.trim().length > 1 && heading.toLocaleLowerCase().includes(n.trim().toLocaleLowerCase()),
  );
  return words <= 3 && !named ? heading : undefined;
}

/** What a bare request for a page names ("yoga studio website please" → "Yoga studio"), as a lead. */
function bareSubject(c: WriteContext, shown: string): string | undefined {
  for (const sentence of c.brief.sentences) {
    const subject = bareRequestSubject(sentence);
    if (!subject || [shown, c.company, c.title].some((name) => sameText(name, subject))) continue;
    return capitalize(subject);
  }
  return undefined;
}

const PRODUCT_PAGES = new Set(["product-launch", "app-download", "saas-signup"]);
/** Kinds whose general line is about the product itself (an app, a piece of software, a newsletter). */
const PRODUCT_KINDS = new Set(["mobile-app", "saas", "newsletter"]);

/** What a business of this kind does, in general terms and the page's language (kinds/summaries.ts). */
function generalLine(c: WriteContext): string | undefined {
  // A page about one product says what that product is or nothing: a shop's "what we sell" is not it.
  if (PRODUCT_PAGES.has(c.source.landingPageType) && !PRODUCT_KINDS.has(c.brief.kind)) return undefined;
  const line = kindSummary(c.brief.kind, c.lang);
  return line && fill(line, { company: c.product });
}

export function heroContent(
  c: WriteContext,
  page: PageFrame,
  leadsTo?: { kind: SectionKind; heading: string },
): SectionContent {
  const type = c.source.landingPageType;
  const items = chips(c);
  const chipFacts = items.map((item) => item.title);
  const opening = c.story.slice(0, c.heroSentences);
  const context = pointContext(c, page.order, false);
  // The hero says what the owner does; the facts the chips, the details and the cards below show are not
  // read twice (a second sentence listing the services the cards show is left to the cards).
  const onlyShownFacts = saysOnlyFactsShownElsewhere(c, page.order);
  // The page's header (and often the headline or the eyebrow) shows the name: the lead need not say it
  // again ("Terra Flask is a 750 ml steel bottle." → "A 750 ml steel bottle.").
  const namesInHeadline = [c.title, c.company];
  const own = opening
    .filter((sentence) => !onlyShownFacts(sentence))
    .filter((sentence, i) => i === 0 || !repeatsThePage(sentence, context))
    .map((sentence) => leadWithout(sentence, chipFacts, c.lang))
    .filter(Boolean)
    .map((sentence) => withoutShownList(sentence, context))
    .map((sentence, i) => (i === 0 ? withoutOwnName(sentence, namesInHeadline, c.lang) : sentence))
    // "Trailhead 2 - our new ultralight hiking backpack." under "Trailhead 2" → "Our new ultralight …".
    .map((sentence, i) => (i === 0 ? withoutRestatedHeadline(sentence, namesInHeadline) : sentence))
    .filter(Boolean)
    // "We are a family bakery in Bath." → "Family bakery in Bath.": the lead is a tagline, not the owner's
    // sentence ("Ledgerly does bookkeeping for freelancers." → "Bookkeeping for freelancers.").
    .map((sentence, i) => (i === 0 ? asTagline(sentence, c.lang, [...namesInHeadline, c.product]) : sentence))
    // The owner's "we design and install…" is the page's "Brightroof Solar designs and installs…".
    .map((sentence) => inThirdPerson(sentence, c.company, c.lang));
  const top = eyebrow(c);
  const call = urgentCall(c);
  // A vague one-liner still says what the business is, from the owner's request, capitalised as a lead,
  // and what such a business does in general terms. The owner's sentences are never pasted as they are
  // when all they say is what the chips and the sections below already show ("phone 0161 555 0192").
  const lead =
    own.length > 0
      ? capitalize(own.join(" "))
      : [requestSubject(c, top) ?? bareSubject(c, top), generalLine(c)]
          .filter((part): part is string => Boolean(part))
          .map(asSentence)
          .join(" ");
  const form =
    type === "lead-generation"
      ? leadForm(c, "form-hero", describedAction(c))
      : type === "newsletter"
        ? subscribeForm(c, page.action, "form-hero")
        : undefined;
  const second = leadsTo?.kind ?? page.order.find((k) => k !== "hero" && k !== "countdown");
  const date = mainDate(c.brief.dates);
  const countsDownHere = DATED_TYPES.has(type) && date && !date.past && !page.order.includes("countdown");
  return {
    eyebrow: top,
    heading: c.title,
    // Who the page speaks to, in the user's own words ("For home bakers").
    tagline: c.audience && !saysAudience(c) ? forAudience(c) : undefined,
    lead: lead || undefined,
    items,
    // A lead page for an urgent trade shows its number to dial beside the form: a burst pipe is phoned in.
    cta: form
      ? type === "lead-generation"
        ? urgentCall(c, CLOSING_CALL_TYPES)
        : undefined
      : (call ?? { label: page.action, href: page.target }),
    // An ad keeps one call to action: the call. A homepage offers its form beside it.
    secondaryCta: call
      ? type === "business-homepage"
        ? { label: page.action, href: page.target }
        : undefined
      : form || !second || `#${second}` === page.target || type === "facebook-ads" || type === "google-ads"
        ? undefined
        : {
            label:
              (leadsTo && shortLabel(leadsTo.heading, [c.company, c.product, c.title])) ??
              c.say(c.choose("secondary", ["Learn more", "Take a look", "See more"] as const)),
            href: `#${second}`,
          },
    form,
    date: countsDownHere ? countdownTarget(date) : undefined,
    // A product's day that has passed (its delivery, its launch) is no event that "has taken place".
    past: EVENT_TYPES.includes(type) && date?.past ? true : undefined,
  };
}
