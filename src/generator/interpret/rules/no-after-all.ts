/**
 * "pas de replay finalement", "doch keine Lymphdrainage", "no bank sync after all", "sem relatórios afinal":
 * a thing said with "no" and "after all" (packs' `afterAll`) is taken off, as "no more X" is — the words
 * left after both are the thing's name, read by the removal rules (an item, a list member, a mention);
 * several matches are asked back there, a name the page lacks is said so. Without "after all", "no X" may
 * be a statement ("no booking needed") and is left to the other rules.
 */
import { en } from "../../lang/en.js";
import type { Op } from "../../ops/schema.js";
import { type Reading, reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm, without } from "../text.js";
import { remove } from "./remove.js";
import { removeMention } from "./remove-mention.js";

export const noAfterAll: Rule = {
  name: "no-after-all",
  examples: [
    {
      page: "boulangerie",
      say: "pas de tarte aux pralines finalement",
      ops: [{ op: "remove_item", section: "services", item: "Tarte aux pralines" }],
    },
    {
      page: "baeckerei",
      say: "doch keinen Apfelkuchen",
      ops: [{ op: "remove_item", section: "services", item: "Apfelkuchen" }],
    },
    {
      page: "tienda",
      say: "al final no hay set de tres velas",
      ops: [{ op: "remove_item", section: "products", item: "Set de tres velas" }],
    },
    {
      page: "saas",
      say: "no bank sync after all",
      ops: [{ op: "remove_item", section: "features", item: "Bank sync" }],
    },
  ],
  read(r) {
    const after = findPhrase(
      r.text,
      wordsOf(r, (p) => p.afterAll?.words),
    );
    if (!after) return null;
    const rest = without(r.text, after).trim();
    const none = findPhrase(
      rest,
      wordsOf(r, (p) => p.afterAll?.none),
    );
    // "no" opens what is left: "doch keine Lymphdrainage", "pas de replay".
    if (none?.index !== 0) return null;
    const name = ownWords(r);
    if (name.length < 2) return null;
    return takenOff(r, name);
  },
};

/** The raw words with the "no" and "after all" phrases (and a final stop) taken off both ends. */
function ownWords(r: Reading): string {
  const phrases = new Set(
    wordsOf(r, (p) => [...(p.afterAll?.words ?? []), ...(p.afterAll?.none ?? [])]).map(norm),
  );
  const words = r.raw
    .replace(/[.!,]+\s*$/, "")
    .trim()
    .split(/\s+/);
  const cut = (fromStart: boolean) => {
    for (let n = 3; n >= 1; n -= 1) {
      const part = fromStart ? words.slice(0, n) : words.slice(-n);
      if (part.length === n && phrases.has(norm(part.join(" ").replace(/[,]$/, "")))) {
        words.splice(fromStart ? 0 : words.length - n, n);
        return true;
      }
    }
    return false;
  };
  while (words.length > 1 && (cut(true) || cut(false)));
  return words.join(" ");
}

/** The thing named taken off as "no more <name>" is: by the rules that read a thing no longer offered. */
function takenOff(r: Reading, name: string): Op[] | null {
  const packs = r.packs.some((p) => p.code === "en") ? r.packs : [...r.packs, en];
  const again = reading(`no more ${name}`, r.model, packs, r.scope);
  const ops = removeMention.read(again) ?? remove.read(again);
  return ops?.some((op) => op.op !== "refuse") ? ops : null;
}
