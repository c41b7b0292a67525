/** What a scene's meaning holds, and the kinds several subjects share (meanings.ts gathers the tables). */
import type { BusinessKind } from "../types.js";

export interface SceneMeaning {
  words: string[];
  kinds: BusinessKind[];
  object?: true;
}

export const FOOD: BusinessKind[] = ["restaurant", "cafe", "bakery", "bar", "food-product", "shop", "hotel"];
export const EVENTS: BusinessKind[] = ["conference", "meetup", "workshop", "festival", "webinar"];
