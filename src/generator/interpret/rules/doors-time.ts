/**
 * A door or entry time the page does not state yet: "doors open at 5pm", "Einlass ist ab 17 Uhr",
 * "ouverture des portes à 19h" (packs' `doors`). On an event page that gives the event's time and says no
 * door time, the owner's words are added as a line beside the event's time (its details card), before the
 * event starts; the event's own time never changes. A door time the page already states is changed by
 * event-date (time-role.ts), never added twice.
 */
import type { Op } from "../../ops/schema.js";
import { ownersLine } from "../new-scope.js";
import { pageTexts } from "../page-texts.js";
import { find, type Reading, sectionRef, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, findPhrase, norm } from "../text.js";
import {
  CLOCK,
  eventTime,
  minutesOf,
  namesADayOrDate,
  plainTime,
  rangedEvent,
  timeAsPageWrites,
} from "../time-role.js";
import { clock } from "../values.js";

/** Sections a door line can join: never the top banner, the questions or a list of things sold. */
const BESIDE = (kind: string) => !["hero", "faq", "products", "pricing"].includes(kind);

/** The time the clause says after a time word ("at 5pm", "ab 17 Uhr", "à 19h"), else one plain time. */
function timeSaid(r: Reading): string | null {
  const before = wordsOf(r, (p) => [...p.grammar.at, ...p.grammar.from]).filter((w) => /\p{L}/u.test(w));
  const m = new RegExp(
    `(?<![\\p{L}])(?:${alternation(before)})\\s+(${CLOCK})(?:\\s?uhr)?(?![\\p{L}\\d])`,
    "iu",
  ).exec(r.raw);
  return m && clock(m[1]!.trim()) ? m[1]!.trim() : plainTime(r.raw);
}

export const doorsTime: Rule = {
  name: "doors-time",
  examples: [
    {
      page: "pottery",
      say: "doors open at 9:30",
      ops: [
        { op: "add_item", section: "event-details", item: { title: "Doors open at 9:30." }, position: 2 },
      ],
    },
    {
      page: "kurs",
      say: "Einlass ist ab 9:30 Uhr",
      ops: [
        {
          op: "add_item",
          section: "event-details",
          item: { title: "Einlass ist ab 9:30 Uhr." },
          position: 2,
        },
      ],
    },
    {
      page: "stage",
      say: "ouverture des portes à 9h",
      ops: [
        {
          op: "add_item",
          section: "event-details",
          item: { title: "Ouverture des portes à 9h." },
          position: 2,
        },
      ],
    },
  ],
  read(r) {
    const doors = find(r, (p) => p.doors ?? []);
    if (!doors) return null;
    if (namesADayOrDate(r)) return null;
    const said = timeSaid(r);
    if (!said) return null;
    const texts = pageTexts(r.model);
    // A door time the page states already is changed where it stands (event-date, time-role.ts).
    const words = wordsOf(r, (p) => p.doors ?? []);
    if (texts.some(({ text }) => findPhrase(norm(text), words))) return null;
    const start = rangedEvent(r)?.startTime ?? eventTime(r);
    if (!start) return null;
    // "doors at 7" of an event at 19:30 is 19:00: the hour read in the start's half of the day, before it.
    const doorsAt = minutesOf(timeAsPageWrites(said, start) ?? said);
    const startsAt = minutesOf(start);
    if (doorsAt === null || startsAt === null || doorsAt >= startsAt) return null;
    // Beside the event's time: the first card (not the banner's, the questions') that writes it.
    const writesStart = (text: string) =>
      [...text.matchAll(/(?<![\d:.])\d{1,2}(?:[:.h]\d{2}|h)?(?:\s?[ap]\.?m\.?|\s?uhr)?/giu)].some(
        (m) => minutesOf(m[0].trim()) === startsAt,
      );
    for (const section of r.model.sections.filter((s) => BESIDE(s.kind))) {
      const at = section.items.findIndex((item) => writesStart(`${item.title} ${item.text ?? ""}`));
      if (at < 0) continue;
      const op: Op = {
        op: "add_item",
        section: sectionRef(r.model, section),
        item: { title: ownersLine(r) },
        position: at + 2,
      };
      return [op];
    }
    return null;
  },
};
