/**
 * Opening hours moved by a span, not to a time: "samstags machen wir eine Stunde später auf", "we open an
 * hour later on mondays", "on ferme 30 minutes plus tôt le vendredi". The days named keep their hours as the
 * page gives them, the opening (or, with a closing word, the closing) moved by the span (packs' `shift`).
 * A day the page gives no hours for is said so for free, never guessed.
 */
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { daysIn } from "../days.js";
import { find, has } from "../reading.js";
import type { Rule } from "../rule.js";
import { spanMinutes } from "../span.js";
import { hhmm } from "../values.js";
import { pageHours } from "./opening-hours-page.js";

export const hoursShift: Rule = {
  name: "hours-shift",
  examples: [
    {
      page: "baeckerei",
      say: "samstags machen wir eine Stunde später auf",
      ops: [{ op: "set_hours", days: [5], hours: "08:00-13:00" }],
    },
    {
      page: "bloemen",
      say: "op zaterdag sluiten we een uur eerder",
      ops: [{ op: "set_hours", days: [5], hours: "09:00-17:00" }],
    },
    {
      say: "we open an hour later on sundays",
      ops: [{ op: "set_hours", days: [6], hours: "10:00-13:00" }],
    },
  ],
  read(r) {
    const later = find(r, (p) => p.shift?.later);
    const earlier = find(r, (p) => p.shift?.earlier);
    if (!later === !earlier) return null;
    const closing = has(r, (p) => p.closes ?? []);
    if (!closing && !has(r, (p) => p.grammar.open)) return null;
    const span = spanMinutes(r.text, r.packs);
    const days = daysIn(r.text, r.packs);
    if (span === null || days.length === 0) return null;
    const now = pageHours(r);
    const missing = days.filter((d) => !now.has(d));
    if (missing.length > 0)
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "noHoursToMove") }];
    const by = later ? span : -span;
    const ops: Op[] = [];
    // Days with the same hours move together: one op each, as the page's hours are written per day.
    for (const day of days) {
      const { from, to } = now.get(day)!;
      const next = closing ? { from, to: to + by } : { from: from + by, to };
      if (next.from < 0 || next.to > 24 * 60 || next.from >= next.to)
        return [
          {
            op: "refuse",
            part: r.raw.trim(),
            why: reportWords(r.model.lang, "closesBeforeOpens", {
              close: hhmm(next.to),
              open: hhmm(next.from),
            }),
          },
        ];
      ops.push({ op: "set_hours", days: [day], hours: `${hhmm(next.from)}-${hhmm(next.to)}` });
    }
    return ops;
  },
};
