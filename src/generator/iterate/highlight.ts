/**
 * "Make the Team plan the highlighted one", "mark Pro as most popular", "don't highlight any plan". The
 * page model has no highlighted item yet (every plan and product card looks the same), so these are
 * refused with that reason, naming the items when the one asked for is not on the page: never read as
 * a rename, a colour or a new plan.
 */
import { listOf } from "../composer/write/text.js";
import type { PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { namedItem } from "./item-rules.js";

const HIGHLIGHT =
  /\b(?:highlight(?:ed|s)?|most popular|best ?sell(?:er|ing)|best value|recommended|popular choice|our pick|featured|stand out|emphasi[sz]e[ds]?|badge)\b/i;
const UNDO =
  /\b(?:un-?highlight|no (?:plan|product|item)s? (?:is )?highlighted|(?:remove|drop|take off|delete) (?:the )?(?:highlight|badge|most popular)|(?:don'?t|do not|stop) (?:highlight|mark)\w*)\b/i;

const ITEM_KINDS = new Set(["pricing", "products", "services", "offers"]);
const NOUN = /\b(plan|tier|package|product|item|option|card)s?\b/i;

export const HIGHLIGHT_RULE: ChangeRule = {
  apply(request, model: PageModel) {
    if (!HIGHLIGHT.test(request) && !UNDO.test(request)) return null;
    const lists = model.sections.filter((s) => ITEM_KINDS.has(s.kind) && !s.placeholder && s.items.length);
    const named = namedItem(request, model);
    const noun = request.match(NOUN)?.[1]?.toLowerCase() ?? (lists[0]?.kind === "pricing" ? "plan" : "item");
    if (UNDO.test(request))
      return { refused: `No ${noun} is highlighted on the page, so there is nothing to take off` };
    if (lists.length === 0 && !named) return null;
    if (named && ITEM_KINDS.has(named.section.kind))
      return {
        refused: `The page cannot highlight one ${noun} yet (every card looks the same), so “${named.section.items[named.index].title}” is unchanged`,
      };
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
    if (/\b(?:first|second|third|fourth|last|cheapest|middle)\b/i.test(request) || NOUN.test(request))
      return { refused: `The page cannot highlight one ${noun} yet (every card looks the same)` };
    return null;
  },
};
