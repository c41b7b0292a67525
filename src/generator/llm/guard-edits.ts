/**
 * The fact guard on a model's SEARCH/REPLACE edits of a page without a page model (pages a model wrote as
 * raw HTML before decision 0022): each edit is an operation. One whose new text states a fact (number,
 * price, date, phone, e-mail, link, name, quote, rating…) that is neither in the request nor on the page
 * is cut out of its words (its clause or sentence, guard/remove.ts; an element left empty goes too), so
 * the part the owner asked for in the same edit stays; an edit whose fact cannot be cut from its words (a
 * link, a script) is left out whole. Each fact left out is named. The model's own summary lines are its
 * words to the owner: a line stating such a fact describes what was left out, so it goes too.
 */
import { quoteFacts, readableText, removeUntraced, untracedFacts } from "../guard/index.js";
import type { FoundFact } from "../guard/types.js";
import { reportWords } from "../ops/report-words.js";
import type { Edit } from "./edits.js";

export interface GuardedEdits {
  edits: Edit[];
  /** The summary lines that describe only what is kept. */
  summary: string[];
  /** One line per edit left out, in the owner's words. */
  leftOut: string[];
}

export function guardEdits(
  page: string,
  request: string,
  edits: Edit[],
  summary: string[],
  lang?: string,
): GuardedEdits {
  const sources = [readableText(page), request];
  const result: GuardedEdits = { edits: [], summary: [], leftOut: [] };
  for (const edit of edits) {
    // An edit that writes back what it found changes nothing.
    if (edit.search === edit.replace) continue;
    const invented = untracedFacts(readableText(edit.replace), sources, lang);
    if (invented.length === 0) {
      result.edits.push(edit);
      continue;
    }
    const dropped: { text: string }[] = [];
    const itemsKept = withoutUnnamedItems(edit, sources, request, lang, dropped);
    // An item that went whole is named whole ("Fern £12"), the other facts by themselves.
    const named = [
      ...dropped,
      ...invented.filter((fact) => !dropped.some((item) => item.text.includes(fact.text.trim()))),
    ];
    // The same words as a dropped operation's (ops/guard.ts), in the language the page declares.
    result.leftOut.push(reportWords(lang, "leftOut", { facts: quoteFacts(named) }));
    const words = cutFromWords(itemsKept, sources, lang) ?? (itemsKept !== edit.replace ? itemsKept : null);
    const cut = words === null ? null : withoutBareHeadings(words, edit.search);
    const clean = cut !== null && untracedFacts(readableText(cut), sources, lang).length === 0;
    if (clean && cut.trim() !== edit.search.trim() && !replacesPageFact(edit, invented, lang))
      result.edits.push({ ...edit, replace: cut });
  }
  result.summary = summary.filter((line) => untracedFacts(line, sources, lang).length === 0);
  return result;
}

/** Elements a cut may leave empty, which then go: "<p>Since 1985.</p>" is nothing without its words. */
const EMPTY_ELEMENT =
  /<(p|span|li|h[1-6]|strong|em|b|i|small|blockquote|q|cite|figcaption|figure|div|section|article|aside|ul|ol|tr|td)\b[^>]*>[\s\p{P}]*<\/\1>/giu;

/** A repeated item of a list or grid: the unit a model adds a product, a plan or a review as. */
const ITEM = /<(li|tr|article|figure|blockquote)\b[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/giu;

/**
 * An item the edit adds that states an untraced fact and whose words the owner never wrote ("Fern £12"
 * next to the cactus they asked for) goes whole: cutting only its price would leave a made-up product.
 */
function withoutUnnamedItems(
  edit: Edit,
  sources: string[],
  request: string,
  lang: string | undefined,
  dropped: { text: string }[],
): string {
  const asked = wordsOf(request);
  const onPage = wordsOf(sources[0] ?? "");
  const searched = readableText(edit.search);
  return edit.replace.replace(ITEM, (item) => {
    if (edit.search.includes(item)) return item;
    // An item the page had, edited ("Seasonal bouquet" with the owner's new price): cut, never dropped.
    const title = readableText(/<(h[1-6]|strong|b)\b[^>]*>([^<]+)<\/\1>/i.exec(item)?.[2] ?? "").trim();
    if (title && searched.includes(title)) return item;
    const text = readableText(item);
    if (untracedFacts(text, sources, lang).length === 0) return item;
    const named = [...wordsOf(text)].some((word) => asked.has(word) && !onPage.has(word));
    if (named) return item;
    dropped.push({ text: text.replace(/\s+/g, " ").trim() });
    return "";
  });
}

/** A section, article or box the edit adds that a cut left with nothing but its heading goes too. */
const BARE_HEADING = /<(section|article|aside|div)\b[^>]*>\s*<(h[1-6])\b[^>]*>[^<]*<\/\2>\s*<\/\1>\s*/giu;

function withoutBareHeadings(html: string, search: string): string {
  return html.replace(BARE_HEADING, (element) => (search.includes(element.trim()) ? element : ""));
}

/**
 * A cut never takes away what the page said: when the model changed a fact the page had into one of its
 * own of the same kind ("9:00–17:00" into "8:00–18:00"), cutting the new one would leave the page without
 * the owner's, so the edit is left out whole. A fact the owner asked to change ("£60" into their "£65")
 * is no such change: its new value is not cut.
 */
function replacesPageFact(edit: Edit, invented: FoundFact[], lang?: string): boolean {
  const changed = untracedFacts(readableText(edit.search), [readableText(edit.replace)], lang);
  return changed.some((fact) => invented.some((made) => made.kind === fact.kind));
}

/** Words of three letters or more, lower-cased, without digits (a price is not a name). */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** `html` with the untraced facts cut from its words, or null when they are not only in words. */
function cutFromWords(html: string, sources: string[], lang?: string): string | null {
  if (/<(?:script|style)\b/i.test(html)) return null;
  const removed: FoundFact[] = [];
  const pieces = html.split(/(<[^>]*>)/);
  const words = pieces.map((piece) => {
    if (piece.startsWith("<") || !piece.trim()) return piece;
    const cut = removeUntraced(piece, sources, lang);
    removed.push(...cut.removed);
    if (!cut.removed.length) return piece;
    // The spaces around the words stay, so the markup keeps its shape.
    const lead = piece.match(/^\s*/)?.[0] ?? "";
    const trail = piece.match(/\s*$/)?.[0] ?? "";
    return cut.text ? `${lead}${cut.text}${trail}` : lead || trail;
  });
  if (removed.length === 0) return null;
  let out = words.join("");
  for (let before = ""; before !== out; ) {
    before = out;
    out = out.replace(EMPTY_ELEMENT, "");
  }
  return out.replace(/\n\s*\n/g, "\n");
}
