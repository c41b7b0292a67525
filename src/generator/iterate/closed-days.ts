/**
 * When the owner adds opening hours for a day the page says they are closed on ("we now open on Mondays,
 * 8:00–12:00"), that claim is no longer true: it is taken out of the page's text, the hours and the footer.
 * Only a "closed …" that names that one day is removed; "closed Mondays and Tuesdays" is left as written.
 */
import { isPageLabel } from "../composer/locale/index.js";
import type { PageModel } from "../model.js";
import { daySpanReader } from "./day-spans.js";
import { rewriteEverywhere, shownTexts } from "./model-texts.js";

export const DAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const ANY_DAY = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*";

/** The full day name in a title like "Monday" or "Sundays", else undefined. */
export function dayNamed(text: string): string | undefined {
  const word = text.trim().toLowerCase().replace(/s$/, "");
  return DAY_NAMES.find((day) => day === word || (word.length >= 3 && day.startsWith(word)));
}

/** Removes "closed (on) <day>s" claims for these days; answers the phrases removed, as the page had them. */
export function dropClosedClaims(model: PageModel, days: string[]): string[] {
  const removed: string[] = [];
  for (const day of days) {
    const stem = day.slice(0, 3);
    const claim = new RegExp(
      `(?:,\\s*|;\\s*|\\s+and\\s+)?\\b(?:we(?:'re| are) )?closed\\s+(?:on\\s+)?(?:every\\s+)?${stem}[a-z]*\\b(?!\\s*(?:,|and|&|or|to|–|-)\\s*${ANY_DAY})\\.?`,
      "gi",
    );
    rewriteEverywhere(model, (text) => {
      const next = text.replace(claim, (match) => {
        removed.push(match.replace(/^(?:[,;]\s*|\s+and\s+)|\.$/gi, ""));
        // ", closed Mondays." ends the sentence it was part of; "Closed on Mondays." was one of its own.
        return /^(?:[,;]|\s+and\s)/i.test(match) && match.endsWith(".") ? "." : "";
      });
      return next === text ? text : next.replace(/\s{2,}/g, " ").trim();
    });
    for (const section of model.sections) {
      if (section.kind === "hours")
        section.items = section.items.filter((item) => !isClosedLine(item.title, stem));
    }
    model.footer = model.footer.filter(
      (f) => !(isPageLabel(model, f.title, "Opening hours") && isClosedLine(f.text ?? "", stem)),
    );
  }
  return [...new Set(removed)];
}

/** The owner's sentence that still says they are closed on one of these days ("closed Sundays and Mondays"). */
export function closedClaimLeft(model: PageModel, days: string[]): string | undefined {
  return shownTexts(model).find((text) =>
    days.some((day) => new RegExp(`\\bclosed\\b[^.;]*\\b${day.slice(0, 3)}`, "i").test(text)),
  );
}

function isClosedLine(text: string, stem: string): boolean {
  return new RegExp(`^closed\\s+(?:on\\s+)?${stem}[a-z]*\\.?$`, "i").test(text.trim());
}

/**
 * A day the owner now closes on, taken out of the day ranges the page writes: "Tue–Sat" without Tuesday is
 * "Wed–Sat", "Mo–Fr" without Monday "Di–Fr", a day inside a range splits it ("Tue, Thu–Sat"). Day names
 * keep the page's own short form (its language, its length). Answers each range changed, old and new.
 */
export function dropDaysFromRanges(model: PageModel, days: string[]): [string, string][] {
  const read = daySpanReader(model);
  const closed = days.map((day) => DAY_NAMES.indexOf(day)).filter((i) => i >= 0);
  const changed: [string, string][] = [];
  const range = /(?<![\p{L}])\p{L}{2,3}\.?\s*[–-]\s*\p{L}{2,3}\.?(?![\p{L}])/gu;
  rewriteEverywhere(model, (text) =>
    text.replace(range, (whole) => {
      const span = read(whole);
      if (!span || span.days.length < 2) return whole;
      const open = span.days.filter((day) => !closed.includes(day));
      if (open.length === span.days.length || open.length === 0) return whole;
      const written = span.write(open);
      changed.push([whole, written]);
      return written;
    }),
  );
  return changed;
}
