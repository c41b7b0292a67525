/**
 * A testimonial is a quote: its words are a fact, and so is who said them. When a model adds one (to a
 * testimonials or reviews section), its words must be the owner's — three in four of them in the request,
 * or the whole quote already on the page — or the item is left out whole; its author keeps only the words
 * the owner gave ("Anna" from "a review from Anna", not "Anna Schmidt, 5 stars"); what is cut is reported.
 */
import { pageLang } from "../composer/locale/index.js";
import { quoteFacts, removeUntraced } from "../guard/index.js";
import { stringsOf } from "../guard/page-change.js";
import type { PageModel } from "../model.js";
import { lookupSection } from "../ops/refs.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";

export const QUOTE_KINDS = new Set(["testimonials", "reviews"]);

/** The words of a text, lower case and without accents ("Müller" and "muller" are one word). */
export const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[\p{L}\p{N}@.]+/gu)
      ?.map((w) => w.replace(/\.+$/, ""))
      .filter(Boolean) ?? [],
  );

type NewItem = { title: string; text?: string; meta?: string };

const squeeze = (text: string) => [...wordsOf(text)].join(" ");

/**
 * The quote's words are the owner's: three in four of them are in the request, or the quote is on the page
 * already (a quote moved or copied). Words the page writes elsewhere ("une adresse … à Bordeaux") do not
 * make a new quote the owner's.
 */
function quoteTraced(item: NewItem, request: Set<string>, page: string): boolean {
  const quote = `${item.title} ${item.text ?? ""}`;
  const said = [...wordsOf(quote)];
  if (said.length === 0) return false;
  if (said.filter((w) => request.has(w)).length / said.length >= 0.75) return true;
  return [item.text, item.title].some((text) => text && page.includes(squeeze(text)));
}

/** The author's leading words the owner gave, and the rest (a surname, "5 stars", a city) cut off. */
function authorTraced(meta: string, known: Set<string>): { kept: string; cut: string } {
  const tokens = meta.split(/(?<=[\s,;·|])/u);
  let at = 0;
  while (at < tokens.length && [...wordsOf(tokens[at] ?? "")].every((w) => known.has(w))) at++;
  return {
    kept: tokens
      .slice(0, at)
      .join("")
      .replace(/[\s,;·|–—-]+$/u, ""),
    cut: tokens.slice(at).join("").trim(),
  };
}

export function guardModelQuotes(
  ops: Op[],
  model: PageModel,
  request: string,
): { ops: Op[]; notApplied: string[] } {
  const strings = stringsOf(model);
  const sources = [request, ...strings];
  const known = wordsOf(sources.join(" "));
  const asked = wordsOf(request);
  const page = strings.map(squeeze).join("\n");
  const lang = pageLang(model);
  const notApplied: string[] = [];
  const check = (offered: NewItem): NewItem | null => {
    const given = ratedTitleCut(offered);
    // A claim the model added to the owner's quote ("– 5 stars!") goes, and the quote is judged without it.
    const cut = given.text ? removeUntraced(given.text, sources, model.lang) : { text: "", removed: [] };
    const item = cut.removed.length && cut.text ? { ...given, text: cut.text } : given;
    if (!quoteTraced(item, asked, page)) {
      notApplied.push(
        reportWords(lang, "leftOut", { facts: quoteFacts([{ text: item.text || item.title }]) }),
      );
      return null;
    }
    if (item !== given) notApplied.push(reportWords(lang, "leftOut", { facts: quoteFacts(cut.removed) }));
    if (!item.meta) return item;
    const author = authorTraced(item.meta, known);
    if (!author.cut) return item;
    notApplied.push(reportWords(lang, "leftOut", { facts: quoteFacts([{ text: author.cut }]) }));
    const { meta: _, ...rest } = item;
    return author.kept ? { ...rest, meta: author.kept } : rest;
  };
  /**
   * A title that is only the model's rating ("★★★★★ 5/5") goes, and the item is titled by its author, as
   * the rules title the owner's quote: the owner's words and name stay, the stars are reported.
   */
  const ratedTitleCut = (given: NewItem): NewItem => {
    const title = removeUntraced(given.title, sources, model.lang);
    if (title.removed.length === 0 || title.text.trim() || !given.meta || !given.text) return given;
    notApplied.push(reportWords(lang, "leftOut", { facts: quoteFacts(title.removed) }));
    return { ...given, title: authorTraced(given.meta, known).kept || given.meta };
  };
  const kept = ops.flatMap((op): Op[] => {
    if (op.op === "add_item") {
      const kind = lookupSection(model, op.section)?.kind ?? op.section;
      if (!QUOTE_KINDS.has(kind)) return [op];
      const item = check(op.item);
      return item ? [{ ...op, item: { ...op.item, ...item, meta: item.meta } }] : [];
    }
    if (op.op === "add_section" && QUOTE_KINDS.has(op.kind) && op.items?.length) {
      const items = op.items.flatMap((item) => {
        const checked = check(item);
        return checked ? [{ ...item, ...checked, meta: checked.meta }] : [];
      });
      return items.length ? [{ ...op, items }] : [];
    }
    return [op];
  });
  return { ops: kept, notApplied };
}
