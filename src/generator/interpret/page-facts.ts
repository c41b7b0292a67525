/** The facts a page gives now (its phone, e-mail, address, link), as it writes them. */
import type { PageModel } from "../model.js";
import type { FactKind } from "../ops/schema.js";
import { pageTexts } from "./page-texts.js";
import type { Reading } from "./reading.js";
import { findPhrase } from "./text.js";
import { emails, phones, urls } from "./values.js";

export function pageFact(r: Reading, kind: FactKind): string | null {
  const texts = pageTexts(r.model);
  const first = (read: (t: string) => string[]) => texts.map((t) => read(t.text)[0]).find(Boolean) ?? null;
  if (kind === "phone") return first(phones);
  if (kind === "email") return first(emails);
  if (kind === "url") return first(urls);
  if (kind === "address") {
    const labels = r.packs.flatMap((p) => p.facts.address);
    // A card labelled as an address, or whose text is the brief's address or town ("Where: York").
    const brief = r.model.brief;
    // A street address the page writes is the address, before a card that gives only its town: the town
    // is in other words too ("Divorce à Bordeaux"), which a new address must never replace.
    const street = (brief?.addresses ?? []).find(
      (a) => /\d/.test(a) && texts.some((t) => t.text.includes(a)),
    );
    if (street) return street;
    const places = new Set([...(brief?.addresses ?? []), ...(brief?.places ?? [])]);
    const card = [
      ...r.model.footer,
      ...r.model.sections.filter((s) => s.kind === "contact").flatMap((s) => s.items),
    ].find((i) => i.text && (findPhrase(i.title, labels) || places.has(i.text)));
    return card?.text ?? null;
  }
  return null;
}

/**
 * The distinct values of one kind the page writes (its phones, its e-mails), as it writes them: two
 * spellings of one number ("01904 555 010", "01904-555-010") are one value.
 */
export function distinctPageValues(model: PageModel, read: (text: string) => string[]): string[] {
  const values = new Map<string, string>();
  for (const { text } of pageTexts(model))
    for (const value of read(text)) values.set(value.replace(/[^\d+@\p{L}.]/gu, ""), value);
  return [...values.values()];
}

/** A phone as the page writes it, as a link: its spaces dashes (a dialler skips them; the fact guard finds it). */
export const telLinkAsWritten = (phone: string) => `tel:${phone.trim().replace(/[\s\u00a0]+/g, "-")}`;

/**
 * The page's texts, each with what it says: an item's text read after its title ("Leitung" · "Maria Huber"
 * says "Leitung: Maria Huber"), so a fact's label word is found with its value; `text` is what is edited.
 */
export function labelledTexts(model: PageModel): { path: string; text: string; said: string }[] {
  const labels = new Map<string, string>();
  for (const s of model.sections)
    s.items.forEach((item, i) => {
      if (item.title && item.text) labels.set(`sections.${s.id}.items.${i}.text`, item.title);
    });
  return pageTexts(model).map(({ path, text }) => {
    const label = labels.get(path);
    return { path, text, said: label ? `${label}: ${text}` : text };
  });
}
