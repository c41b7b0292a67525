/**
 * What vouches for a business, verbatim: registrations, certifications, memberships, licences, insurance
 * and inspection ratings ("Gas Safe registered", "SOC 2 Type II certified", "members of the Chartered
 * Society of Physiotherapy", "Regulated by the Solicitors Regulation Authority", "Fully insured and DBS
 * checked", "Registered charity no. 1145678", "Ofsted 'Outstanding'"). Claimed before prices, people and
 * places, so "Insured up to £5 million" is no price and "Gas Safe" no name.
 */
import { PRICE } from "./prices.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import { caseless, re } from "./vocabulary.js";

const VOUCHED =
  "(?:registered|certified|accredited|approved|authori[sz]ed|regulated|licen[sc]ed|insured|qualified|trained|compliant|verified|vetted|checked|recognised|recognized|inspected|endorsed|bonded|protected)";
/** A body's name: capitalised or upper-case words, numbers and "&" ("SOC 2 Type II", "City & Guilds"). */
const BODY_WORD = "(?:\\p{Lu}[\\p{L}\\d+]*|\\d+|&)";
const BODY = `${BODY_WORD}(?:\\s(?:of\\s(?:the\\s)?|for\\s)?${BODY_WORD}){0,6}`;
/** "fully insured", "DBS checked", "licensed and insured", joined by "and", "&" or commas. */
const PLAIN_VOUCHED = `(?:fully\\s|full\\s)?(?:DBS[- ]checked|${VOUCHED})`;

/** Capitalised words that start a sentence and name no body ("We are Gas Safe registered", "I qualified"). */
const NOT_A_BODY =
  "(?:We|Our|All|The|A|An|I|You|It|They|He|She|This|That|Also|And|Every|Each|Both|Are|Is|Fully|Full|Newly|Recently|Just|Proud|Now|Not)\\s";

const PATTERNS: RegExp[] = [
  // "Gas Safe registered", "SOC 2 Type II certified", "FCA authorised", "RHS-trained", "GDPR compliant"
  re(`(?<![\\p{L}\\d])(?!${NOT_A_BODY})${BODY}[\\s-]${caseless(VOUCHED)}(?![\\p{L}])`, "gu"),
  // "Regulated by the Solicitors Regulation Authority", "registered with the CQC", "rated Outstanding by Ofsted"
  re(
    `(?<![\\p{L}])${caseless(`(?:${VOUCHED}(?:\\s(?:and|&)\\s${VOUCHED})?|rated\\s\\p{L}+)\\s(?:by|with)\\s(?:the\\s)?`)}${BODY}`,
    "gu",
  ),
  // "members of the Chartered Society of Physiotherapy", "a member of the Guild of Master Craftsmen"
  re(`(?<![\\p{L}])${caseless("(?:proud\\s)?(?:full\\s)?members?\\sof\\s(?:the\\s)?")}${BODY}`, "gu"),
  // "ARLA Propertymark members", "FSB member"
  re(`(?<![\\p{L}\\d])${BODY}\\s${caseless("members?")}(?![\\p{L}])`, "gu"),
  // "Licensed and insured", "Fully insured and DBS checked"
  re(
    `(?<![\\p{L}])${caseless(`${PLAIN_VOUCHED}(?:(?:,\\s|\\s(?:and|&)\\s)${PLAIN_VOUCHED})+`)}(?![\\p{L}])`,
    "gu",
  ),
  // "Fully insured", "fully licensed", "DBS checked" on their own
  re(
    `(?<![\\p{L}])${caseless("(?:fully\\s(?:insured|licen[sc]ed|qualified|certified|accredited)|DBS[- ]checked)")}(?![\\p{L}])`,
    "gu",
  ),
  // "Insured up to £5 million", "£5m public liability insurance"
  re(`(?<![\\p{L}])${caseless("insured\\s(?:up\\sto|for)\\s")}${PRICE}`, "gu"),
  re(
    `${PRICE}\\s${caseless("(?:public\\sliability|professional\\sindemnity|liability)\\s(?:insurance|cover)")}`,
    "gu",
  ),
  // "Registered charity no. 1145678", "Company number 01234567"
  re(
    `(?<![\\p{L}])${caseless("(?:registered\\s)?(?:charity|company|CIC)\\s(?:no\\.?|number|reg\\.?\\sno\\.?)\\s?")}\\d[\\d\\s]{4,}\\d`,
    "gu",
  ),
  // "Food hygiene rating 5", "5-star food hygiene rating"
  re(
    `(?<![\\p{L}])(?:${caseless("food\\shygiene\\srating\\s(?:of\\s)?")}\\d(?:\\s?\\/\\s?5)?|\\d[- ]${caseless("star\\sfood\\shygiene\\srating")})`,
    "gu",
  ),
  // "Ofsted 'Outstanding'", "CQC rated Good"
  re(
    `(?<![\\p{L}])(?:Ofsted|CQC|Estyn|Care\\sInspectorate)(?:\\s(?:rated|-rated))?\\s['‘"“]?(?:Outstanding|Good|Excellent|Requires\\sImprovement)['’"”]?`,
    "gu",
  ),
];

export function extractCredentials(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  if (
    !new RegExp(`${VOUCHED}|member|charity|company|Ofsted|CQC|Estyn|Inspectorate|DBS|hygiene`, "i").test(
      masked,
    )
  )
    return [];
  const found: { start: number; end: number }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      // A rating in quotation marks keeps its closing mark ("Ofsted 'Outstanding'").
      if (/['‘"“]/u.test(text.slice(span.start, span.end)) && /['’"”]/u.test(text[span.end] ?? ""))
        span.end++;
      if (span.end - span.start < 4 || claims.overlaps(span.start, span.end)) continue;
      const overlapping = found.findIndex((f) => f.start < span.end && span.start < f.end);
      if (overlapping >= 0) {
        const f = found[overlapping];
        // The longer reading wins ("Fully insured and DBS checked" over "DBS checked").
        if (span.end - span.start > f.end - f.start) found[overlapping] = span;
        continue;
      }
      found.push(span);
    }
  }
  found.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (const span of found) {
    claims.add(span.start, span.end, "credential");
    const credential = text.slice(span.start, span.end);
    if (!out.includes(credential)) out.push(credential);
  }
  return out;
}
