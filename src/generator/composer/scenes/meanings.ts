/**
 * What each scene shows, as the words that name it in the nine languages the composer writes (English,
 * German, French, Spanish, Italian, Dutch, Portuguese, Polish, Hungarian), and which businesses it may
 * picture. A scene is chosen by these words in the description (see pick.ts); a word is a stem matched at
 * the start of a word ("bak" would be too short: stems are long enough to mean one thing), or an exact
 * word when it ends in "$".
 *
 * - `kinds`: the kinds of business whose pages may show it when its words appear.
 * - `object`: a thing anyone may sell or hold an event about (bread, wine, a camera): its words count for
 *   the open kinds too (shops, products, events, charities, "other"). Scenes of a trade's workplace (a
 *   dentist's mirror, a car lift) are never objects: a designer who once fitted out a dental clinic is no
 *   dentist.
 */
import { CARE_MEANINGS } from "./meanings/care.js";
import { EVENT_MEANINGS } from "./meanings/events.js";
import { FOOD_MEANINGS } from "./meanings/food.js";
import { GOODS_MEANINGS } from "./meanings/goods.js";
import { PLACES_MEANINGS } from "./meanings/places.js";
import { RETAIL_MEANINGS } from "./meanings/retail.js";
import type { SceneMeaning } from "./meanings/shared.js";
import { TRADE_MEANINGS } from "./meanings/trades.js";
import { WORK_MEANINGS } from "./meanings/work.js";

export type { SceneMeaning } from "./meanings/shared.js";

export const SCENE_MEANINGS = {
  ...FOOD_MEANINGS,
  ...RETAIL_MEANINGS,
  ...GOODS_MEANINGS,
  ...WORK_MEANINGS,
  ...CARE_MEANINGS,
  ...PLACES_MEANINGS,
  ...EVENT_MEANINGS,
  ...TRADE_MEANINGS,
  "envelope-news": {
    words: [
      "newsletter",
      "digest",
      "weekly email",
      "rundbrief",
      "lettre d'information",
      "boletín",
      "notiziario",
      "nieuwsbrief",
      "newsletter",
      "hírlevél",
    ],
    kinds: ["newsletter"],
  },
  mailbox: {
    words: [
      "subscribe",
      "inbox",
      "mailing list",
      "abonn",
      "suscrib",
      "iscriv",
      "inschrijv",
      "assin",
      "subskryp",
      "feliratkoz",
    ],
    kinds: ["newsletter"],
  },
  "abstract-shapes": { words: [], kinds: [] },
  "abstract-orbits": { words: [], kinds: [] },
} satisfies Record<string, SceneMeaning>;
