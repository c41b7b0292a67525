/** Every text a page shows with its edit path, for finding a phrase or a fact the owner names. */
import type { PageModel } from "../model.js";
import { norm, tokens } from "./text.js";

export interface PageText {
  path: string;
  text: string;
}

export function pageTexts(model: PageModel): PageText[] {
  const texts: PageText[] = [];
  const add = (path: string, text: string | undefined) => {
    if (text) texts.push({ path, text });
  };
  for (const s of model.sections) {
    const at = `sections.${s.id}`;
    add(`${at}.eyebrow`, s.eyebrow);
    add(`${at}.heading`, s.heading);
    add(`${at}.tagline`, s.tagline);
    add(`${at}.lead`, s.lead);
    add(`${at}.cta.label`, s.cta?.label);
    add(`${at}.secondaryCta.label`, s.secondaryCta?.label);
    add(`${at}.form.submitLabel`, s.form?.submitLabel);
    s.items.forEach((item, i) => {
      add(`${at}.items.${i}.title`, item.title);
      add(`${at}.items.${i}.text`, item.text);
      add(`${at}.items.${i}.meta`, item.meta);
      add(`${at}.items.${i}.price`, item.price);
    });
  }
  model.footer.forEach((item, i) => {
    add(`footer.${i}.title`, item.title);
    add(`footer.${i}.text`, item.text);
  });
  return texts;
}

const NORMED = new WeakMap<PageModel, string[]>();

/**
 * Every text the page shows, normalised once per model (norm: lower case, accents off): rules ask the same
 * page for many phrases (a swap tries every split of the owner's words). The interpreter never changes the
 * model it reads, so the cache holds for the whole reading.
 */
export function normedPageTexts(model: PageModel): string[] {
  let texts = NORMED.get(model);
  if (!texts) {
    texts = pageTexts(model).map(({ text }) => norm(text));
    NORMED.set(model, texts);
  }
  return texts;
}

/** True when the page writes this phrase somewhere (case and accents ignored). */
export function pageSays(model: PageModel, phrase: string): boolean {
  const p = norm(phrase);
  return p.length > 0 && normedPageTexts(model).some((t) => t.includes(p));
}

const WORDS = new WeakMap<PageModel, Set<string>>();

/** Every word the page writes (accents off), for telling the owner's own words from the page's. */
export function pageWords(model: PageModel): Set<string> {
  let words = WORDS.get(model);
  if (!words) {
    words = new Set(pageTexts(model).flatMap(({ text }) => tokens(text)));
    WORDS.set(model, words);
  }
  return words;
}
