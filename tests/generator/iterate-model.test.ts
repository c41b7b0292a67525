/**
 * With a model configured, the model reads every change request (decision 0036), through a fake
 * OpenAI-compatible model on loopback that answers by JSON schema: it sees the whole request with the
 * rules' reading as a hint; its operations are applied, the rules stand behind a part it leaves out, and
 * whatever it answers — invented facts, paths the page lacks, two answers at once, junk, nothing, too
 * late — no invented fact reaches the page and a change that does nothing costs nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import {
  GenerationError,
  type IteratedPage,
  type IterateResult,
  type LlmSettings,
} from "../../src/generator/types.js";
import {
  type FakeAnswer,
  type FakeLlmServer,
  fakeModelSettings,
  lastUserText,
  startFakeLlmServer,
} from "../helpers/fake-llm-server.js";
import { page, visible } from "./ops/pages.js";

let server: FakeLlmServer;
let llm: LlmSettings;
let restaurant: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  llm = fakeModelSettings(server);
  restaurant = renderStoredModel(page("restaurant")).html;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const FAILED = "The AI could not read your request this time, so it was read without the AI";
const answer = (ops: unknown[]): FakeAnswer => ({ text: JSON.stringify({ ops }) });
const parts = (list: { part: string; ops: unknown[] }[]): FakeAnswer => ({
  text: JSON.stringify({ parts: list }),
});

async function change(text: string, answers: FakeAnswer[], extra: { scope?: { section: string } } = {}) {
  server.enqueue(...answers);
  return iteratePage(restaurant, text, { provider: "llm", llm, ...extra });
}

function applied(result: IterateResult): IteratedPage & { stored: PageModel; page: string } {
  if (!result.ok) throw new Error(`expected a change, got: ${result.message}`);
  return { ...result, stored: readModelBlock(result.html) as PageModel, page: visible(result.html) };
}

function refused(result: IterateResult): string {
  if (result.ok) throw new Error(`expected nothing to change, got: ${result.applied.join("; ")}`);
  return result.message;
}

const heading = (model: PageModel, kind: string) => model.sections.find((s) => s.kind === kind)?.heading;

describe("the model reads the whole request", () => {
  it("is sent every request, with the rules' reading of each part as its hint, and its operations are applied", async () => {
    const result = applied(
      await change("lunch is €16 now and go dark", [
        parts([
          { part: "lunch is €16 now", ops: [{ op: "set_fact", kind: "price", from: "€14", to: "€16" }] },
          { part: "go dark", ops: [{ op: "set_style", scheme: "dark" }] },
        ]),
      ]),
    );
    const prompt = lastUserText(server.requests[0]!);
    expect(prompt).toContain('"lunch is €16 now and go dark"');
    expect(prompt).toContain(
      '1. "lunch is €16 now" → [{"op":"set_fact","kind":"price","from":"€14","to":"€16"}]',
    );
    expect(prompt).toContain('2. "go dark" → [{"op":"set_style","scheme":"dark"}]');
    expect(result.page).toContain("€16");
    expect(result.page).not.toContain("€14");
    expect(result.stored.settings.scheme).toBe("dark");
    expect(result.notApplied).toBeUndefined();
  });

  it("applies the model's reading of a part instead of the rules' when they differ", async () => {
    const hero = page("restaurant").sections[0]!.id;
    const result = applied(
      await change("make the headline more inviting", [
        answer([{ op: "set_text", path: `sections.${hero}.heading`, value: "Fresh pasta, made for you" }]),
      ]),
    );
    expect(heading(result.stored, "hero")).toBe("Fresh pasta, made for you");
    expect(result.stored.settings.design).toBe(page("restaurant").settings.design);
    expect(result.applied).toHaveLength(1);
  });

  it("keeps the rules' reading of the parts the model left out, and names a part neither read", async () => {
    const result = applied(
      await change("lunch is €16 now, switch to dark mode and make it sparkle like a summer evening", [
        parts([
          { part: "lunch is €16 now", ops: [{ op: "set_fact", kind: "price", from: "€14", to: "€16" }] },
        ]),
      ]),
    );
    expect(result.page).toContain("€16");
    expect(result.stored.settings.scheme).toBe("dark");
    expect(result.notApplied).toEqual([
      expect.stringMatching(/^“make it sparkle like a summer evening” — not understood/),
    ]);
  });

  it("stops at what the owner selected: an operation on another section is left out and named", async () => {
    const model = page("restaurant");
    const kitchen = model.sections.find((s) => s.kind === "services")!;
    const result = applied(
      await change(
        "make this warmer",
        [
          answer([
            { op: "set_text", path: `sections.${kitchen.id}.heading`, value: "Our family kitchen" },
            { op: "set_text", path: `sections.${model.sections[0]!.id}.heading`, value: "Welcome home" },
          ]),
        ],
        { scope: { section: kitchen.id } },
      ),
    );
    expect(lastUserText(server.requests[0]!)).toContain(
      `[${kitchen.id}] services, ${kitchen.items.length} items  (selected by the owner)`,
    );
    expect(heading(result.stored, "services")).toBe("Our family kitchen");
    expect(heading(result.stored, "hero")).toBe(heading(model, "hero"));
    expect(result.notApplied).toEqual(["Left out a change to the top banner: you selected Services"]);
  });
});

describe("nothing the model invents reaches the page", () => {
  it("refuses for free a testimonial the model made up, naming what it left out", async () => {
    const message = refused(
      await change("add a testimonial", [
        answer([
          {
            op: "add_item",
            section: "testimonials",
            item: { title: "Unforgettable", text: "“The best pasta I ever had.”", meta: "Jane Doe" },
          },
        ]),
      ]),
    );
    expect(message).toMatch(/^Nothing was changed, and nothing was charged\./);
    expect(message).toContain("Left out “The best pasta I ever had.”");
  });

  it("cuts an invented figure from a rewritten text and keeps the owner's words around it", async () => {
    const hero = page("restaurant").sections[0]!.id;
    const result = applied(
      await change("make the intro warmer", [
        answer([
          {
            op: "set_text",
            path: `sections.${hero}.lead`,
            value: "Fresh pasta every day, made by our family. Family-run since 1987.",
          },
        ]),
      ]),
    );
    expect(result.page).toContain("Fresh pasta every day, made by our family.");
    expect(result.page).not.toContain("1987");
    expect(result.notApplied).toEqual(["Left out “since 1987”: it is not in your request or on the page"]);
  });

  it("gives way to the owner's own value when the model makes one up for what the rules read", async () => {
    const result = applied(
      await change("lunch is €16 now", [answer([{ op: "set_fact", kind: "price", from: "€14", to: "€18" }])]),
    );
    expect(result.page).toContain("€16");
    expect(result.page).not.toContain("€18");
    expect(result.notApplied).toEqual(["Left out “€18”: it is not in your request or on the page"]);
  });

  it("leaves out both of two answers for the same thing, names them, and applies the rest", async () => {
    const hero = page("restaurant").sections[0]!.id;
    const result = applied(
      await change("make the headline more inviting and go dark", [
        answer([
          { op: "set_text", path: `sections.${hero}.heading`, value: "Pasta worth the trip" },
          { op: "set_text", path: `sections.${hero}.heading`, value: "Lisbon's warmest kitchen" },
          { op: "set_style", scheme: "dark" },
        ]),
      ]),
    );
    expect(heading(result.stored, "hero")).toBe(heading(page("restaurant"), "hero"));
    expect(result.stored.settings.scheme).toBe("dark");
    expect(result.notApplied).toContain(
      "The AI gave different answers for the same thing (“Pasta worth the trip”, “Lisbon's warmest kitchen”), so none of them was used",
    );
  });
});

describe("a model answer that cannot be used costs nothing", () => {
  it("names operations on texts and sections the page does not have", async () => {
    const message = refused(
      await change("change the button", [
        answer([
          { op: "set_text", path: "sections.s42.cta", value: "Book now" },
          { op: "remove_section", section: "s9" },
        ]),
      ]),
    );
    expect(message).toMatch(/^Nothing was changed, and nothing was charged\./);
    expect(message).toContain("sections.s42.cta");
    expect(message).toContain("s9");
  });

  it("refuses an answer that leaves the page as it was", async () => {
    const message = refused(
      await change("make it feel special", [answer([{ op: "set_style", scheme: "auto" }])]),
    );
    expect(message).toMatch(/^Nothing was changed, and nothing was charged\./);
  });

  it("falls back to the rules' reading when the model answers junk twice, and says so", async () => {
    const result = applied(
      await change("go dark", [{ text: "Sure, dark it is!" }, { text: "<html>dark</html>" }]),
    );
    expect(result.stored.settings.scheme).toBe("dark");
    expect(result.notApplied).toEqual([FAILED]);
    expect(server.requests).toHaveLength(2);
  });

  it("falls back to the rules' reading when the model is too slow", async () => {
    server.enqueue({ ...answer([{ op: "set_style", scheme: "light" }]), delayMs: 3000 });
    const result = applied(
      await iteratePage(restaurant, "go dark", { provider: "llm", llm: { ...llm, timeoutMs: 300 } }),
    );
    expect(result.stored.settings.scheme).toBe("dark");
    expect(result.notApplied).toEqual([FAILED]);
  });

  it("fails for free, asking to try again, when the model answers nothing twice and the rules read nothing", async () => {
    const error = await change("make it sparkle like a summer evening", [{ text: "" }, { text: "" }]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).code).toBe("provider_error");
  });
});
