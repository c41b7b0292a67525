/**
 * "Make the Team plan the highlighted one", "mark Pro as most popular", "label the gift box 'Best value'",
 * "don't highlight any plan". One item of a plan or product list is highlighted (`Item.highlight`): its
 * badge is the owner's words ("Most popular"), or none when they only ask for it to stand out. A plan the
 * page does not have is refused with the plans it has: never read as a rename, a colour or a new plan.
 */
import { listOf } from "../composer/write/text.js";
import type { Item, PageModel, Section } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { namedItem, ordinalItem, partlyNamedItem } from "./item-rules.js";
import { SECTION_TITLES } from "./section-names.js";

/** Badges owners name, kept in their words. */
const BADGE =
  /\b(most popular|best ?sell(?:er|ing)|best value|recommended|popular choice|our pick|staff pick|top pick|our favou?rite|customer favou?rite|new)\b/i;
const HIGHLIGHT =
  /\b(?:highlight(?:ed|s)?|most popular|best ?sell(?:er|ing)|best value|recommended|popular choice|our pick|staff pick|top pick|featured|stand out|emphasi[sz]e[ds]?|badge|(?:mark|label|tag|flag)\b.*\b(?:as|with))\b/i;
const UNDO =
  /\b(?:un-?highlight|no (?:plan|product|item|tier)s? (?:should be |is )?(?:highlighted|featured)|(?:remove|drop|take off|take away|delete|hide) (?:the )?(?:highlight|badge|"most popular"|most popular|label)|(?:don'?t|do not|stop|no longer) (?:highlight|feature|mark)\w*)\b/i;

const LISTS = new Set(["pricing", "products", "services", "offers"]);
const NOUN = /\b(plan|tier|package|product|item|option|card)s?\b/i;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function highlighted(model: PageModel): { section: Section; item: Item }[] {
  return model.sections.flatMap((section) =>
    section.items.filter((item) => item.highlight !== undefined).map((item) => ({ section, item })),
  );
}

/** The badge the owner gives: quoted ("label it 'Staff pick'") or named ("as most popular"); "" for none. */
function badgeOf(request: string): string {
  const quoted = request.match(/["“'‘]([^"”'’]{1,30})["”'’]/)?.[1]?.trim();
  if (quoted) return quoted;
  const named = request.match(BADGE)?.[1];
  return named ? capitalised(named.toLowerCase()) : "";
}

/** "the last one" among plans and offers is a plan: the only list with prices, when just one has them. */
function pricedFirst(lists: Section[]): Section[] {
  const priced = lists.filter((s) => s.items.length > 1 && s.items.some((item) => item.price));
  return lists.filter((s) => s.items.length > 1).length > 1 && priced.length === 1 ? priced : lists;
}

export const HIGHLIGHT_RULE: ChangeRule = {
  apply(request, model: PageModel) {
    const undo = UNDO.test(request);
    if (!undo && !HIGHLIGHT.test(request)) return null;
    const lists = model.sections.filter((s) => LISTS.has(s.kind) && !s.placeholder && s.items.length > 0);
    const found =
      namedItem(request, model) ??
      // "the middle one": a card of the lists that can be highlighted; of several, the one with prices.
      ordinalItem(request, model, pricedFirst(lists)) ??
      partlyNamedItem(
        request
          .toLowerCase()
          .replace(/^.*?\b(?:highlight|mark|label|tag|flag|make|feature|emphasi[sz]e)\s+/, "")
          .replace(/\s+(?:as|with|the highlighted|stand out|plan|tier|product)\b.*$/, ""),
        model,
      );
    const named = found && LISTS.has(found.section.kind) ? found : null;
    // "the middle one" of an even number of plans: which is meant is not guessed.
    const several = lists.filter((s) => s.items.length > 1);
    const even = several.length === 1 && several[0].items.length % 2 === 0 ? several[0] : undefined;
    if (!found && /\bmiddle\b/i.test(request) && even)
      return {
        refused: `The ${SECTION_TITLES[even.kind]} section has ${even.items.length} items, so none is in the middle; name the one to highlight: ${listOf(even.items.map((item) => `“${item.title}”`))}`,
      };
    const noun = request.match(NOUN)?.[1]?.toLowerCase() ?? (lists[0]?.kind === "pricing" ? "plan" : "item");
    if (undo) {
      const current = highlighted(model).filter(
        ({ item }) => !named || item === named.section.items[named.index],
      );
      if (current.length === 0)
        return {
          refused: named
            ? `“${named.section.items[named.index].title}” is not highlighted`
            : `No ${noun} is highlighted on the page, so there is nothing to take off`,
        };
      for (const { item } of current) delete item.highlight;
      return {
        applied: `${listOf(current.map(({ item }) => `“${item.title}”`))} ${current.length === 1 ? "is" : "are"} no longer highlighted`,
      };
    }
    if (named) {
      const item = named.section.items[named.index];
      for (const other of named.section.items) if (other !== item) delete other.highlight;
      const badge = badgeOf(request.replace(item.title, ""));
      item.highlight = badge;
      return { applied: `Highlighted “${item.title}”${badge ? ` with the badge “${badge}”` : ""}` };
    }
    if (lists.length === 0) return null;
    // "highlight the Enterprise plan" on a page without one: say which there are.
    const asked = request.match(
      /\b(?:the\s+)?([\p{Lu}\d][\p{L}\d&' +-]{0,40}?)\s+(?:plan|tier|package|product)\b/u,
    )?.[1];
    const kind = /plan|tier|package/.test(noun) ? "pricing" : noun === "product" ? "products" : undefined;
    const items = lists
      .filter((s) => !kind || s.kind === kind)
      .flatMap((s) => s.items.map((i) => `“${i.title}”`));
    if (asked)
      return { refused: `The page has no ${noun} called “${asked}”; its ${noun}s are ${listOf(items)}` };
    if (NOUN.test(request))
      return { refused: `Say which ${noun} to highlight: its ${noun}s are ${listOf(items)}` };
    return null;
  },
};
