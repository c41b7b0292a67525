/**
 * "we're now called Crumb & Co", "wir heißen jetzt Bäckerei Korn & Söhne", "we heten nu Bloemenhuis Roos &
 * Zn": the business's new name, said as news after the packs' `renamedAs` words, becomes the page's company
 * name (wherever the page writes it). The name is the owner's words up to the end of the clause; a name
 * starts with a capital or a figure, so "we're now called back within a day" names nothing.
 */
import type { Op } from "../../ops/schema.js";
import { rawIndex } from "../raw-at.js";
import { find, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm } from "../text.js";

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

/**
 * "zmień nazwę na Studio Oddech", "change the name to Studio Oddech", "cambia il nome in …": a rename (or a
 * change of the packs' `thingName`) with nothing named before "to" but an article is the business's name.
 * "rename Solo to Starter", "zmień nazwę karnetu na …" name another thing and are not read here.
 */
function nameAfterRename(r: Reading): string | null {
  const rename = startsWithVerb(r, (p) => p.verbs.rename);
  const change = rename ? null : startsWithVerb(r, (p) => p.verbs.change);
  const verb = rename ?? change;
  if (!verb) return null;
  // Found on the words after the verb (findPhrase counts from their first letter).
  const after = r.text.slice(verb.end);
  const rest = after.trimStart();
  const to = findPhrase(
    rest,
    wordsOf(r, (p) => p.grammar.to),
  );
  if (!to) return null;
  const names = new Set(wordsOf(r, (p) => p.thingName ?? []).map(norm));
  const small = new Set(wordsOf(r, (p) => [...p.filler, ...p.grammar.one]).map(norm));
  const between = rest.slice(0, to.index).split(" ").filter(Boolean);
  if (!between.every((w) => names.has(w) || small.has(w))) return null;
  if (change && !between.some((w) => names.has(w))) return null;
  return nameSaid(r.raw.slice(rawIndex(r.raw, verb.end + after.length - rest.length + to.end)));
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
    // A rename with nothing named before "to" but the word "name" is the business's.
    {
      page: "serwis",
      say: "zmień nazwę na Serwis Nowak i Syn",
      ops: [{ op: "set_text", path: "source.companyName", value: "Serwis Nowak i Syn" }],
    },
    {
      say: "change the name to Crumb & Co",
      ops: [{ op: "set_text", path: "source.companyName", value: "Crumb & Co" }],
    },
    {
      page: "trattoria",
      say: "cambia il nome in Osteria da Lia",
      ops: [{ op: "set_text", path: "source.companyName", value: "Osteria da Lia" }],
    },
  ],
  read(r) {
    const at = find(r, (p) => p.renamedAs ?? []);
    const name = at && at.index <= 20 ? nameSaid(r.raw.slice(rawIndex(r.raw, at.end))) : nameAfterRename(r);
    if (!name || norm(name) === norm(r.model.source.companyName)) return null;
    return [{ op: "set_text", path: "source.companyName", value: name }] as Op[];
  },
};
