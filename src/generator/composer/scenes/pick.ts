/**
 * Which scenes a page shows: those whose meaning the description names (meanings.ts), in the order it
 * names them, then those true of every business of its kind (SCENES_BY_KIND); none when neither.
 */
import { SCENES_BY_KIND, type SceneId } from "./index.js";
import { SCENE_MEANINGS, type SceneMeaning } from "./meanings.js";
import type { BusinessKind } from "./types.js";

/**
 * Kinds whose subject can be anything: a shop, a product, an event, a charity or an unknown business may
 * be about bread, wine or cameras, so any object scene its words name may picture it.
 */
const OPEN_KINDS = new Set<BusinessKind>([
  "food-product",
  "shop",
  "fashion",
  "other",
  "conference",
  "meetup",
  "workshop",
  "festival",
  "webinar",
  "charity",
  "school",
  "kids-camp",
  "tour",
  "newsletter",
]);

/**
 * Kinds whose own drawing shows how the thing comes (a call, a phone, a letter): a yoga webinar keeps its
 * video call beside the yoga mat its title names.
 */
const MEDIUM_KINDS = new Set<BusinessKind>(["webinar", "mobile-app", "saas", "newsletter"]);

/** At most this many drawings on a page: the hero's and a few sections'. */
const MAX_SCENES = 3;

function wordSource(word: string): string {
  const exact = word.endsWith("$");
  const stem = (exact ? word.slice(0, -1) : word)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/ /g, "\\s+");
  return exact ? `${stem}(?![\\p{L}\\p{N}])` : stem;
}

/** One pattern per scene: any of its words at the start of a word, in any case. */
const PATTERNS = new Map<SceneId, RegExp>(
  (Object.entries(SCENE_MEANINGS) as [SceneId, SceneMeaning][])
    .filter(([, meaning]) => meaning.words.length > 0)
    .map(([id, meaning]) => [
      id,
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${meaning.words.map(wordSource).join("|")})`, "iu"),
    ]),
);

/** Per scene, its figures of speech and house rules (meanings' `figures`), as one pattern. */
const FIGURES = new Map<SceneId, RegExp>(
  (Object.entries(SCENE_MEANINGS) as [SceneId, SceneMeaning][])
    .filter(([, meaning]) => (meaning.figures?.length ?? 0) > 0)
    .map(([id, meaning]) => [
      id,
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${(meaning.figures ?? []).map(wordSource).join("|")})`, "giu"),
    ]),
);

/** The text with the scene's figures blanked out (same length: positions still compare). */
function withoutFigures(id: SceneId, text: string): string {
  const figures = FIGURES.get(id);
  return figures ? text.replace(figures, (phrase) => " ".repeat(phrase.length)) : text;
}

/**
 * Where a scene's words must be for it to picture a business of `kind`: anywhere in the description when
 * the scene belongs to the kind's trade; only in its subject (what the business is and offers) when it is
 * merely a thing an open kind may be about: a gelateria's "fresh milk" (latte) is no coffee, a sauna's
 * "towels and tea (Tee) included" no T-shirt.
 */
function reach(meaning: SceneMeaning, kind: BusinessKind): "all" | "subject" | "none" {
  if (meaning.kinds.includes(kind)) return "all";
  return meaning.object === true && OPEN_KINDS.has(kind) ? "subject" : "none";
}

/**
 * The scenes whose words `text` uses and which may picture a business of `kind`, first named first; of
 * two named at one place only the longer word counts ("Hundepension" is a kennel, not a dog). `subject`
 * is the part of the text that says what the business is and offers (by default all of it). A thing
 * `identity` names (the title and first sentence: what the page says it is) pictures the page whatever its
 * kind ("Learn to surf" at a school) and leads, in the order it names them.
 */
export function matchedScenes(kind: BusinessKind, text: string, subject = text, identity = ""): SceneId[] {
  const found: { id: SceneId; at: number; length: number }[] = [];
  for (const [id, pattern] of PATTERNS) {
    const meaning = SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning;
    const said = identity && meaning.object === true ? pattern.exec(withoutFigures(id, identity)) : null;
    if (said) {
      found.push({ id, at: said.index - identity.length, length: said[0].length });
      continue;
    }
    const where = reach(meaning, kind);
    if (where === "none") continue;
    // The subject opens with the title and first sentence, as the text does: positions compare.
    const match = pattern.exec(withoutFigures(id, where === "all" ? text : subject));
    if (match) found.push({ id, at: match.index, length: match[0].length });
  }
  // A shorter word inside a longer one at the same place is not what the text says: "architettura
  // d'interni" names interior design, not the architect's hard hat.
  const named = found.filter((f) => !found.some((g) => g.at === f.at && g.length > f.length));
  return named.sort((a, b) => a.at - b.at || b.length - a.length).map(({ id }) => id);
}

/** The things (object scenes) the identity names, first named first: what the page is about. */
export function thingsNamed(kind: BusinessKind, identity: string): SceneId[] {
  return matchedScenes(kind, identity, identity, identity).filter(
    (id) => (SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning).object === true,
  );
}

/**
 * Whether the words naming scene `id` in `text` name, at the same place, a scene of the kind's own trade:
 * "payments" on a SaaS page is its billing (invoice-sheet), not another trade's checkout.
 */
function readAsOwnTrade(id: SceneId, kind: BusinessKind, text: string): boolean {
  const at = PATTERNS.get(id)?.exec(withoutFigures(id, text))?.index;
  if (at === undefined) return false;
  return [...PATTERNS].some(([other, pattern]) => {
    if (
      other === id ||
      !(SCENE_MEANINGS[other as keyof typeof SCENE_MEANINGS] as SceneMeaning).kinds.includes(kind)
    )
      return false;
    const here = new RegExp(pattern.source, "iuy");
    here.lastIndex = at;
    return here.test(withoutFigures(other, text));
  });
}

/** Scenes of another trade that the identity names: the page's kind may be a wrong guess. */
function otherTrades(kind: BusinessKind, identity: string): SceneId[] {
  return [...PATTERNS]
    .filter(([id, pattern]) => {
      const meaning = SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning;
      return (
        meaning.object !== true &&
        !meaning.kinds.includes(kind) &&
        pattern.test(withoutFigures(id, identity)) &&
        !readAsOwnTrade(id, kind, identity)
      );
    })
    .map(([id]) => id);
}

/** The description's first sentence: what the business is, before any detail. */
export function firstSentence(prompt: string): string {
  return prompt.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? "";
}

/**
 * The scenes for a business of this kind described by `text`, best first; [] when none fits. A kind's own
 * drawings the text does not name are a guess, dropped when the identity says otherwise: when it names a
 * thing that is not one of them (a surf school is a "school", but no classroom), or another trade while
 * the text names none of them (a "Barbearia" classed as a school by its street holds no class).
 */
/**
 * Of `ids`, the trades (not things, not the kind's own drawings) that `opening` (the title and first
 * sentence) names: what the business does, which leads its kind's generic drawing. None for kinds whose
 * drawing shows the medium.
 */
export function openingTrades(kind: BusinessKind, ids: SceneId[], opening: string): SceneId[] {
  if (MEDIUM_KINDS.has(kind)) return [];
  const kindOwn: SceneId[] = SCENES_BY_KIND[kind] ?? [];
  return ids.filter(
    (id) =>
      !kindOwn.includes(id) &&
      (SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning).object !== true &&
      (SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning).medium !== true &&
      (PATTERNS.get(id)?.test(withoutFigures(id, opening)) ?? false),
  );
}

export function scenesFor(
  kind: BusinessKind,
  text: string,
  subject = text,
  ownScenes = true,
  identity = "",
): SceneId[] {
  const named = matchedScenes(kind, text, subject, identity);
  const kindOwn: SceneId[] = SCENES_BY_KIND[kind] ?? [];
  const thing = !MEDIUM_KINDS.has(kind) && thingsNamed(kind, identity).some((id) => !kindOwn.includes(id));
  const trade = otherTrades(kind, identity).length > 0 && !kindOwn.some((id) => named.includes(id));
  // A named scene may contradict the kind's own ("yoga" and the gym's dumbbells): those are left out; and
  // when the page says it is that thing, even where the text names them (a bouldering "gym" has no weights).
  const excluded = (ids: SceneId[]) =>
    new Set(
      ids.flatMap((id) => (SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning).excludes ?? []),
    );
  const contradicted = excluded(named);
  const unsaid = excluded(thingsNamed(kind, identity));
  const doubted = identity !== "" && (thing || trade);
  const own = ownScenes && !doubted ? kindOwn.filter((id) => !contradicted.has(id)) : [];
  // A trade the opening sentence names beats the kind's own generic drawing: "Clínica dentária" is a
  // clinic by its first word, but what it does is teeth (the mirror, not the GP's stethoscope). Things
  // (coffee, cakes) and trades named later do not; kinds whose drawing shows the medium keep it first.
  // How the business sells (a webshop's checkout) comes after what it sells, wherever it is named.
  const isMedium = (id: SceneId) =>
    (SCENE_MEANINGS[id as keyof typeof SCENE_MEANINGS] as SceneMeaning).medium;
  const unsaidKept = named.filter((id) => !unsaid.has(id));
  const kept = [...unsaidKept.filter((id) => !isMedium(id)), ...unsaidKept.filter(isMedium)];
  const trades = openingTrades(kind, kept, identity || firstSentence(text));
  return [...new Set([...trades, ...kept, ...own])].slice(0, MAX_SCENES);
}
