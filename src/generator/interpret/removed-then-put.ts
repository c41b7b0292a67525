/**
 * "quita lo de comidas vegetarianas y pon comidas veganas", "take out the oat milk and put almond milk",
 * "enlève le brunch et mets le goûter": a removal followed by a "put"/"add" clause that no rule reads is one
 * change — the removed words are replaced by the new ones where the page writes them. Only when the page
 * writes the removed words as said; otherwise the two clauses stay as they were read.
 */
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { pageTexts } from "./page-texts.js";
import { reading, smallWords, startsWithVerb } from "./reading.js";
import { capitalised, escapeRegExp, findPhrase, norm } from "./text.js";

const REMOVING = new Set(["remove", "remove-mention"]);

interface ReadPart {
  part: string;
  rule?: string;
  ops: Op[];
}

/** The longest run of the clause's last words that the page writes, as the page writes it. */
function onPage(words: string[], texts: string[]): string | null {
  for (let start = 0; start < words.length; start += 1) {
    const phrase = words.slice(start).join(" ");
    if (phrase.replace(/[^\p{L}\p{N}]/gu, "").length < 4) return null;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "iu");
    for (const text of texts) {
      const m = re.exec(text);
      if (m) return m[0];
    }
  }
  return null;
}

/** The put clause's new words, after its verb and the small words the packs know. */
function putWords(part: string, model: PageModel, packs: LanguagePack[]): string | null {
  const r = reading(part, model, packs);
  const verb = startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.make]);
  // The verb opens the clause: "pon comidas veganas", not a clause that only mentions putting.
  if (!verb || verb.index > 0) return null;
  const small = smallWords(packs);
  const rest = part.trim().split(/\s+/).slice(verb.phrase.split(" ").length);
  while (rest.length > 1 && small.has(norm(rest[0]!))) rest.shift();
  const said = rest.join(" ").replace(/[.!?]+$/, "");
  return said.length >= 3 ? said : null;
}

/** The written words with the first letter cased as the page's: "comidas veganas" for "Comidas …" → "Comidas veganas". */
const casedLike = (model: string, said: string) => (/^\p{Lu}/u.test(model) ? capitalised(said) : said);

/**
 * "tire o Android, por agora só iOS", "remove Android, only iOS for now", "Android raus, nur noch iOS": after a
 * removal, a clause saying "only" with words the page writes already names what stays — no new words to put.
 */
export function restatesWhatStays(part: string, model: PageModel, packs: LanguagePack[]): boolean {
  const r = reading(part, model, packs);
  const only = findPhrase(
    r.text,
    packs.flatMap((p) => p.grammar.only),
  );
  if (!only) return false;
  const small = smallWords(packs);
  // "zostają tylko kawa i ciasta", "only iOS stays": a verb saying what stays names nothing new.
  const verbs = new Set(
    packs.flatMap((p) =>
      [...p.verbs.add, ...p.verbs.make, ...(p.stays ?? [])].flatMap((v) => norm(v).split(" ")),
    ),
  );
  const said = r.text
    .replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !small.has(w) && !verbs.has(w));
  if (said.length === 0 || said.length > 3) return false;
  const texts = pageTexts(model).map(({ text }) => norm(text));
  return said.every((w) =>
    texts.some((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "u").test(t)),
  );
}

/** The read parts with each "remove X" + "put Y" pair made one replacement; the rest unchanged. */
export function removedThenPut(read: ReadPart[], model: PageModel, packs: LanguagePack[]): void {
  for (let i = 0; i + 1 < read.length; i += 1) {
    const removal = read[i]!;
    const put = read[i + 1]!;
    if (!REMOVING.has(removal.rule ?? "")) continue;
    if (put.rule && put.ops.some((op) => op.op !== "refuse")) continue;
    const said = putWords(put.part, model, packs);
    if (!said || restatesWhatStays(put.part, model, packs)) continue;
    const found = onPage(
      removal.part
        .trim()
        .replace(/[.!?,]+$/, "")
        .split(/\s+/),
      pageTexts(model).map(({ text }) => text),
    );
    if (!found || norm(found) === norm(said)) continue;
    const replace: Op = { op: "replace_text", find: found, with: casedLike(found, said) };
    read.splice(i, 2, { part: `${removal.part} ${put.part}`, rule: "replace-phrase", ops: [replace] });
  }
}
