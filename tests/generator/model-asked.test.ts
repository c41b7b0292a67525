/**
 * The model does what the owner asked and nothing more: where its answer for a part makes the change the
 * rules read there and others besides (a dark theme, a removed section for "change the phone"), the others
 * are left out and named in the page's language. Rewording and a reading of its own are not judged.
 * Through a fake OpenAI-compatible model on loopback.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { IterateResult } from "../../src/generator/types.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const GYM =
  "Ironbark Strength, a barbell gym in Bristol. Off-peak £29/month, Full £45/month. Open Mon–Fri 6:00–22:00. Call 0117 496 0555, hello@ironbark.example.";
const KANZLEI =
  "Kanzlei Wendt, Arbeitsrecht in Hamburg. Erstberatung 90 €, Stundensatz 220 €. Termine Mo–Fr 9–18 Uhr. Telefon 040 555 1234, kontakt@kanzlei-wendt.example.";

const fake = fakeModelForThisFile();

function pageOf(description: string, name: string): string {
  return renderStoredModel(
    compose("business-homepage", description, { companyName: name, title: name }).model,
  ).html;
}

async function change(html: string, request: string, ops: unknown[]): Promise<IterateResult> {
  fake.server.enqueue({ text: JSON.stringify({ parts: [{ part: request, ops }] }) });
  return iteratePage(html, request, { provider: "llm", llm: fake.llm });
}

const faqOf = (html: string) => readModelBlock(html)?.sections.some((s) => s.kind === "faq");

describe("a model answer that changes more than was asked", () => {
  it("changes the phone only; the dark theme and the removed FAQ are named as left out", async () => {
    const html = pageOf(GYM, "Ironbark Strength");
    expect(faqOf(html)).toBe(true);
    const result = await change(html, "change the phone to 0117 496 0999", [
      { op: "set_fact", kind: "phone", from: "0117 496 0555", to: "0117 496 0999" },
      { op: "set_style", scheme: "dark" },
      { op: "remove_section", section: "faq" },
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("0117 496 0999");
    expect(faqOf(result.html)).toBe(true);
    expect(readModelBlock(result.html)?.settings.scheme).not.toBe("dark");
    expect(result.notApplied).toEqual([
      "Left out “Switched to the dark theme”: the AI added it, but your request did not ask for it",
      "Left out “Removed the FAQ section”: the AI added it, but your request did not ask for it",
    ]);
  });

  it("names what it left out in the page's language", async () => {
    const result = await change(pageOf(KANZLEI, "Kanzlei Wendt"), "Die Erstberatung kostet jetzt 120 €", [
      { op: "set_fact", kind: "price", from: "90 €", to: "120 €" },
      { op: "remove_section", section: "faq" },
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("120 €");
    expect(result.notApplied?.[0]).toMatch(
      /^Weggelassen: „.+“ – die KI hat es hinzugefügt, aber Ihre Anfrage hat nicht danach gefragt$/,
    );
  });

  it("keeps a reworded line beside the change asked for", async () => {
    const html = pageOf(GYM, "Ironbark Strength");
    const result = await change(html, "change the phone to 0117 496 0999", [
      { op: "set_fact", kind: "phone", from: "0117 496 0555", to: "0117 496 0999" },
      { op: "set_text", path: "sections.s1.tagline", value: "Call 0117 496 0999 to book your first session" },
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("Call 0117 496 0999 to book your first session");
    expect(result.notApplied ?? []).toEqual([]);
  });
});
