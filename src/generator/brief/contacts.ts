/**
 * E-mail addresses, web addresses (with or without a scheme: "www.x.hu", "x.com/menu") and social
 * profiles ("@bistrokert on Instagram", "instagram.com/x", "Facebook: /x"), verbatim.
 */
import { type Claims, trimSpan } from "./spans.js";
import { re } from "./vocabulary.js";

const EMAIL = re(String.raw`[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}`, "gu");

const TLDS =
  "com|org|net|io|co|hu|de|at|ch|uk|fr|es|it|nl|pl|pt|eu|app|dev|ai|shop|store|me|info|biz|us|ca|au|se|no|dk|fi|cz|sk|ro|ie|be|gr|tv|fm|studio|design|cafe|restaurant|travel|online|site|tech|blog|news|events|academy|health|law|art|gallery|photo|photography|coffee|pizza|bar|pub|club|fitness|yoga|hotel|estate|realty|garden|pet|vet|dental|clinic|care|school|education|agency|consulting|solutions|digital|media|cloud|software|systems|green|eco";

// Web addresses are looked for token by token (anything between spaces that has a dot), which is far
// cheaper than scanning the whole text with the pattern (and linear on long input).
const TOKEN = /[^\s<>"“”'‘’]+/g;
const URL_AT_START = re(
  `^(?:https?:\\/\\/|www\\.)[^\\s<>"“”'‘’]+|^(?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+(?:${TLDS})(?![\\p{L}\\d-])(?:\\/[^\\s<>"“”'‘’]*)?`,
  "iu",
);

export const SOCIAL_NETWORKS: Record<string, string> = {
  instagram: "instagram",
  insta: "instagram",
  ig: "instagram",
  facebook: "facebook",
  fb: "facebook",
  tiktok: "tiktok",
  twitter: "x",
  x: "x",
  linkedin: "linkedin",
  youtube: "youtube",
  pinterest: "pinterest",
  threads: "threads",
  mastodon: "mastodon",
  bluesky: "bluesky",
};

const SOCIAL_HOSTS: [RegExp, string][] = [
  [/^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|instagr\.am)\//i, "instagram"],
  [/^(?:https?:\/\/)?(?:www\.|m\.)?(?:facebook\.com|fb\.com|fb\.me)\//i, "facebook"],
  [/^(?:https?:\/\/)?(?:www\.)?tiktok\.com\//i, "tiktok"],
  [/^(?:https?:\/\/)?(?:www\.)?twitter\.com\//i, "x"],
  [/^(?:https?:\/\/)?(?:www\.)?linkedin\.com\//i, "linkedin"],
  [/^(?:https?:\/\/)?(?:www\.)?(?:youtube\.com|youtu\.be)\//i, "youtube"],
  [/^(?:https?:\/\/)?(?:www\.)?pinterest\.[a-z.]+\//i, "pinterest"],
  [/^(?:https?:\/\/)?(?:www\.)?threads\.net\//i, "threads"],
];

const NETWORK_WORD =
  "(?:instagram|insta|facebook|tiktok|tik tok|twitter|linkedin|youtube|pinterest|threads|mastodon|bluesky|fb|ig|x)";
// "@bistrokert on Instagram", "@bistrokert (Instagram)"
const HANDLE_THEN_NETWORK = re(
  `(?<![\\p{L}\\d._%+-])(@[\\p{L}\\d_.]*[\\p{L}\\d_])\\s*(?:\\(|on|at|via)\\s*(${NETWORK_WORD})\\b`,
  "giu",
);
// "Instagram: @bistrokert", "Facebook: /bistrokert", "find us on Instagram @bistrokert"
const NETWORK_THEN_HANDLE = re(
  `\\b(${NETWORK_WORD})\\s*[:\\-–]?\\s*(@[\\p{L}\\d_.]*[\\p{L}\\d_]|\\/[\\p{L}\\d_.-]*[\\p{L}\\d_])`,
  "giu",
);
const BARE_HANDLE = re(String.raw`(?<![\p{L}\d._%+\-/@])@[\p{L}\d_][\p{L}\d_.]*[\p{L}\d_]`, "gu");
const WORD_CHAR = re(String.raw`[\p{L}\d@.-]`, "u");

const NETWORK_NEARBY = re(`\\b${NETWORK_WORD}\\b`, "i");

export interface Contacts {
  emails: string[];
  urls: string[];
  socials: { network: string; text: string }[];
}

export function extractContacts(text: string, claims: Claims): Contacts {
  const emails: string[] = [];
  const urls: string[] = [];
  const socials: { network: string; text: string }[] = [];

  const emailMatches = text.includes("@") ? text.matchAll(EMAIL) : [];
  for (const m of emailMatches) {
    const span = trimSpan(text, m.index, m.index + m[0].length);
    claims.add(span.start, span.end, "contact");
    pushUnique(emails, text.slice(span.start, span.end));
  }
  for (const token of text.matchAll(TOKEN)) {
    if (!token[0].includes(".")) continue;
    const lead = /^[([{]*/.exec(token[0])?.[0].length ?? 0;
    const m = URL_AT_START.exec(token[0].slice(lead));
    if (!m) continue;
    const at = token.index + lead;
    if (at > 0 && WORD_CHAR.test(text[at - 1])) continue;
    const span = trimSpan(text, at, at + m[0].length);
    if (claims.overlaps(span.start, span.end)) continue;
    const url = text.slice(span.start, span.end);
    claims.add(span.start, span.end, "contact");
    const social = SOCIAL_HOSTS.find(([host]) => host.test(url));
    if (social) pushSocial(socials, social[1], url);
    else pushUnique(urls, url);
  }
  for (const m of text.matchAll(HANDLE_THEN_NETWORK)) {
    const start = m.index;
    if (claims.overlaps(start, start + m[1].length)) continue;
    claims.add(start, start + m[1].length, "contact");
    pushSocial(socials, SOCIAL_NETWORKS[m[2].toLowerCase().replace(" ", "")] ?? "", m[1]);
  }
  for (const m of text.matchAll(NETWORK_THEN_HANDLE)) {
    const start = m.index + m[0].length - m[2].length;
    if (claims.overlaps(start, start + m[2].length)) continue;
    claims.add(start, start + m[2].length, "contact");
    pushSocial(socials, SOCIAL_NETWORKS[m[1].toLowerCase().replace(" ", "")] ?? "", m[2]);
  }
  for (const m of text.matchAll(BARE_HANDLE)) {
    if (claims.overlaps(m.index, m.index + m[0].length)) continue;
    claims.add(m.index, m.index + m[0].length, "contact");
    const nearby = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    const network = NETWORK_NEARBY.exec(nearby)?.[0].toLowerCase().replace(" ", "");
    pushSocial(socials, network ? (SOCIAL_NETWORKS[network] ?? "") : "", m[0]);
  }
  return { emails, urls, socials };
}

function pushUnique(list: string[], value: string): void {
  if (value && !list.includes(value)) list.push(value);
}

function pushSocial(list: { network: string; text: string }[], network: string, text: string): void {
  if (!list.some((s) => s.text === text)) list.push({ network, text });
}
