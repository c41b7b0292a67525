/** What a scene's meaning holds, and the kinds several subjects share (meanings.ts gathers the tables). */
import type { BusinessKind } from "../types.js";

export interface SceneMeaning {
  words: string[];
  kinds: BusinessKind[];
  object?: true;
  /**
   * The kind's own scenes this one contradicts: a page it pictures shows none of them ("yoga" pictures a
   * mat, and a yoga studio is no weights room: no dumbbells beside it). Ids of scenes/index.ts.
   */
  excludes?: string[];
  /**
   * Phrases in which the scene's words do not name its thing: a figure of speech ("a deep dive into
   * Kubernetes") or a house rule ("pets allowed" at a holiday home). Matched like words, in any case; the
   * text they cover is not read for this scene.
   */
  figures?: string[];
  /**
   * How a business sells, not what it does (a webshop's checkout): named in the opening ("webshop for my
   * candles") it does not lead as the business's trade; the thing it sells does.
   */
  medium?: true;
}

export const FOOD: BusinessKind[] = ["restaurant", "cafe", "bakery", "bar", "food-product", "shop", "hotel"];
export const EVENTS: BusinessKind[] = ["conference", "meetup", "workshop", "festival", "webinar"];
