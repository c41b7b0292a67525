/**
 * The business kind, from the words of the description first (then title, company name and audience),
 * with the industry and page type as weak hints: a café described under industry "technology" is a cafe.
 * Scores are sums of keyword weights (kind-keywords.ts); ties go to the strongest word, then to the kind
 * mentioned first; nothing clear enough → "other".
 */
import { clienteleSpans } from "./kind-clientele.js";
import { INDUSTRY_HINTS, KIND_KEYWORDS, NOT_A_KIND, PAGE_TYPE_HINTS } from "./kind-keywords.js";
import { PRICE } from "./prices.js";
import type { BriefInput, BusinessKind } from "./types.js";
import { re } from "./vocabulary.js";

interface Keyword {
  kind: BusinessKind;
  weight: number;
  /** The literal letters every match starts with (lower case), for the index below. */
  prefix: string;
  pattern: RegExp;
}

const FIELD_WEIGHTS = { description: 1, title: 0.8, companyName: 0.8, targetAudience: 0.4 } as const;
/** Below this, the description says too little: neutral copy ("other") beats a wrong trade's copy. */
const MIN_SCORE = 1.5;
/**
 * A weak winner close to the runner-up is a guess: below CLEAR_SCORE it must lead by this share, or the
 * page gets neutral copy. A wrong trade's words ("What patients say" on an app page) are worse than none.
 */
const CLEAR_SCORE = 4;
const MIN_LEAD = 0.4;

const KEYWORDS: Keyword[] = (Object.entries(KIND_KEYWORDS) as [BusinessKind, [string, number][]][]).flatMap(
  ([kind, entries]) =>
    entries.map(([source, weight]) => ({
      kind,
      weight,
      prefix: /^[^[(.?*+|{\\]*/.exec(source)?.[0].replace(/.$/u, "") ?? "",
      pattern: re(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, "giu"),
    })),
);

/**
 * Keywords by the first three letters of their literal start ("restaurants?" under "res"), so a text only
 * runs the patterns of words it contains; patterns without three literal letters always run.
 */
const BY_START = new Map<string, Keyword[]>();
const ALWAYS: Keyword[] = [];
for (const keyword of KEYWORDS) {
  if (keyword.prefix.length < 3) ALWAYS.push(keyword);
  else {
    const start = keyword.prefix.slice(0, 3);
    BY_START.set(start, [...(BY_START.get(start) ?? []), keyword]);
  }
}

const NOT_A_KIND_PATTERN = re(`(?<![\\p{L}\\d])(?:${NOT_A_KIND.join("|")})(?![\\p{L}\\d])`, "giu");

/**
 * A product's name with its price after it ("Lavendel-Bar 7,50 €", "Haarseife Bar 9 €"): its words say
 * what the business sells, not what it is.
 */
const PRICED_AFTER = re(`^[^.,;:!?\\n]{0,24}?(?:${PRICE})`, "u");

/** Every keyword match in `text` with its position; longer matches hide shorter ones inside them. */
function keywordHits(text: string): { keyword: Keyword; start: number; end: number }[] {
  const lower = text.toLowerCase();
  const candidates = new Set(ALWAYS);
  for (const word of lower.match(/[^\s.,;:!?()"“”'’/]{3,}/g) ?? []) {
    for (const keyword of BY_START.get(word.slice(0, 3)) ?? []) candidates.add(keyword);
  }
  const hits: { keyword: Keyword; start: number; end: number }[] = [];
  for (const keyword of candidates) {
    if (!lower.includes(keyword.prefix)) continue;
    for (const m of text.matchAll(keyword.pattern))
      hits.push({ keyword, start: m.index, end: m.index + m[0].length });
  }
  // "coffee shop" counts once, not also as "coffee" and "shop".
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  // A "coffee table" hides the "coffee" inside it as a longer keyword would, and scores nothing itself.
  const notKinds = [...text.matchAll(NOT_A_KIND_PATTERN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const within = (spans: { start: number; end: number }[], hit: { start: number; end: number }) =>
    spans.some((k) => k.start <= hit.start && hit.end <= k.end);
  const kept: typeof hits = [];
  for (const hit of hits) if (!within(notKinds, hit) && !within(kept, hit)) kept.push(hit);
  return kept;
}

/**
 * A sentence that names past work or clients ("Recent projects include…", "Ho lavorato per…", "Clients
 * include…", a list after "Projects:" or "Selected work:", "We renovated a former dental clinic…").
 */
const PAST_WORK =
  /(?<![\p{L}])(?:(?:recent\s+|past\s+|previous\s+)?projects?\s+(?:include|included|for)|clients?\s+(?:include|such\s+as)|(?:i|we)(?:'ve|\s+have)?\s+(?:worked|designed)\s+(?:for|with)|ho\s+lavorato\s+per|abbiamo\s+lavorato\s+per|referenzen|projets?\s+récents?|proyectos\s+recientes|recente\s+projecten|projetos\s+recentes|dolgoztam)(?![\p{L}])/iu;

/** A list of past work after a colon: "Projects: …", "Progetti recenti: …", "Selected work: …", "Ostatnie realizacje: …". */
const WORK_LIST =
  /(?<![\p{L}])(?:(?:selected|recent|past|ausgewählte|neueste|recente|geselecteerde|ostatnie|wybrane|legutóbbi|válogatott)\s+)?(?:projects?|work|clients|portfolio|progetti|lavori|clienti|projets|réalisations|clients|proyectos|trabajos|clientes|projekte|referenzen|kunden|projecten|opdrachtgevers|projetos|trabalhos|projekty|realizacje|klienci|projektek|munkáim|munkák|referenciák)(?:\s+(?:recenti|recientes|récents|récentes|recentes|selezionati|seleccionados|selecionados|sélectionnés))?\s*:/iu;

/** "We renovated / designed / built / fitted out a …": work done for someone else, in the past tense. */
const DID_FOR_OTHERS =
  /(?<![\p{L}])(?:(?:i|we)(?:'ve|\s+have)?\s+(?:renovated|designed|built|refurbished|fitted\s+out|photographed|restored|converted|transformed)|(?:j'ai|nous\s+avons)\s+(?:rénové|conçu|construit|aménagé|transformé|photographié)|(?:ho|abbiamo)\s+(?:ristrutturato|progettato|realizzato|costruito|arredato)|(?:he|hemos)\s+(?:reformado|diseñado|construido|rehabilitado)|(?:ich\s+habe|wir\s+haben)\s+(?:\p{L}+\s+){0,4}?(?:renoviert|gestaltet|gebaut|umgebaut|entworfen)|(?:wij\s+hebben|we\s+hebben|ik\s+heb)\s+(?:\p{L}+\s+){0,4}?(?:verbouwd|ontworpen|gebouwd))(?![\p{L}])/iu;

/** Where the sentences that name past work stand in the text. */
function pastWorkSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/[^.!?]+[.!?]?/gu)) {
    if (PAST_WORK.test(m[0]) || DID_FOR_OTHERS.test(m[0])) spans.push([m.index, m.index + m[0].length]);
    else {
      // Only what follows the colon is the list: "Interior designer in Milan. Projects: …".
      const list = WORK_LIST.exec(m[0]);
      if (list) spans.push([m.index + list.index, m.index + m[0].length]);
    }
  }
  return spans;
}

/** A product's head noun right after a trade word ("accounting software", "dental practice app"). */
const PRODUCT_HEAD =
  /^[\s-]+(?:[\p{L}-]+\s+)?(?:software|app|apps|platform|tool|saas|plug-?in|api|dashboard|logiciel|appli|application|plataforma|piattaforma|plattform|aplicación|applicazione|aplicativo|aplikacja|szoftver|alkalmazás)(?![\p{L}])/iu;

/** "for", in the languages the composer writes: what follows names whom the business serves. */
const FOR_WHOM = /(?<![\p{L}])(?:for|für|pour|para|per|voor|dla)\s+/giu;

/**
 * Where a description names whom the business serves after naming the business: "Bookkeeping for plumbers
 * and electricians", "Marketing agency for restaurants", "Software de gestión para clínicas dentales". The
 * trades there are the audience, not the trade: a plumbers' bookkeeper is no plumber. Only after a clause
 * that names a kind itself ("open for breakfast" names none, and its breakfast still says café).
 */
function audienceSpans(text: string, hits: { start: number; end: number }[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(FOR_WHOM)) {
    const clauseStart = Math.max(
      ...[...text.slice(0, m.index).matchAll(/[.,;:!?(]/gu)].map((p) => p.index + 1),
      0,
    );
    const end = /[.;:!?()]|,\s|$/u.exec(text.slice(m.index))!;
    const named =
      hits.some((hit) => hit.start >= clauseStart && hit.end <= m.index) ||
      (ACTION_NOUN.test(text.slice(clauseStart, m.index)) &&
        !OWN_AFTER_FOR.test(text.slice(m.index + m[0].length)));
    if (named) spans.push([m.index, m.index + end.index]);
  }
  return spans;
}

/**
 * The last word before "for" that names an action or a service ("audit", "sharpening", "Beratung",
 * "formación", "consulenza"): what follows is whom it is done for, even when no kind was named before.
 * "Cybersecurity audit for accountancy firms" is no accountancy; "open for breakfast" names no audience.
 */
const ACTION_NOUN =
  /(?<![\p{L}])(?!(?:some|any|every|no)thing\b|(?:morning|evening|ceiling|king|ring|spring|string|thing|wing|building|wedding)s?\b)\p{L}*(?:ing|tion|sion|ment|ance|ence|sis|audits?|reviews?|checks?|repairs?|services?|support|advice|cover|insurance|ung|ungen|ción|sión|zione|zioni|ção|ções|atie|aties)\s*$/iu;

/** "for my dog grooming van", "für meine Kanzlei": after "for", the owner's own business, no audience. */
const OWN_AFTER_FOR =
  /^(?:my|our|mein\p{L}*|unser\p{L}*|mon|ma|mes|notre|nos|mi|mis|nuestr\p{L}*|il mio|la mia|mio|mia|nostr\p{L}*|mijn|ons|onze|meu|minha|nosso|nossa|mój|moja|moje|nasz\p{L}*)\s/iu;

/**
 * "we sharpen your restaurant's knives", "wir reinigen Ihre Praxis", "para tu clínica": a trade after the
 * visitor's "your" is the visitor's. Only when "your" opens the clause or follows "is/are" is it the
 * business naming itself ("Your local bakery", "Ihr Friseur in Berlin", "We are your garage").
 */
const YOUR =
  /(?<![\p{L}])(?:your|ihre[nmrs]?|ihr|deine[nmrs]?|dein|votre|vos|ton|ta|tes|tu|tus|tuo|tua|tuoi|tue|vostr[aoie]|je|jouw|uw|teu|tua|seu|sua|twój|twoja|twoje|wasz|wasza|wasze)\s+$/iu;
const SELF_NAMING =
  /(?:^|[.,;:!?—–-]\s*|(?<![\p{L}])(?:is|are|'re|ist|sind|est|sommes|êtes|es|somos|è|siamo|zijn|is|é|somos|jest|jesteśmy)\s+)(?:\p{L}+\s+)?$/iu;

function visitorsTrade(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const your = YOUR.exec(before);
  return Boolean(your) && !SELF_NAMING.test(before.slice(0, your!.index));
}

export function classifyKind(input: BriefInput, description: string): BusinessKind {
  const scores = new Map<BusinessKind, number>();
  const firstSeen = new Map<BusinessKind, number>();
  const strongest = new Map<BusinessKind, number>();
  const add = (kind: BusinessKind, points: number, position: number) => {
    scores.set(kind, (scores.get(kind) ?? 0) + points);
    strongest.set(kind, Math.max(strongest.get(kind) ?? 0, points));
    if (!firstSeen.has(kind) || position < (firstSeen.get(kind) ?? Infinity)) firstSeen.set(kind, position);
  };
  // The name inside the title ("Café Flores" titled "Café Flores") is the name again, not a word about the business.
  const name = input.companyName?.trim() ?? "";
  const title = name && input.title ? input.title.split(name).join(" ") : (input.title ?? "");
  const fields: [string, number, number][] = [
    [title, FIELD_WEIGHTS.title, 0],
    [description, FIELD_WEIGHTS.description, 1000],
    [input.targetAudience ?? "", FIELD_WEIGHTS.targetAudience, 1_000_000],
  ];
  for (const [text, fieldWeight, base] of fields) {
    if (!text.trim()) continue;
    const pastWork = pastWorkSpans(text);
    const hits = keywordHits(text);
    const audience = audienceSpans(text, hits);
    // "I do restaurants and home cooks": the clients' trade, not this business's (kind-clientele.ts).
    const clients = clienteleSpans(text);
    for (const hit of hits) {
      // "Recent projects include … a dental clinic waiting room": work done for others, not what this is.
      const forOthers = pastWork.some(([start, end]) => hit.start >= start && hit.end <= end);
      const served = audience.some(([start, end]) => hit.start >= start && hit.end <= end);
      // "we sharpen your restaurant's knives": the visitor's trade says nothing of what this business is.
      const visitors =
        visitorsTrade(text, hit.start) ||
        clients.some(([start, end]) => hit.start >= start && hit.end <= end);
      const product = PRICED_AFTER.test(text.slice(hit.end, hit.end + 40));
      // Work done for others never says what this business is ("Projekte: … Bäckerei Sonnenkorn" of a web
      // developer): a kind named only there does not win.
      // "Accounting software", "salon booking app": the trade word says what the product is for.
      const forAProduct = PRODUCT_HEAD.test(text.slice(hit.end, hit.end + 30));
      const discount = forOthers || visitors ? 0 : product || served || forAProduct ? 0.25 : 1;
      add(hit.keyword.kind, hit.keyword.weight * fieldWeight * discount, base + hit.start);
    }
  }
  // The words win over a name: "Café Flores" whose description is all dog grooming is a groomer. A name's
  // word counts for a kind the words also name, or when the words name no kind at all.
  const wordsBest = Math.max(0, ...scores.values());
  for (const hit of name ? keywordHits(name) : [])
    if (scores.has(hit.keyword.kind) || wordsBest < MIN_SCORE)
      add(hit.keyword.kind, hit.keyword.weight * FIELD_WEIGHTS.companyName, hit.start);
  for (const [kind, points] of Object.entries(INDUSTRY_HINTS[input.industry] ?? {}))
    add(kind as BusinessKind, points ?? 0, 10_000_000);
  for (const [kind, points] of Object.entries(PAGE_TYPE_HINTS[input.landingPageType] ?? {}))
    add(kind as BusinessKind, points ?? 0, 10_000_000);

  let best: BusinessKind = "other";
  let bestScore = 0;
  for (const [kind, score] of scores) {
    // Ties go to the kind with the strongest single word ("sourdough workshop at our bakery" is a
    // workshop), then to the one mentioned first.
    const tieOrder =
      (strongest.get(kind) ?? 0) - (strongest.get(best) ?? 0) ||
      (firstSeen.get(best) ?? Infinity) - (firstSeen.get(kind) ?? Infinity);
    const better = score > bestScore || (score === bestScore && tieOrder > 0);
    if (better) {
      best = kind;
      bestScore = score;
    }
  }
  if (bestScore < MIN_SCORE) return "other";
  const runnerUp = Math.max(0, ...[...scores].filter(([kind]) => kind !== best).map(([, score]) => score));
  if (bestScore < CLEAR_SCORE && runnerUp > 0 && bestScore - runnerUp < bestScore * MIN_LEAD) return "other";
  return best;
}
