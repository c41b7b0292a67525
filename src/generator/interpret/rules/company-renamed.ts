/**
 * "we're now called Crumb & Co", "wir heißen jetzt Bäckerei Korn & Söhne", "we heten nu Bloemenhuis Roos &
 * Zn": the business's new name, said as news after the packs' `renamedAs` words, becomes the page's company
 * name (wherever the page writes it). The name is the owner's words up to the end of the clause; a name
 * starts with a capital or a figure, so "we're now called back within a day" names nothing.
 */
import type { Op } from "../../ops/schema.js";
import { rawIndex } from "../raw-at.js";
import { find } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";

const MAX_NAME = 80;

/** The name said after the words: quotes and end punctuation off, cut where an aside begins. */
function nameSaid(said: string): string | null {
  const name = said
    .replace(/^[\s:–—-]+/u, "")
    .split(/[,;!?]\s|\s[–—]\s|[.!?]$|\.\s/u)[0]!
    .replace(/^["“„'‘«]+|["”“'’»]+$/gu, "")
    .trim();
  if (!name || name.length > MAX_NAME || !/^[\p{Lu}\d]/u.test(name)) return null;
  return name;
}

export const companyRenamed: Rule = {
  name: "company-renamed",
  examples: [
    {
      say: "we're now called Crumb & Co",
      ops: [{ op: "set_text", path: "source.companyName", value: "Crumb & Co" }],
    },
    {
      page: "baeckerei",
      say: "wir heißen jetzt Bäckerei Korn & Söhne",
      ops: [{ op: "set_text", path: "source.companyName", value: "Bäckerei Korn & Söhne" }],
    },
    {
      page: "bloemen",
      say: "we heten nu Bloemenhuis Roos & Dochters, zelfde adres",
      ops: [{ op: "set_text", path: "source.companyName", value: "Bloemenhuis Roos & Dochters" }],
    },
  ],
  read(r) {
    const at = find(r, (p) => p.renamedAs ?? []);
    if (!at || at.index > 20) return null;
    const name = nameSaid(r.raw.slice(rawIndex(r.raw, at.end)));
    if (!name || norm(name) === norm(r.model.source.companyName)) return null;
    return [{ op: "set_text", path: "source.companyName", value: name }] as Op[];
  },
};
