/**
 * Everything the section writers know about one page, worked out once: the content brief (the only source
 * of facts), the business kind's profile (the only source of trade words), and seeded choices so two
 * customers get different wording and layouts while the same request always gives the same page.
 */

import { servesPrivatePeople } from "../../brief/audience.js";
import { isClientList } from "../../brief/clients.js";
import { formFieldsAsked } from "../../brief/form-asks.js";
import { isPageInstruction, titleWithoutPageTalk, withoutPageTalk } from "../../brief/instructions.js";
import { clausesOf } from "../../brief/page-wishes.js";
import { namedAsAPerson, speaksAsATeam, speaksAsOnePerson } from "../../brief/solo.js";
import { toldFact } from "../../brief/told-facts.js";
import type { ContentBrief } from "../../brief/types.js";
import type { PageImage, PageSettings, PageSource } from "../../model.js";
import { pick } from "../engine/hash.js";
import { KIND_PROFILES, type KindProfile } from "../kinds/index.js";
import { kindWords, type Locale, localeOf, type Phrase } from "../locale/index.js";
import { asOnePerson, onePersonProfile, onePersonWords, reachOnePerson } from "../locale/person.js";
import { withoutWish } from "../locale/request-words.js";
import { inflectsAfterRequest, withoutCourtesy } from "./courtesy.js";
import { headlineTitle } from "./headline.js";
import { isPriceList } from "./price-list.js";
import { withoutQuotes } from "./quotes.js";
import { capitalize, fill, isInstruction, sameText, withoutMetaOpening } from "./text.js";
import { withoutVariants } from "./variants.js";

/** Trades most often run by one person, whose name may be the business's. */
const PERSON_KINDS = new Set(["freelancer", "photographer", "coach"]);

export interface WriteContext {
  source: PageSource;
  settings: PageSettings;
  brief: ContentBrief;
  profile: KindProfile;
  images: PageImage[];
  company: string;
  title: string;
  /** The request's audience, verbatim ("" when none was given). */
  audience: string;
  /** The description's sentences that describe the business (instructions to us removed, openings cleaned). */
  story: string[];
  /** How many of `story` the hero uses; the rest belong to the about section. */
  heroSentences: number;
  /** A seeded choice among options; the salt keeps choices independent. */
  choose: <T>(salt: string, options: readonly T[]) => T;
  vary: (salt: string, count: number) => number;
  /** The language the composer writes its own words in (the description's, for a new page). */
  lang: string;
  /** The catalogue of that language (../locale), undefined when the page is written in English. */
  locale: Locale | undefined;
  /** The kind's noun in the page's language ("café", "Café"). */
  noun: string;
  /** A composer phrase or a kind's phrase in the page's language, placeholders not filled. */
  t: (english: string) => string;
  /** A composer phrase in the page's language, with {company} and the given placeholders filled. */
  say: (english: Phrase, values?: Record<string, string>) => string;
  /** A profile string or composer phrase in the page's language, with {company} and {noun} filled. */
  words: (template: string) => string;
  /** What a product page is about: the product's name from the title ("Pixel Pond"), else the company. */
  product: string;
  /** Like `words`, with {company} filled by the product's name (its sections name the product). */
  productWords: (template: string) => string;
  /** Calendar "now" of the request. */
  now: Date;
  /** The owner writes as one person ("I design…", "Insegno…"): the page says "About me", not "About us". */
  onePerson: boolean;
}

/**
 * "Lunch menu €14, tasting menu €45. Family restaurant in Bath since 1990.": the sentence that says what
 * the business is opens the story (and so the hero); the price list follows it, for the cards to place.
 */
/**
 * A pasted list ("- Blocked drains: cleared same day - Burst pipes: …", "Our team: - Margaret Hollis, …")
 * is no lead: its items are the cards, the team or the speakers.
 */
function isPastedList(sentence: string): boolean {
  return (
    /^\s*[-–•*·]\s/u.test(sentence) || (sentence.match(/(?:^|\s)[-–•*·]\s(?=\p{L})/gu) ?? []).length >= 2
  );
}

/** A sentence the hero cannot open with: a price list or a pasted list. */
const noLead = (sentence: string) => isPriceList(sentence) || isPastedList(sentence);

/**
 * "Recent projects: the Dental Clinic Sorriso waiting room, …": a short label before a list of work done
 * for others (or of people), which the page shows in its own section; under the title only the label would
 * be left. A label before the flavours or services ("I nostri gusti: …") still says what the business sells.
 */
function labelsOwnSection(sentence: string, brief: ContentBrief): boolean {
  const m = /^\s*(\p{L}[^:\d]{0,30}):\s\S/u.exec(sentence);
  if (!m || (m[1] ?? "").trim().split(/\s+/).length > 3) return false;
  const listed = [...(brief.pastWork ?? []).map((p) => p.text), ...brief.people.map((p) => p.name)];
  return listed.some((item) => item.length > 2 && sentence.includes(item));
}

/**
 * "Features: couch-to-5K plans, audio coaching.", "Class times: Mon 7:00, Wed 18:30.", "Ons assortiment:
 * desembrood, krentenbollen.": a short label, a colon and a list is read as a list, never under the headline.
 */
const LABELLED_LIST = /^\s*\p{L}[\p{L}'’ -]{0,28}:\s[^.!?]*,/u;

function leadFirst(story: string[]): void {
  if (!noLead(story[0] ?? "")) return;
  const at = story.findIndex((s, i) => i > 0 && i < 4 && !noLead(s));
  if (at > 0) story.unshift(...story.splice(at, 1));
}

/**
 * Sentences of the story the hero shows: what the business is, in one sentence (two when the first is a
 * name-like fragment of four words or fewer, "Cave Lune natural wine."). The rest is said in the page's own
 * structures (cards, details, the about section's points), not pasted under the title.
 */
function heroSentenceCount(story: string[], brief: ContentBrief): number {
  const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  // A price list is no lead: it stays in the story, for the cards and the pricing section to place.
  if (story.length === 0 || noLead(story[0] ?? "")) return 0;
  // Nor is a class timetable ("Lesrooster: maandag 19:00 Vinyasa, …"): its own section lists it.
  const timetable = (s: string) =>
    brief.agenda.filter((a) => a.weekly && a.time && s.includes(a.time)).length >= 2;
  const second = story[1] ?? "";
  return story.length > 1 &&
    words(story[0] ?? "") <= 4 &&
    !noLead(second) &&
    !labelsOwnSection(second, brief) &&
    !LABELLED_LIST.test(second) &&
    !timetable(second)
    ? 2
    : 1;
}

/** Page types about one product, whose sections name it rather than its maker. */
const PRODUCT_TYPES = new Set(["app-download", "product-launch", "saas-signup"]);

/**
 * The product a page is about: its title when the title is a name ("Pixel Pond", "Moss Garden": at most
 * four words, each capitalised), not a line about it ("RouteWise fleet dashboard"); else the company.
 */
export function productName(source: PageSource): string {
  const title = source.title.trim();
  // "Lancement", "app launch": a title that only says what the page is for names no product.
  if (
    !PRODUCT_TYPES.has(source.landingPageType) ||
    sameText(title, source.companyName) ||
    titleWithoutPageTalk(title) === ""
  )
    return source.companyName;
  // "Pixel Pond – a cozy fishing game": the name is what stands before the dash or colon.
  const head = title.split(/\s[–—-]\s|:\s/u)[0]!.trim();
  const words = head.split(/\s+/u).filter((w) => !/^(?:&|of|the|and|for|-|–|:)$/iu.test(w));
  const named = words.length > 0 && words.length <= 4 && words.every((w) => /^[\p{Lu}\p{N}]/u.test(w));
  return named ? head : source.companyName;
}

/** The facts an instruction tells us to say, each as a sentence of its own ("We're accredited."). */
function toldFactsIn(sentence: string): string[] {
  return clausesOf(sentence.replace(/[.!?…]+$/u, ""))
    .map((clause) => toldFact(clause))
    .filter((fact): fact is string => fact !== undefined)
    .map((fact) => `${capitalize(fact)}.`);
}

/** A sentence that is only a person's name, their role, or both ("Dr. Henrik Brandt, seit 2009 Anwalt …"). */
function isPersonLine(sentence: string, people: ContentBrief["people"]): boolean {
  const line = sentence.trim().replace(/[.!]$/u, "").trim();
  return people.some(
    (p) => line === p.name || (p.role !== undefined && (line === p.role || line === `${p.name}, ${p.role}`)),
  );
}

export function writeContext(
  source: PageSource,
  settings: PageSettings,
  brief: ContentBrief,
  images: PageImage[],
  now: Date,
  lang: string = brief.lang,
): WriteContext {
  const kindProfile = KIND_PROFILES[brief.kind] ?? KIND_PROFILES.other;
  const company = source.companyName;
  const story = brief.sentences
    // "Make it look premium, mention we're accredited": the look is said to us, the fact told is the
    // owner's, said after what the business is.
    .filter((s) => !isInstruction(s))
    .concat(brief.sentences.filter(isInstruction).flatMap(toldFactsIn))
    .filter((s) => !isInstruction(s) && !isPageInstruction(s) && formFieldsAsked(s).length === 0)
    .map((s) => withoutQuotes(s, brief.quotes))
    // "Comes in Charcoal, Moss and Oat" is shown as chips, not told as a sentence.
    .map((s) => withoutVariants(s, brief.variants))
    // "Dr. Henrik Brandt." and the role said after it are the person block's, not the story's.
    .filter((s) => !isPersonLine(s, brief.people))
    // "Clients include Aesop, Monocle and Kinfolk." is the clients row's, not a line of the story.
    .filter((s) => !isClientList(s, brief.clients))
    .filter((s) => /\p{L}{2}/u.test(s))
    // "landing page for my dog grooming van pls, …" → "Dog grooming van, …": no request words are left.
    .map((s) => {
      const opened = withoutMetaOpening(s);
      return opened === s ? s : withoutCourtesy(opened);
    })
    // What is left of a request for the page names the business, never the owner's wish for the page.
    .map((s) => {
      const told = withoutPageTalk(s);
      if (told === s) return told;
      // "strona dla mojego warsztatu rowerowego": the words keep the request's case; the lead says what
      // such a business does instead (hero.ts).
      if (inflectsAfterRequest(brief.lang)) return "";
      const subject = withoutWish(withoutCourtesy(told), brief.lang);
      return subject && subject !== told ? `${subject.replace(/[.!?…]+$/u, "")}.` : (subject ?? "");
    })
    .filter((s) => s.length > 1 && !sameText(s, source.title) && !sameText(s, company));
  leadFirst(story);
  const product = productName(source);
  const locale = localeOf(lang);
  // A portfolio or a one-person trade called by its owner's name is that person ("Tomás Ribeiro").
  const onePerson =
    speaksAsOnePerson(story, brief.lang) ||
    ((source.landingPageType === "portfolio" || PERSON_KINDS.has(brief.kind)) &&
      namedAsAPerson(company) &&
      !speaksAsATeam(story, brief.lang));
  const spoken = onePerson ? onePersonProfile(kindProfile) : kindProfile;
  // A trade that mostly serves companies, here serving households: its visitors give no company.
  const profile: KindProfile =
    spoken.visitors === "business" && servesPrivatePeople(brief.description, source.targetAudience)
      ? { ...spoken, visitors: "consumer" }
      : spoken;
  const own = kindWords(locale, profile);
  const said = (english: string) =>
    !locale
      ? english
      : (own.get(english) ??
        (Object.hasOwn(locale.phrases, english) ? locale.phrases[english as Phrase] : english));
  const t = (english: string) =>
    !onePerson
      ? said(english)
      : (onePersonWords(locale ? lang : "en", english) ??
        (locale
          ? (reachOnePerson(lang, english, said(english)) ?? asOnePerson(lang, said(english), locale.phrases))
          : english));
  const noun = locale ? (locale.nouns[brief.kind] ?? locale.nouns.other) : profile.noun;
  const vary = (salt: string, count: number) => (count <= 1 ? 0 : pick(settings.seed, salt, count));
  return {
    source,
    settings,
    brief,
    profile,
    images,
    company,
    title: headlineTitle(source.title, brief.sentences, company),
    audience: source.targetAudience,
    story,
    heroSentences: heroSentenceCount(story, brief),
    choose: (salt, options) => options[vary(salt, options.length)],
    vary,
    lang: locale ? lang : "en",
    locale,
    noun,
    t,
    say: (english, values = {}) => fill(t(english), { company, ...values }),
    words: (template) => fill(t(template), { company, noun }),
    product,
    productWords: (template) => fill(t(template), { company: product, noun }),
    now,
    onePerson,
  };
}
