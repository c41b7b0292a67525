/** The keys of a report catalogue: English has every one; another language falls back to it per key. */
import type { en } from "./en.js";

export type Key = keyof typeof en;

export type Catalogue = Partial<Record<Key, string>>;
