/** "A or B" in the page's language, for questions back to the owner ("which hours: … or …?"). */
import { reportWords } from "../ops/report-words.js";
import type { Reading } from "./reading.js";

export const orList = (r: Reading, items: string[]) => items.join(` ${reportWords(r.model.lang, "or")} `);
