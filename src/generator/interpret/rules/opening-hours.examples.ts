/**
 * Examples of "opening-hours" said with a start verb in the first person plural ("we start at", "we
 * beginnen nu om", "wir fangen … an"): the business's own start is its opening time, every language.
 * An event page's "we start at 7pm" stays the event's time (rule event-date), since it has no hours.
 */
import type { Example } from "../rule.js";

export const startExamples: Example[] = [
  {
    page: "bloemen",
    say: "we beginnen nu om 8:30",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5], hours: "08:30-18:00" }],
  },
  {
    page: "trattoria",
    say: "we start at 7:30 now",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "07:30-22:00" }],
  },
  {
    page: "trattoria",
    say: "iniziamo alle 11:30",
    ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "11:30-22:00" }],
  },
];
