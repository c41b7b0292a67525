/**
 * The clients a business names after a clients heading — "Clients include Aesop, Monocle and Kinfolk",
 * "Kunden: Miele, Vorwerk", "Parmi mes clients : Ladurée et Fauchon", "Klanten zijn onder andere …" — are
 * whom it worked for, not the work it did (brief/past-work.ts) nor what it offers. The clause is claimed
 * before offerings and past work are read, so a client list is never mixed into either; the page shows it
 * as its own row of names (composer: the "logos" section).
 */
import { INTL_LIST_AND } from "./intl.js";
import { splitOutsideBrackets } from "./list-items.js";
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";
import { re } from "./vocabulary.js";

/** The heading of a client list, in the nine languages, at a sentence's start. */
const HEADINGS = [
  // en
  "(?:(?:selected|recent|past|previous|some|our|my)\\s+)?clients?(?:\\s+(?:include|included|have\\s+included|such\\s+as)\\s+|\\s*:\\s*)",
  // de
  "(?:zu\\s+(?:meinen|unseren)\\s+kunden\\s+(?:gehören|zählen)\\s+|(?:ausgewählte\\s+)?kunden(?:\\s+u\\.\\s?a\\.)?\\s*:\\s*)",
  // fr
  "(?:parmi\\s+(?:mes|nos)\\s+clients\\s*:?\\s*|clients\\s*:\\s*)",
  // es
  "(?:entre\\s+(?:mis|nuestros)\\s+clientes(?:\\s+están)?\\s*:?\\s*|clientes(?:\\s+como)?\\s*:?\\s+(?=\\p{Lu}))",
  // it
  "(?:tra\\s+i\\s+(?:miei|nostri)\\s+clienti(?:\\s+ci\\s+sono)?\\s*:?\\s*|clienti(?:\\s+tra\\s+cui)?\\s*:?\\s+(?=\\p{Lu}))",
  // nl
  "(?:klanten|opdrachtgevers)(?:\\s+zijn\\s+onder\\s+(?:meer|andere))?\\s*:?\\s+(?=\\p{Lu})",
  // pt
  "(?:entre\\s+os\\s+(?:meus|nossos)\\s+clientes(?:\\s+estão)?\\s*:?\\s*)",
  // pl
  "(?:(?:wśród\\s+)?(?:moich|naszych)\\s+klientów\\s+(?:są\\s+)?|klienci\\s*:\\s*)",
  // hu
  "(?:ügyfeleink|ügyfeleim)(?:\\s+között)?\\s*:?\\s+(?=\\p{Lu})",
].join("|");

const HEADING = re(`^(?:${HEADINGS})`, "iu");

/** Each client is a name: a capital or a figure first, a few words at most. */
const NAME = re(`^(?:the\\s+)?[\\p{Lu}\\d][^]{0,40}$`, "u");

export function extractClients(sentences: readonly SentenceSpan[], claims: Claims, lang = "en"): string[] {
  const and = re(`\\s(?:and|&|${INTL_LIST_AND[lang] ?? "and"})\\s`, "iu");
  const out: string[] = [];
  for (const s of sentences) {
    const m = HEADING.exec(s.text);
    if (!m) continue;
    const body = s.text.slice(m[0].length).replace(/[.!…]+$/u, "");
    const parts = splitOutsideBrackets(body, /[,;]/u).flatMap((p) => p.split(and));
    const names = parts.map((p) => p.trim()).filter(Boolean);
    if (names.length === 0 || !names.every((n) => NAME.test(n) && n.split(/\s+/).length <= 5)) continue;
    const end = s.start + m[0].length + body.length;
    if (claims.overlaps(s.start, end)) continue;
    claims.add(s.start, end, "client");
    for (const n of names) if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** Whether a sentence is only a client list whose names the brief holds ("Clients include Aesop and Monocle."). */
export function isClientList(sentence: string, clients: readonly string[] = []): boolean {
  const m = HEADING.exec(sentence.trim());
  if (!m || clients.length === 0) return false;
  let rest = sentence.trim().slice(m[0].length);
  for (const name of clients) rest = rest.split(name).join(" ");
  return !/\p{L}{4,}/u.test(rest.replace(/\b(?:and|und|et|y|e|en|i|és|oraz|ainsi que|sowie)\b/giu, " "));
}
