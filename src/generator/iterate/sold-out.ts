/**
 * Sold out, fully booked, a waiting list: "We're sold out", "tickets are sold out, add a waitlist", "the
 * alpaca wrap is sold out", "Ausverkauft!", "the alpaca wrap is back in stock". An event page says so at
 * the top and where visitors register; without a waiting list its registration form goes (nobody can book),
 * with one the form collects names for it. A product or plan keeps its card with the status after its
 * price and leaves the order form's choices. The status is the owner's own word ("Fully booked").
 */
import { pageLang } from "../composer/locale/index.js";
import { writeSection } from "../composer/write/index.js";
import type { FormSpec, Item, PageModel } from "../model.js";
import type { ChangeRule, RuleOutcome } from "./change-rules.js";
import { requestWords } from "./in-english.js";
import { namedItem, partlyNamedItem } from "./item-rules.js";
import { ENGLISH_STATUS } from "./request-words.js";

const whole = (alternation: string) => new RegExp(`(?<![\\p{L}\\d])(?:${alternation})(?![\\p{L}\\d])`, "iu");

const BACK =
  /\b(?:back in stock|in stock again|available again|back on sale|on sale again|restocked|no longer sold out|not sold out(?: any ?more)?)\b/i;

/** A subject that is the whole event: "tickets are sold out", "we're sold out", "the show is fully booked". */
const WHOLE_EVENT =
  /^(?:we|we're|we are|it|it's|it is|tickets?|seats|places|spaces|spots|everything|the (?:event|show|night|gig|concert|webinar|workshop|course|class|festival|conference)|(?:the )?(?:event|show|night|gig|concert|webinar|workshop|course|class|festival|conference))$/i;

/** Sections where an event's visitors register. */
const REGISTERING = new Set(["registration", "signup"]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function forms(model: PageModel): FormSpec[] {
  return model.sections.flatMap((s) => (s.form ? [s.form] : []));
}

/** The order form's choice for an item ("Alpaca wrap (£79)"). */
const isChoiceFor = (option: string, item: Item) => option.toLowerCase().startsWith(item.title.toLowerCase());

function markItem(item: Item, status: string, waitlist: boolean, model: PageModel): string {
  if (!item.price?.endsWith(` · ${status}`) && item.price !== status)
    item.price = item.price ? `${item.price} · ${status}` : status;
  let tookOut = false;
  if (!waitlist)
    for (const form of forms(model))
      for (const field of form.fields) {
        const before = field.options?.length ?? 0;
        field.options = field.options?.filter((option) => !isChoiceFor(option, item));
        tookOut ||= (field.options?.length ?? 0) < before;
      }
  return `Marked “${item.title}” as ${status.toLowerCase()} (“${item.price}”)${tookOut ? " and took it out of the order form's choices" : ""}`;
}

function backInStock(model: PageModel, request: string): RuleOutcome {
  const named = namedItem(request, model);
  if (!named) return null;
  const item = named.section.items[named.index];
  const status = item.price?.match(/ · (.+)$/)?.[1];
  if (!status) return { refused: `“${item.title}” is not marked as sold out` };
  item.price = item.price?.replace(/ · .+$/, "");
  for (const form of forms(model))
    for (const field of form.fields)
      if (field.options && !field.options.some((option) => isChoiceFor(option, item)))
        field.options.push(item.price ? `${item.title} (${item.price})` : item.title);
  return { applied: `“${item.title}” is no longer marked “${status}”` };
}

/** What a page without a single item sells: an event, or the product it launches. */
const what = (model: PageModel) =>
  model.sections.some((s) => s.kind === "registration" || s.kind === "event-details") ? "event" : "product";
const formName = (model: PageModel) =>
  model.sections.some((s) => s.kind === "registration") ? "registration" : "sign-up";

/** The event's registration, taken off (sold out) or turned into a waiting list. */
function markEvent(model: PageModel, status: string | undefined, waitlist: string | undefined): string {
  const hero = model.sections.find((s) => s.kind === "hero");
  const registering = model.sections.filter((s) => REGISTERING.has(s.kind));
  if (status && hero && !hero.eyebrow?.startsWith(status))
    hero.eyebrow = hero.eyebrow ? `${status} · ${hero.eyebrow}` : status;
  for (const section of registering) if (status) section.heading = status;
  if (waitlist) {
    for (const section of registering) {
      // A form taken off when the event sold out comes back for the waiting list.
      section.form ??= writeSection(model, section.kind, section.id).form;
      if (!section.form) continue;
      section.form.fields = section.form.fields.filter((field) => field.name !== "ticket");
      section.form.submitLabel = waitlist;
    }
    // The hero's button leads to the waiting list; a button it had for something else stays beside it.
    const form = registering.find((s) => s.form);
    if (hero && form) {
      const href = hero.cta?.href.startsWith(`#${form.kind}`) ? hero.cta.href : `#${form.kind}`;
      if (hero.cta && hero.cta.href !== href) hero.secondaryCta ??= hero.cta;
      hero.cta = { label: waitlist, href };
    }
    return status
      ? `Marked the ${what(model)} as “${status}” and turned its ${formName(model)} form into a waiting list (“${waitlist}”)`
      : `Turned the ${formName(model)} form into a waiting list (“${waitlist}”)`;
  }
  for (const section of registering) delete section.form;
  // The hero's button led to the form; its second button (if any) takes its place.
  if (hero?.cta?.href.startsWith("#")) {
    hero.cta = hero.secondaryCta;
    delete hero.secondaryCta;
  }
  return `Marked the ${what(model)} as “${status}” and took the ${formName(model)} form off the page (say “add a waiting list” to collect names instead)`;
}

export const SOLD_OUT_RULE: ChangeRule = {
  apply(request, model) {
    const w = requestWords(model);
    const soldOutWords = whole(`${ENGLISH_STATUS.soldOut}${w ? `|${w.soldOut}` : ""}`);
    const waitlistWords = whole(`${ENGLISH_STATUS.waitlist}${w ? `|${w.waitlist}` : ""}`);
    if (BACK.test(request)) return backInStock(model, request);
    const said = request.match(soldOutWords)?.[0];
    const wanted = request.match(waitlistWords)?.[0];
    if (!said && !wanted) return null;
    if (/\b(?:remove|delete|drop|no)\b/i.test(request) && !said) return null;
    const english = pageLang(model) === "en";
    // The owner's word for it; a waiting list alone on a page in another language says its own.
    const status = said
      ? capitalised(said.toLowerCase() === "no more tickets" ? "sold out" : said.replace(/\s+/g, " "))
      : undefined;
    const join = wanted ? (english || !w ? `Join the ${wanted.toLowerCase()}` : w.joinWaitlist) : undefined;
    // What is sold out: the words before it ("Merino scarves are sold out").
    const subject = said
      ? request
          .slice(0, request.toLowerCase().indexOf(said.toLowerCase()))
          .replace(/^(?:the|our|all)\s+/i, "")
          .replace(/\s+(?:is|are|now|all|completely|totally|fully)\s*$/gi, "")
          .trim()
      : "";
    const named =
      namedItem(request.replace(soldOutWords, " "), model) ??
      (subject ? partlyNamedItem(subject.toLowerCase(), model) : null);
    if (named && named.section.kind !== "hero" && named.section.items[named.index].title.length >= 3) {
      const item = named.section.items[named.index];
      return { applied: markItem(item, status ?? w?.soldOutStatus ?? "Sold out", !!join, model) };
    }
    // "VIP tickets are sold out": one ticket type leaves the registration form's choices.
    if (subject && !WHOLE_EVENT.test(subject)) {
      const choices = forms(model).flatMap((form) => form.fields.filter((field) => field.type === "select"));
      const gone = choices.flatMap((field) =>
        (field.options ?? []).filter((option) => option.toLowerCase().startsWith(subject.toLowerCase())),
      );
      if (gone.length > 0) {
        for (const field of choices)
          field.options = field.options?.filter((option) => !gone.includes(option));
        return {
          applied: `Took ${gone.map((o) => `“${o}”`).join(" and ")} out of the form's choices (${said?.toLowerCase()})`,
        };
      }
    }
    const isEvent = model.sections.some((s) => REGISTERING.has(s.kind) || s.kind === "event-details");
    // "Chunky beanie sold out, waiting list only": the waiting list is for the item just marked.
    const marked = model.sections.flatMap((s) => s.items.filter((i) => / · .+$/.test(i.price ?? "")));
    if (!isEvent && !said && join && marked.length === 1) {
      const item = marked[0];
      for (const form of forms(model))
        for (const field of form.fields)
          if (field.options && !field.options.some((option) => isChoiceFor(option, item)))
            field.options.push(`${item.title} (${item.price?.replace(/ · .+$/, "")})`);
      return { applied: `Visitors can still choose “${item.title}” in the order form, for the waiting list` };
    }
    if (!isEvent)
      return {
        refused: `Say which item is ${said ?? "sold out"}: “the ${model.sections.find((s) => s.items.some((i) => i.price))?.items.find((i) => i.price)?.title ?? "Team plan"} is sold out”`,
      };
    return { applied: markEvent(model, status, join) };
  },
};
