/**
 * Translating a composer page through the page model: the texts to translate are collected from the model
 * (never from the HTML), sent to the AI provider as one JSON array, and written back item by item. The
 * owner's facts survive: a translated text that lost or changed a number, an e-mail address, a link or a
 * handle is not used (the original stays). Without an AI provider translation is refused (page-rules.ts).
 */

import { escapeRegex } from "../brief/vocabulary.js";
import { CHROME_TEXTS, RENDER_TEXTS } from "../composer/render/chrome-text.js";
import { type PageModel, SECTION_KINDS, type Section } from "../model.js";
import { LANGUAGE_NAMES, type Language, languageNamed, OWN_LANGUAGE_NAMES } from "./languages.js";
import { field, sectionTexts, type TextSlot } from "./model-texts.js";
import { findSectionKinds, SECTION_TITLES } from "./section-names.js";

export type TranslationScope =
  | { kind: "page" }
  | { kind: "headline" }
  /** The sections the request names ("the FAQ"), found on the page when translating. */
  | { kind: "sections"; named: string; sections: Section["kind"][] };

export interface TranslationRequest {
  language: Language;
  scope: TranslationScope;
}

/** Sends a system and a user prompt to the AI provider; resolves with its whole answer. */
export type Complete = (system: string, prompt: string) => Promise<string>;

const escaped = LANGUAGE_NAMES.map(escapeRegex).join("|");
const own = OWN_LANGUAGE_NAMES.map(escapeRegex).join("|");
const TARGET = new RegExp(`\\b(?:in|into|to)\\s+(${own})(?![\\p{L}])`, "iu");
const ANY_LANGUAGE = new RegExp(`(?<![\\p{L}])(${escaped})(?![\\p{L}])`, "iu");
/** "translate", and the verb in the languages the composer writes ("Übersetze", "traduisez", "vertaal"). */
const TRANSLATE = /(?<![\p{L}])(?:translat|übersetz|tradu[cizí]|vertaal|przetłumacz|fordíts)\p{L}*/iu;
/** "make the page Italian", "switch the language to German", "rewrite everything in French". */
const LANGUAGE_CHANGE =
  /\b(?:language|(?:re)?write|rewrite|put|make|switch|change|have|show|convert)\b.*\b(?:page|site|copy|text|everything|it|all|language|content)\b/i;

/** Reads "translate the page into Italian", "the FAQ in German please", "switch the language to Spanish". */
export function readTranslationRequest(request: string): TranslationRequest | null {
  const target = request.match(TARGET) ?? (TRANSLATE.test(request) ? request.match(ANY_LANGUAGE) : null);
  if (!target) return null;
  if (!TRANSLATE.test(request) && !LANGUAGE_CHANGE.test(request)) return null;
  const language = languageNamed(target[1]!);
  if (!language) return null;
  const what = request.slice(0, target.index).replace(TRANSLATE, " ");
  return { language, scope: scopeOf(what) };
}

function scopeOf(what: string): TranslationScope {
  if (/\b(?:whole|entire|all|everything|page|site|website|copy|content)\b/i.test(what))
    return { kind: "page" };
  if (/\b(?:headline|heading|title|hero text)\b/i.test(what) && !/\bsection\b/i.test(what))
    return { kind: "headline" };
  const sections = findSectionKinds(what, "business-homepage", [...SECTION_KINDS]);
  return sections.length ? { kind: "sections", named: what, sections } : { kind: "page" };
}

export function describeTranslation(request: TranslationRequest): string {
  const { scope, language } = request;
  if (scope.kind === "page") return `Translated the page into ${language.name}`;
  if (scope.kind === "headline") return `Translated the headline into ${language.name}`;
  const names = scope.sections.map((kind) => SECTION_TITLES[kind] ?? kind).join(", ");
  return `Translated the ${names} into ${language.name}`;
}

function slotsFor(model: PageModel, scope: TranslationScope): TextSlot[] {
  if (scope.kind === "headline") {
    const hero = model.sections.find((s) => s.kind === "hero");
    return hero ? [field(hero, "heading")] : [];
  }
  if (scope.kind === "sections") {
    return model.sections
      .filter((s) => scope.sections.includes(s.kind))
      .flatMap((section) => sectionTexts(section));
  }
  const ui: Record<string, string> = { ...model.ui };
  model.ui = ui;
  // A page the composer wrote in its language also holds the renderers' few words ("Order", "Choose…"):
  // they are translated with the rest, or they would stay in the page's first language.
  const renderTexts = Object.values(RENDER_TEXTS).filter((english) => english in ui);
  const chromeSlots = [...CHROME_TEXTS, ...renderTexts].map((english) => ({
    get: () => ui[english] ?? english,
    set: (text: string) => {
      ui[english] = text;
    },
  }));
  return [
    ...model.sections.flatMap((section) => sectionTexts(section)),
    ...model.footer.map((item) => field(item, "title")),
    field(model.meta, "description"),
    ...chromeSlots,
  ];
}

/** Numbers, e-mail addresses, links and handles: a translation must carry every one of them unchanged. */
function factsIn(text: string): string[] {
  return text.match(/[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/\S+|www\.\S+|@\w+|\d+/g) ?? [];
}

function keepsFacts(original: string, translated: string): boolean {
  const have = factsIn(translated);
  return factsIn(original).every((fact) => {
    const at = have.indexOf(fact);
    if (at < 0) return false;
    have.splice(at, 1);
    return true;
  });
}

const SYSTEM = [
  "You translate the texts of a landing page. You answer with a JSON array of strings and nothing else.",
  "The answer has exactly as many strings as the question, in the same order; each is the translation of the string at its position.",
  "Keep every number, price, currency sign, date, time, e-mail address, link, phone number, @handle, person's name, company name and product name exactly as written.",
  "Do not add, drop or invent anything; keep each text about as long as the original.",
].join("\n");

/** The model's answer as an array of strings, if it is one (a code fence around it is tolerated). */
function readArray(answer: string, length: number): string[] | null {
  const start = answer.indexOf("[");
  const end = answer.lastIndexOf("]");
  if (start < 0 || end < start) return null;
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1));
    if (!Array.isArray(parsed) || parsed.length !== length) return null;
    return parsed.every((value) => typeof value === "string") ? (parsed as string[]) : null;
  } catch {
    return null;
  }
}

export interface TranslationOutcome {
  /** The translated copy of the model. */
  model: PageModel;
  /** How many texts were sent for translation (0: the scope named nothing on this page). */
  texts: number;
  /** How many texts kept their original because the translation changed a fact in them. */
  kept: number;
}

/**
 * Translates a copy of the model. Throws `TranslationUnreadable` when the provider's answer is not the
 * array that was asked for (nothing is changed then).
 */
export async function translateModel(
  stored: PageModel,
  request: TranslationRequest,
  complete: Complete,
): Promise<TranslationOutcome> {
  const model = structuredClone(stored);
  if (request.scope.kind === "sections") {
    const present = model.sections.map((s) => s.kind);
    request.scope.sections = findSectionKinds(
      request.scope.named,
      model.source.landingPageType,
      present,
    ).filter((kind) => present.includes(kind));
  }
  const slots = slotsFor(model, request.scope).filter((slot) => slot.get()?.trim());
  const originals = slots.map((slot) => slot.get() as string);
  if (originals.length === 0) return { model: stored, texts: 0, kept: 0 };
  const prompt = `Translate each string into ${request.language.name} (${request.language.code}).\n${JSON.stringify(originals)}`;
  const translated = readArray(await complete(SYSTEM, prompt), originals.length);
  if (!translated) throw new TranslationUnreadable();
  let kept = 0;
  slots.forEach((slot, i) => {
    const text = translated[i]!.trim();
    if (text && keepsFacts(originals[i]!, text)) slot.set(text);
    else kept++;
  });
  if (request.scope.kind === "page") {
    model.lang = request.language.code;
    model.dir = request.language.dir;
  }
  return { model, texts: originals.length, kept };
}

export class TranslationUnreadable extends Error {
  constructor() {
    super("The AI provider's translation could not be read");
  }
}

export interface TranslationsApplied {
  model: PageModel;
  applied: string[];
  notApplied: string[];
}

/**
 * Runs every translation request in a message (the rest is left to the change rules, which skip these
 * parts with `isTranslationRequest`).
 */
export async function applyTranslations(
  stored: PageModel,
  requests: string[],
  complete: Complete,
): Promise<TranslationsApplied> {
  let model = stored;
  const applied: string[] = [];
  const notApplied: string[] = [];
  for (const text of requests) {
    const request = readTranslationRequest(text);
    if (!request) continue;
    try {
      const outcome = await translateModel(model, request, complete);
      if (outcome.texts === 0) {
        notApplied.push(`“${text}” — the page has no such section to translate`);
        continue;
      }
      model = outcome.model;
      const kept = outcome.kept
        ? ` (${outcome.kept} text${outcome.kept === 1 ? "" : "s"} kept as written, to keep their figures and links exact)`
        : "";
      applied.push(`${describeTranslation(request)}${kept}`);
    } catch (error) {
      if (!(error instanceof TranslationUnreadable)) throw error;
      notApplied.push(`“${text}” — ${error.message}; nothing was changed. Please try again.`);
    }
  }
  return { model, applied, notApplied };
}

export function isTranslationRequest(text: string): boolean {
  return readTranslationRequest(text) !== null;
}
