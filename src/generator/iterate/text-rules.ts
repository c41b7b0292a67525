/**
 * Changes to the page's own words that no structured rule covers: replacing a phrase wherever the page
 * writes it ("replace 'homemade cakes' with 'cakes and brownies'"), adding a sentence the owner dictates
 * ("add that we have free wifi", "we now deliver within 3 miles"), and a new topic asked for as a section
 * ("add a section about our office catering"). The owner's words are used as given; nothing is written
 * for them.
 */
import { escapeRegex } from "../brief/vocabulary.js";
import { capitalize } from "../composer/write/text.js";
import type { Section, SectionKind } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { cleanText, ensureSection, factsOf, fillPlaceholder } from "./facts.js";
import { pageTexts, renameEverywhere } from "./model-texts.js";
import { findSectionKinds, SECTION_TITLES } from "./section-names.js";

const MAX_PHRASE = 200;
const MAX_SENTENCE = 300;

/** Words that name a part or a setting of the page, not a phrase it shows ("change the font to …"). */
const PAGE_PART =
  /\b(?:colou?rs?|theme|font|headline|heading|sub-?headline|title|button|cta|section|background|layout|style|logo|image|picture|photo|menu|navigation|nav|spacing|page|price|prices|phone|e-?mail|address|hours|link|form)\b/i;

const QUOTED = /^["“'‘](.+)["”'’]$/;

/** The phrase as a whole word or words, any case ("cake" is not inside "pancakes"). */
function caseInsensitive(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${escapeRegex(phrase)}(?![\\p{L}\\d])`, "giu");
}

/** Small words that stand for something else ("there are now 30 seats" names no phrase "there"). */
const FUNCTION_WORD =
  /^(?:there|here|it|this|that|these|those|they|we|you|he|she|them|us|one|all|everything|something|anything|now|then|so|and|or|the|a|an)$/i;

/** An unquoted phrase worth looking for: two words or more, or one word of four letters or more. */
function phraseLike(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  return words.length > 1
    ? !words.every((w) => FUNCTION_WORD.test(w))
    : phrase.length >= 4 && !FUNCTION_WORD.test(phrase);
}

/** The replacement, capitalised where the text it replaces starts a sentence or a title with a capital. */
function fitted(found: string, replacement: string): string {
  const first = found[0] ?? "";
  return first !== first.toLowerCase() && replacement[0] === replacement[0]?.toLowerCase()
    ? replacement[0].toUpperCase() + replacement.slice(1)
    : replacement;
}

/**
 * "replace 'X' with 'Y'", "change X to Y", "swap X for Y": X as the page writes it (any case). Unquoted,
 * X must be on the page and must not name a part of it (those have their own rules); quoted, a phrase the
 * page does not show is refused.
 */
const BARE_PRICE =
  /^(?:[€$£¥]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur|euros?|£|pounds?|dollars?|zł|ft|kr))(?:\s+(?:per|a|each)\s+\p{L}+)?$/iu;

export const REPLACE_TEXT_RULE: ChangeRule = {
  apply(request, model) {
    const verb =
      /^(?:please\s+)?(?:replace|change|swap|switch|update|correct)\s+(?:the\s+(?:text|words?|phrase)\s+)?/i;
    const rest = request.replace(verb, "");
    if (rest === request) return null;
    // A quoted phrase ends at its closing quote, whatever words it holds ("'pay with your bank' to …").
    const m =
      rest.match(/^(["“'‘].+?["”'’])\s+(?:with|to|for|into|by)\s+(.+?)\s*[.!]?$/i) ??
      rest.match(/^(.+?)\s+(?:with|to|for|into|by)\s+(.+?)\s*[.!]?$/i);
    if (!m) return null;
    const quoted = QUOTED.test(m[1].trim());
    const from = cleanText(m[1]);
    const to = cleanText(m[2]);
    if (!quoted && (PAGE_PART.test(from) || !phraseLike(from))) return null;
    // "change sourdough to £4.80" gives a price, not words to write instead of "sourdough".
    if (!quoted && !/\d/.test(from) && BARE_PRICE.test(to)) return null;
    if (!from || from.length > MAX_PHRASE) return null;
    if (!to || to.length > MAX_PHRASE)
      return { refused: `The new text must be 1 to ${MAX_PHRASE} characters` };
    const pattern = caseInsensitive(from);
    const company = model.source.companyName;
    if (company && from.toLowerCase() === company.toLowerCase()) {
      renameEverywhere(model, company, to);
      return { applied: `Renamed “${company}” to “${to}” everywhere on the page` };
    }
    let places = 0;
    for (const slot of pageTexts(model)) {
      const text = slot.get();
      // search(), not test(): the pattern is global, and test() would carry its position to the next text.
      if (!text || text.search(pattern) < 0) continue;
      slot.set(text.replace(pattern, (found) => fitted(found, to)));
      places++;
    }
    if (places === 0) return quoted ? { refused: `The page does not say “${from}” anywhere` } : null;
    model.source.title = model.source.title.replace(pattern, (found) => fitted(found, to));
    return {
      applied: `Replaced “${from}” with “${to}” ${places === 1 ? "in one place" : `in ${places} places`}`,
    };
  },
};

/** The owner's words as one sentence of the page: capitalised, ending in a full stop when they had none. */
function asSentence(raw: string): string {
  const text = cleanText(raw.replace(/\s*,?\s*(?:please|thanks|thank you)[.!]?$/i, ""));
  const capitalised = capitalize(text);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Where a dictated sentence goes: "… to the hero/top/intro" puts it in the hero, otherwise the about text. */
function targetOf(rest: string): { text: string; hero: boolean } {
  const m = rest.match(
    /\s+(?:to|in|on|at|into|under|below|beneath|underneath)\s+(?:the\s+)?(hero|top|intro(?:duction)?|header|headline|heading|title|h1|about(?:\s+us)?|story)(?:\s+(?:section|text|part|area|bit))?\s*[.!]?$/i,
  );
  if (!m || m.index === undefined) return { text: rest, hero: false };
  return { text: rest.slice(0, m.index), hero: !/^(?:about|story)/i.test(m[1]) };
}

const DICTATED: RegExp[] = [
  // "add that we have free wifi", "add a note saying dogs are welcome", "put a line on the page that …"
  /^(?:please\s+)?(?:add|include|put|write|insert)\s+(?:(?:a|an|one|some)\s+)?(?:(?:short|small|little)\s+)?(?:note|line|sentence|text|bit|mention|remark)?\s*(?:(?:on|to|in)\s+the\s+page\s+)?(?:saying|to say|that says|which says|stating|that)\s+(?:that\s+)?(.+)$/i,
  // "write 'Dogs welcome' under the headline": quoted words for the top of the page.
  /^(?:please\s+)?(?:write|put|add|show)\s+(["“'‘].+["”'’]\s+(?:under|below|beneath|underneath)\s+(?:the\s+)?(?:headline|heading|title|h1))$/i,
  // "mention that parking is free", "say that we're dog friendly", "make it clear that …"
  /^(?:please\s+)?(?:mention|say|state|note|point out|make it clear|explain)\s+that\s+(.+)$/i,
  // "let people know we open late on Fridays", "tell visitors that parking is free"
  /^(?:please\s+)?(?:let|tell)\s+(?:people|visitors|customers|guests|clients|everyone|readers|patients|members|them|users)\s+(?:know\s+)?(?:that\s+)?(.+)$/i,
];

/** The owner telling something new about the business: "we now deliver within 3 miles", "we're also on Deliveroo". */
const STATEMENT =
  /^(?:we|we're|we are|we've|we have|we'll|we will|we can)\s+(?:now|also|too|even)\b|^(?:we|we're|we are)\b.+\b(?:too|as well|now)[.!]?$/i;

/** Adds the owner's own sentence to the about text (or the hero's, when asked or when there is no about). */
export const DICTATED_SENTENCE_RULE: ChangeRule = {
  // "we also sell coffee beans, 250g bags for £8": the fragments after a comma are more of the sentence.
  takesText: true,
  apply(request, model) {
    const trimmed = request.trim();
    const dictated = DICTATED.map((re) => trimmed.match(re)?.[1]).find((text) => text !== undefined);
    const said = dictated ?? (STATEMENT.test(trimmed) ? trimmed : undefined);
    if (!said) return null;
    const { text, hero: toHero } = targetOf(said);
    const sentence = asSentence(text);
    if (sentence.length < 3 || sentence.length > MAX_SENTENCE)
      return { refused: `The sentence to add must be 3 to ${MAX_SENTENCE} characters` };
    const about = model.sections.find((s) => s.kind === "about" && !s.placeholder);
    const target: Section | undefined =
      toHero || !about ? model.sections.find((s) => s.kind === "hero") : about;
    if (!target) return null;
    if ((target.lead ?? "").toLowerCase().includes(sentence.replace(/[.!?…]$/, "").toLowerCase()))
      return { refused: `The page already says “${sentence}”` };
    target.lead = target.lead ? `${target.lead.replace(/\s+$/, "")} ${sentence}` : sentence;
    const where = target.kind === "hero" ? "the top of the page" : "the About section";
    return { applied: `Added “${sentence}” to ${where}` };
  },
};

/** Sections listing what the business offers, the first of them on the page takes a new topic. */
const OFFERING_KINDS: SectionKind[] = ["services", "products", "features", "benefits", "learn"];

/**
 * "add a section about our catering service for offices": a topic, not one of the page's section kinds.
 * It becomes an item of the page's offerings (the owner's words as its title); the details are theirs to give.
 */
export const TOPIC_SECTION_RULE: ChangeRule = {
  apply(request, model) {
    const m = request.match(
      /^(?:please\s+)?(?:add|create|include|make|insert|write)\s+(?:a|an|one|another)\s+(?:new\s+|separate\s+|short\s+)?(?:section|part|block|bit|paragraph)\s+(?:about|on|for|covering|describing|explaining|to explain|to describe|that (?:explains|describes))\s+(.+?)\s*[.!]?$/i,
    );
    if (!m) return null;
    const type = model.source.landingPageType;
    const present = model.sections.map((s) => s.kind);
    const topic = cleanText(m[1]);
    const title = topic.replace(/^(?:our|the|my|your|a|an)\s+/i, "");
    // "a section about our team", "a section on pricing": a kind of section the page knows how to add.
    // A longer topic that only mentions such a word ("catering services for offices") is a topic.
    const named =
      title.split(/\s+/).length <= 2 && !/\s(?:services?|products?|features?|benefits?)$/i.test(title)
        ? findSectionKinds(title, type, present).filter((kind) => kind !== "hero")
        : [];
    if (named.length > 0) {
      const kind = named[0];
      if (present.includes(kind))
        return { refused: `The page already has a ${SECTION_TITLES[kind]} section` };
      const { section } = ensureSection(model, kind);
      const fill = section.placeholder ? ` (to fill in: ${section.placeholder})` : "";
      return { applied: `Added a ${SECTION_TITLES[kind]} section${fill}` };
    }
    if (title.length < 3 || title.length > 80)
      return { refused: "Tell me the topic in a few words, e.g. “add a section about office catering”" };
    const offerings = model.sections.find((s) => OFFERING_KINDS.includes(s.kind) && !s.placeholder);
    if (!offerings)
      return {
        refused: `Tell me what the page should say about ${topic}, e.g. “add that we …”, and I will add it to the About text`,
      };
    const name = capitalize(title);
    if (offerings.items.some((item) => item.title.toLowerCase() === name.toLowerCase()))
      return { refused: `The page already lists “${name}”` };
    offerings.items.push({ title: name });
    return {
      applied: `Added “${name}” to the “${offerings.heading}” section (tell me what to say about it with “add that …”)`,
    };
  },
};

/**
 * "add a 7-day free trial of Tally Plus", "offer 10% off for students": an offer in the owner's words (as
 * the description's offers are read) joins the page's offers.
 */
export const OFFER_RULE: ChangeRule = {
  apply(request, model) {
    if (!/^(?:please\s+)?(?:add|include|offer|give|mention|show)\b(?!\s+that\b)/i.test(request)) return null;
    const offers = factsOf(request, model).offers;
    if (offers.length === 0) return null;
    const { section } = ensureSection(model, "offers");
    fillPlaceholder(section);
    const added: string[] = [];
    for (const offer of offers) {
      // What the offer is for stays with it: "7-day free trial of Tally Plus".
      const at = request.toLowerCase().indexOf(offer.toLowerCase());
      const rest = at < 0 ? "" : request.slice(at + offer.length);
      const forWhat = rest.match(/^\s+(?:of|on|for|with|in)\s+[^,.;!?]+/i)?.[0] ?? "";
      // "…a discount code SUMMER10 for 10% off": the code is what visitors type, so it stays with the offer.
      const code = request.match(
        /\b(?:code|coupon|voucher|promo code)\s+["“']?([A-Z0-9][A-Z0-9_-]{2,})\b/,
      )?.[1];
      const full = `${offer}${forWhat.replace(/\s+(?:please|too|as well)$/i, "")}${code && !forWhat.includes(code) ? ` with code ${code}` : ""}`;
      const title = capitalize(full);
      if (section.items.some((item) => item.title.toLowerCase() === title.toLowerCase())) continue;
      section.items.push({ title });
      added.push(title);
    }
    if (added.length === 0) return { refused: `The page already offers “${offers.join("”, “")}”` };
    return { applied: `Added ${added.map((o) => `“${o}”`).join(" and ")} to the offers` };
  },
};

/** Small words a restatement adds or leaves out without changing what the page says ("are now open"). */
const FILLER = new Set(
  "now is are was were will be been currently again also still we we're our the a an just as and too already officially so yes it's its".split(
    " ",
  ),
);
/** Words that carry no meaning of their own in an alignment. */
const SMALL = new Set([...FILLER, ..."for in on at to with by over under within of from".split(" ")]);

interface Token {
  key: string;
  start: number;
  end: number;
}

/** Words with their places in the text; the key leaves out punctuation around them, not inside ("£3.20"). */
function tokens(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].flatMap((m) => {
    const raw = m[0];
    const lead = raw.match(/^[^\p{L}\d€$£¥]*/u)?.[0].length ?? 0;
    const trail = raw.slice(lead).match(/[^\p{L}\d%€$£¥]*$/u)?.[0].length ?? 0;
    const start = (m.index ?? 0) + lead;
    const end = (m.index ?? 0) + raw.length - trail;
    const key = text.slice(start, end).toLowerCase().replace(/[’]/g, "'");
    return key ? [{ key, start, end }] : [];
  });
}

/** Clauses of a text (between sentence and list punctuation), with their places. */
function clauses(text: string): { text: string; at: number }[] {
  return [...text.matchAll(/[^.,;:!?]+(?:[.,;:!?](?!\s|$)[^.,;:!?]*)*/g)].map((m) => ({
    text: m[0].trim(),
    at: (m.index ?? 0) + (m[0].length - m[0].trimStart().length),
  }));
}

/** Pairs of equal words in order (longest common subsequence). */
function aligned(a: Token[], b: Token[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] =
        a[i].key === b[j].key ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i].key === b[j].key) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

const PRICE_OR_TIME = /[€$£¥]|\d\s?(?:€|eur|ft|zł|kr)\b|\d[:.]\d{2}/i;

interface Restatement {
  clause: string;
  updated: string;
  content: number;
}

/** The clause the owner restates with one part changed, and the clause as it should read now. */
function restatementOf(said: Token[], saidText: string, clause: string): Restatement | null {
  const page = tokens(clause);
  const pairs = aligned(said, page);
  const content = pairs.filter(([i]) => !SMALL.has(said[i].key)).length;
  // Two words in common, or one long one that opens a sentence restated as what it now is ("commissions
  // are closed …" for "Commissions open for spring 2027"); a label ("Cinnamon bun") is renamed, not restated.
  const oneAnchor =
    pairs.length === 1 &&
    content === 1 &&
    said[pairs[0][0]].key.length >= 5 &&
    page.length >= 4 &&
    /^(?:is|are|was|were|will|now)$/.test(said[pairs[0][0] + 1]?.key ?? "");
  if ((pairs.length < 2 && !oneAnchor) || content < 1 || page.length < 3) return null;
  let change: { from: number; to: number; saidFrom: number; saidTo: number } | null = null;
  const bounds: [number, number][] = [[-1, -1], ...pairs, [said.length, page.length]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [i0, j0] = bounds[k];
    const [i1, j1] = bounds[k + 1];
    const saidGap = said.slice(i0 + 1, i1);
    const pageGap = page.slice(j0 + 1, j1);
    const fillerOnly = saidGap.every((t) => FILLER.has(t.key));
    if (saidGap.length === 0 || (fillerOnly && (pageGap.length === 0 || k === 0))) continue;
    // Words the page does not have, with nothing of the page's in their place: an addition, not a restatement.
    if (pageGap.length === 0 || k === 0) return null;
    if (change) return null;
    change = { from: j0 + 1, to: j1 - 1, saidFrom: i0 + 1, saidTo: i1 - 1 };
  }
  if (!change) return null;
  // What is restated starts where the page's clause starts ("Free UK delivery…", "Commissions open…"),
  // and the words it replaces are not the rest of a list ("cinnamon buns and seasonal cakes").
  if (pairs[0][1] !== 0) return null;
  if (/^(?:and|or|but|plus|&)$/.test(page[change.from].key)) return null;
  const oldWords = page.slice(change.from, change.to + 1);
  // "…over £75 now": the "now" that ends a restatement is not the page's new wording.
  let saidTo = change.saidTo;
  while (saidTo > change.saidFrom && /^(?:now|too|again|as well|instead)$/.test(said[saidTo].key)) saidTo--;
  const newWords = said.slice(change.saidFrom, saidTo + 1);
  if (oldWords.length > 5 || newWords.length > 8) return null;
  const oldText = clause.slice(oldWords[0].start, oldWords.at(-1)!.end);
  const newText = saidText.slice(newWords[0].start, newWords.at(-1)!.end);
  if (oldText.toLowerCase() === newText.toLowerCase()) return null;
  // A price or a time the page gives is changed only for another one, never dropped for words.
  if (PRICE_OR_TIME.test(oldText) && !/\d/.test(newText)) return null;
  // One meaningful word of the page next to the change anchors it; with only one in all, it must lead up to
  // the clause's end ("Commissions open for spring 2027" → "commissions are closed until further notice").
  const lastPair = pairs.at(-1)!;
  if (content < 2 && !(change.to === page.length - 1 && lastPair[1] < change.from)) return null;
  return {
    clause,
    updated: `${clause.slice(0, oldWords[0].start)}${newText}${clause.slice(oldWords.at(-1)!.end)}`,
    content,
  };
}

const STARTS_A_COMMAND =
  /^(?:please\s+)?(?:add|remove|delete|drop|make|use|move|set|change|switch|swap|rename|send|put|place|include|hide|show|replace|update|turn|give|translate|let|tell|mention)\b/i;

/**
 * The owner restating something the page says with one part changed, without quotes: "commissions are
 * now open for summer 2027" where the page says "Commissions open for spring 2027", "free delivery is now
 * over £50", "returns within 60 days now". The changed words replace the old ones wherever the page
 * writes that clause; the rest of the page's wording stays.
 */
export const RESTATED_PHRASE_RULE: ChangeRule = {
  apply(request, model) {
    const saidText = request.trim().replace(/[.!]+$/, "");
    if (STARTS_A_COMMAND.test(saidText)) return null;
    const said = tokens(saidText);
    if (said.length < 2 || said.length > 20) return null;
    let best: Restatement[] = [];
    for (const slot of pageTexts(model)) {
      const whole = slot.get() ?? "";
      for (const { text, at } of clauses(whole)) {
        // A question the page asks ("When is Bean & Bloom open?") is not a fact to restate.
        if (whole[at + text.length] === "?" || whole.slice(at + text.length).startsWith(" ?")) continue;
        const found = restatementOf(said, saidText, text);
        if (!found) continue;
        if (!best.length || found.content > best[0].content) best = [found];
        else if (found.content === best[0].content && !best.some((b) => b.clause === found.clause))
          best.push(found);
      }
    }
    if (best.length === 0) return null;
    if (best.length > 1)
      return {
        refused: `The page says it in more than one way (${best.map((b) => `“${b.clause}”`).join(", ")}); quote the words to change: replace “…” with “…”`,
      };
    const [{ clause, updated }] = best;
    let places = 0;
    for (const slot of pageTexts(model)) {
      const text = slot.get();
      if (!text?.includes(clause)) continue;
      slot.set(text.split(clause).join(updated));
      places++;
    }
    return {
      applied: `Changed “${clause}” to “${updated}” ${places === 1 ? "in one place" : `in ${places} places`}`,
    };
  },
};

/**
 * "delete 'closed Mondays'", "remove the words 'no credit card needed'": a quoted phrase taken out of the
 * page's texts, with the comma or "and" that joined it; a phrase the page does not say is refused.
 */
export const REMOVE_PHRASE_RULE: ChangeRule = {
  apply(request, model) {
    const m = request.match(
      /^(?:please\s+)?(?:remove|delete|take out|drop|cut|get rid of)\s+(?:the\s+(?:words?|phrase|text|line|sentence)\s+)?(["“'‘].+["”'’])\s*(?:from\s+(?:the\s+)?page)?$/i,
    );
    if (!m) return null;
    const phrase = cleanText(m[1]);
    if (!phrase || phrase.length > MAX_PHRASE) return null;
    const words = escapeRegex(phrase);
    const joined = new RegExp(
      `(?:,\\s*|;\\s*|\\s+(?:and|&)\\s+)?(?<![\\p{L}\\d])${words}(?![\\p{L}\\d])[.!]?|(?<![\\p{L}\\d])${words}(?![\\p{L}\\d])(?:[.!,;]\\s*)?`,
      "giu",
    );
    let places = 0;
    for (const slot of pageTexts(model)) {
      const text = slot.get();
      if (!text || text.search(caseInsensitive(phrase)) < 0) continue;
      // A text that is only the phrase (a card's title) is an item to remove by name, not words to cut.
      if (text.trim().toLowerCase() === phrase.toLowerCase()) continue;
      const next = text
        .replace(joined, (found) => (/^[,;]|^\s+(?:and|&)\s/i.test(found) && /[.!]$/.test(found) ? "." : ""))
        .replace(/\s{2,}/g, " ")
        .replace(/\s+([.,;])/g, "$1")
        .trim();
      slot.set(next);
      places++;
    }
    if (places === 0) return { refused: `The page does not say “${phrase}” anywhere` };
    return {
      applied: `Took “${phrase}” out of the page's text ${places === 1 ? "in one place" : `in ${places} places`}`,
    };
  },
};

const QUESTION_ORDINALS: Record<string, number> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
  fifth: 4,
  last: -1,
};

/**
 * "change the answer to the first question to …", "change the FAQ 'Where are you based?' answer to: …":
 * one FAQ answer in the owner's words, the question named by its place or its words.
 */
export const FAQ_ANSWER_RULE: ChangeRule = {
  takesText: true,
  apply(request, model) {
    if (!/\banswer\b/i.test(request) || !/\b(?:change|set|update|replace|make|edit|rewrite)\b/i.test(request))
      return null;
    // "…the answer to the second question to …": the question is named before the new answer's "to".
    const m =
      request.match(
        /^(.*?\banswer\s+(?:to|for|of)\s+(?:the\s+)?.+?\b(?:question|faq|one)\b["”'’?]*)\s+(?:to|with|into)\s*:?\s+(.+)$/i,
      ) ?? request.match(/^(.*?\banswer\b.*?)\s+(?:to|with|into)\s*:?\s+(.+)$/i);
    if (!m) return null;
    const faq = model.sections.find((s) => s.kind === "faq" && !s.placeholder);
    if (!faq || faq.items.length === 0)
      return { refused: "The page has no FAQ answers to change; add a FAQ question: … answer: …" };
    const which = m[1];
    const place = which
      .match(/\b(first|second|third|fourth|fifth|last)\s+(?:question|faq|one)\b/i)?.[1]
      ?.toLowerCase();
    const quoted = which.match(/["“'‘](.+?)["”'’]/)?.[1]?.toLowerCase();
    const lower = which.toLowerCase();
    const index = place
      ? QUESTION_ORDINALS[place] < 0
        ? faq.items.length - 1
        : QUESTION_ORDINALS[place]
      : faq.items.findIndex((item) => {
          const question = item.title.toLowerCase().replace(/\s*\?$/, "");
          return quoted ? question.includes(quoted.replace(/\s*\?$/, "")) : lower.includes(question);
        });
    const item = faq.items[index];
    if (!item)
      return {
        refused: `Say which question: the page's questions are ${faq.items.map((i) => `“${i.title}”`).join(", ")}`,
      };
    const answer = cleanText(m[2]);
    if (!answer || answer.length > MAX_SENTENCE)
      return { refused: `The answer must be 1 to ${MAX_SENTENCE} characters` };
    item.text = /[.!?…]$/.test(answer) ? answer : `${answer}.`;
    return { applied: `Changed the answer to “${item.title}” to “${item.text}”` };
  },
};
