/** The examples of `restated-seats`: counts of places restated, in several languages. */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  {
    page: "surfcamp",
    say: "ahora son 24 plazas",
    ops: [{ op: "replace_text", find: "20 personas", with: "24 personas" }],
  },
  {
    page: "corso",
    say: "i posti sono ora 15",
    ops: [{ op: "replace_text", find: "12 persone", with: "15 persone" }],
  },
  {
    page: "corso",
    say: "ora 15 persone",
    ops: [{ op: "replace_text", find: "12 persone", with: "15 persone" }],
  },
  {
    page: "surfcamp",
    say: "ahora las plazas son 25",
    ops: [{ op: "replace_text", find: "20 personas", with: "25 personas" }],
  },
  {
    page: "retreat",
    say: "places are now 20",
    ops: [{ op: "replace_text", find: "16 places", with: "20 places" }],
  },
  {
    page: "kurs",
    say: "die Plätze sind jetzt 15",
    ops: [{ op: "replace_text", find: "12 Plätze", with: "15 Plätze" }],
  },
];
