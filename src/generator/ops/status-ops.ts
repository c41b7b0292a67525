/**
 * set_status: an item or the whole event/offer marked sold out, available again, past, cancelled or
 * postponed. An item keeps its card with the status after its price ("£79 · Sold out") and leaves the
 * order form's choices while it cannot be had. The event says it at the top; sold out or cancelled, its
 * registration form goes (nobody can book) and the top button leads elsewhere; available again, the form
 * comes back.
 */
import { writeSection } from "../composer/write/index.js";
import { allPacks, packFor } from "../lang/index.js";
import type { FormSpec, Item, PageModel } from "../model.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { lookupItem } from "./refs.js";
import { reportLang, reportWords } from "./report-words.js";
import { escapeRegExp } from "./texts.js";

type Status = "sold_out" | "available" | "past" | "cancelled" | "postponed";

type Shown = Exclude<Status, "available">;

/** What an English report calls each status; another language says the badge the page shows. */
const WORDS: Record<Shown, string> = {
  sold_out: "Sold out",
  past: "Has taken place",
  cancelled: "Cancelled",
  postponed: "Postponed",
};

/** The badge on the page, in the page's language: an event sold out is "booked" ("Ausgebucht"). */
function badge(model: PageModel, status: Shown, onEvent: boolean): string {
  const labels = packFor(model.lang).statusLabels;
  return onEvent && status === "sold_out" ? labels.booked : labels[status];
}

/** Every badge any language puts, so a status set in one language is replaced in another. */
const BADGES = [...new Set(allPacks().flatMap((p) => Object.values(p.statusLabels)))]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");
const ANY_STATUS = new RegExp(`(?: · )?(?:${BADGES})$`);
const ANY_LEAD = new RegExp(`^(?:${BADGES})(?: · )?`);

/** Sections where visitors register or sign up for the event or the offer. */
const REGISTERING = new Set(["registration", "signup"]);

const forms = (model: PageModel): FormSpec[] => model.sections.flatMap((s) => (s.form ? [s.form] : []));
const isChoiceFor = (option: string, item: Item) => option.toLowerCase().startsWith(item.title.toLowerCase());

function findAnyItem(model: PageModel, ref: string): Item {
  for (const s of model.sections) {
    if (s.kind === "hero" || s.kind === "faq") continue;
    const at = lookupItem(s, ref);
    if (at >= 0) return s.items[at];
  }
  return refuse(model.lang, "nothingNamed", { item: ref });
}

/** The status as the report says it: "sold out" in English, else the badge the page shows ("Ausverkauft"). */
function statusWord(model: PageModel, status: Shown, shown: string): string {
  return reportLang(model.lang) === "en" ? WORDS[status].toLowerCase() : shown;
}

function markItem(model: PageModel, item: Item, status: Status): string {
  const bare = (item.price ?? "").replace(ANY_STATUS, "");
  if (status === "available") {
    if (bare) item.price = bare;
    else delete item.price;
    for (const form of forms(model))
      for (const field of form.fields)
        if (field.options && !field.options.some((o) => isChoiceFor(o, item)))
          field.options.push(bare ? `${item.title} (${bare})` : item.title);
    return reportWords(model.lang, "itemAvailable", { item: item.title });
  }
  const shown = badge(model, status, false);
  const word = statusWord(model, status, shown);
  item.price = bare ? `${bare} · ${shown}` : shown;
  let tookOut = false;
  for (const form of forms(model))
    for (const field of form.fields) {
      const before = field.options?.length ?? 0;
      field.options = field.options?.filter((o) => !isChoiceFor(o, item));
      tookOut ||= (field.options?.length ?? 0) < before;
    }
  return reportWords(model.lang, tookOut ? "itemMarkedOut" : "itemMarked", {
    item: item.title,
    status: word,
  });
}

function markEvent(model: PageModel, status: Status): string {
  const hero = model.sections.find((s) => s.kind === "hero");
  const registering = model.sections.filter((s) => REGISTERING.has(s.kind));
  if (hero) {
    const eyebrow = (hero.eyebrow ?? "").replace(ANY_LEAD, "");
    if (status === "available") hero.eyebrow = eyebrow || undefined;
    else {
      // A shop's whole offer sold out is "Épuisé", an event's "Complet": an event registers or has a date.
      const event = registering.length > 0 || model.sections.some((s) => s.date);
      const shown = badge(model, status, event);
      hero.eyebrow = eyebrow ? `${shown} · ${eyebrow}` : shown;
    }
    if (!hero.eyebrow) delete hero.eyebrow;
  }
  if (status === "past") {
    for (const s of model.sections) if (s.date) s.past = true;
    return reportWords(model.lang, "eventPast");
  }
  if (status === "available" || status === "postponed") {
    for (const s of registering) s.form ??= writeSection(model, s.kind, s.id).form;
    const form = registering.find((s) => s.form);
    if (hero && form && !hero.cta)
      hero.cta = { label: form.form?.submitLabel ?? form.heading, href: `#${form.kind}` };
    return reportWords(model.lang, status === "available" ? "eventOpen" : "eventPostponed");
  }
  for (const s of registering) delete s.form;
  if (hero?.cta?.href.startsWith("#") && registering.some((s) => hero.cta?.href === `#${s.kind}`)) {
    hero.cta = hero.secondaryCta;
    delete hero.secondaryCta;
    if (!hero.cta) delete hero.cta;
  }
  const word = statusWord(model, status, badge(model, status, true));
  return reportWords(model.lang, registering.length ? "eventMarkedForm" : "eventMarked", { status: word });
}

export const STATUS_OPS: HandlerTable = {
  set_status(model, op) {
    return op.item ? markItem(model, findAnyItem(model, op.item), op.status) : markEvent(model, op.status);
  },
};
