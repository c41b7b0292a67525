/**
 * The guard on a model's edit of a raw-HTML page from an earlier version: an edit no reader can see
 * (a comment, attribute order, an unused data-* attribute) is free; one a reader sees (a class, a word) is
 * a change; new words in another language than the page's are left out; a value the owner gave that the
 * edited page does not show is named as not done, in the page's language.
 */
import { describe, expect, it } from "vitest";
import { guardRawEdit } from "../../src/generator/iterate/raw-html.js";
import { keepEditLanguage } from "../../src/generator/llm/edit-language.js";
import { sameToReader } from "../../src/generator/llm/reader-view.js";
import type { IterateResult } from "../../src/generator/types.js";

const PAGE = `<!doctype html><html lang="de"><head><style>.big{font-size:2rem}[data-theme=dark]{color:#fff}</style></head><body><main><h1 class="big" id="top">Kanzlei Wendt</h1><p>Telefon 040 555 1234, kontakt@kanzlei-wendt.example</p></main></body></html>`;

const edited = (html: string): IterateResult => ({
  ok: true,
  html,
  model: "fake",
  title: "Kanzlei Wendt",
  report: { ok: true, issues: [] } as unknown as Extract<IterateResult, { ok: true }>["report"],
  applied: ["Erledigt"],
});

describe("an edit no reader can see", () => {
  // what the edit did | a reader sees it | the edited page
  const table: [string, boolean, string][] = [
    ["added a comment", false, PAGE.replace("</h1>", "<!-- kürzer --></h1>")],
    ["swapped attribute order", false, PAGE.replace('class="big" id="top"', "id='top' class=\"big\"")],
    ["added an unused data attribute", false, PAGE.replace("<h1 ", '<h1 data-bold="1" ')],
    ["wrote an entity for a character", false, PAGE.replace("Kanzlei Wendt<", "Kanzlei&#32;Wendt<")],
    ["added a data attribute the styles read", true, PAGE.replace("<main>", '<main data-theme="dark">')],
    ["changed a class", true, PAGE.replace('class="big"', 'class="big bold"')],
    ["changed a word", true, PAGE.replace("Kanzlei Wendt<", "Kanzlei Wendt & Partner<")],
  ];
  it.each(table)("%s: seen %s", (_what, seen, html) => {
    expect(sameToReader(PAGE, html)).toBe(!seen);
    expect(guardRawEdit(PAGE, "die Überschrift fetter", edited(html)).ok).toBe(seen);
  });
});

describe("new words in another language", () => {
  it("refuses a rewritten page that writes English on a German page, naming the text", () => {
    const result = guardRawEdit(
      PAGE,
      "Überschrift kürzer",
      edited(PAGE.replace("Kanzlei Wendt<", "Employment law, done right<")),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      "Weggelassen: „Employment law, done right“ – die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    );
  });

  it("leaves out an English edit and keeps a German one", () => {
    const h1 = '<h1 class="big" id="top">Kanzlei Wendt</h1>';
    const kept = { search: h1, replace: h1.replace("Kanzlei Wendt", "Arbeitsrecht in Hamburg") };
    const out = keepEditLanguage(
      PAGE,
      [{ search: h1, replace: h1.replace("Kanzlei Wendt", "Employment law, done right") }, kept],
      "Überschrift kürzer",
      "de",
    );
    expect(out.edits).toEqual([kept]);
    expect(out.leftOut).toHaveLength(1);
  });
});

describe("the request written onto the page", () => {
  it("is refused for free, naming it", () => {
    const result = guardRawEdit(
      PAGE,
      "Mach die Überschrift kürzer",
      edited(PAGE.replace("Kanzlei Wendt<", "Mach die Überschrift kürzer<")),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      "Weggelassen: „Mach die Überschrift kürzer“ – das ist Ihr Auftrag an uns, kein Text für Ihre Besucher",
    );
  });
});

describe("a value the owner gave that the edited page does not show", () => {
  it("is named as not done, whatever the summary says", () => {
    const html = PAGE.replace("040 555 1234", "040 555 9876");
    const result = guardRawEdit(
      PAGE,
      "Telefon jetzt 040 555 9876 und neue E-Mail info@kanzlei-wendt.example",
      edited(html),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.notApplied).toEqual([
      "Nicht gemacht: „info@kanzlei-wendt.example“ aus Ihrer Anfrage steht nicht auf der Seite – die KI hat es nicht eingefügt",
    ]);
  });

  it("says nothing when every value is on the page", () => {
    const html = PAGE.replace("040 555 1234", "040 555 9876");
    const result = guardRawEdit(PAGE, "Telefon jetzt 040 555 9876", edited(html));
    expect(result.ok && result.notApplied).toBeUndefined();
  });
});
