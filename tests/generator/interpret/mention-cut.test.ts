/**
 * "remove the bit about …": a mention found in the page's text by what it is about and taken out with its
 * joining words, read (rule remove-mention) and applied. Each test names its rule.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

function said(say: string, model: PageModel) {
  const read = interpret(say, model, {});
  return { read, result: applyOps(model, read.ops, { request: say }) };
}

function withAbout(lead: string): PageModel {
  const model = examplePage("cafe");
  model.sections.find((s) => s.kind === "about")!.lead = lead;
  return model;
}

const aboutLead = (m: PageModel) => m.sections.find((s) => s.kind === "about")!.lead;

describe("a mention removed by what it is about", () => {
  it("the shipping threshold goes wherever the page says it, not the section whose name is in the request", () => {
    const { result } = said("remove the bit about free shipping", examplePage("shop"));
    expect(result.applied).toEqual([
      "Removed “Free UK shipping over £40,” everywhere on the page",
      "Removed “Free UK shipping over £40”, the last thing in Offers, and the section with it",
    ]);
    // The banner's lead keeps its other clause, as a sentence of its own.
    expect(result.model.sections.find((s) => s.kind === "hero")?.lead).toBe("Dispatched in 2 days.");
    // "about" names what is cut, never a section to remove: every section stays but the one it emptied.
    expect(result.model.sections.map((s) => s.kind)).toEqual(
      examplePage("shop")
        .sections.map((s) => s.kind)
        .filter((kind) => kind !== "offers"),
    );
  });

  it("remove-mention: a clause after a comma goes with its comma, the sentence stays whole", () => {
    const { result } = said(
      "remove the bit about parking",
      withAbout("We bake every morning from six, with free parking behind the shop. Dogs are welcome."),
    );
    expect(aboutLead(result.model)).toBe("We bake every morning from six. Dogs are welcome.");
  });

  it("remove-mention: a sentence of a longer text goes whole", () => {
    const { result } = said(
      "remove the mention of parking",
      withAbout("We bake every morning from six. Free parking behind the shop. Dogs are welcome."),
    );
    expect(aboutLead(result.model)).toBe("We bake every morning from six. Dogs are welcome.");
  });

  it("remove-mention: words the page does not say are refused for free in the page's language", () => {
    const { read, result } = said("quita lo del aparcamiento", examplePage("tienda"));
    expect(read.ops).toEqual([
      { op: "refuse", part: "quita lo del aparcamiento", why: "la página no dice nada de «aparcamiento»" },
    ]);
    expect(result.applied).toEqual([]);
  });
});

describe("a mention that is a card's whole text, not its title", () => {
  const PLANS =
    "Shiplog turns merged pull requests into a public changelog. Team is $19/month for 10 projects. Business is $79/month with SSO.";

  it("remove-mention: the card keeps its name and price, only the text that says it goes", () => {
    const { model } = compose("saas-signup", PLANS, { companyName: "Shiplog", title: "Changelogs" });
    const { read, result } = said("remove the SSO mention", model);
    const pricing = () => result.model.sections.find((s) => s.kind === "pricing")!;
    expect(read.readBy.map((b) => b.rule)).toEqual(["remove-mention"]);
    expect(result.applied).toEqual(["Removed “With SSO”"]);
    expect(pricing().items.map((i) => [i.title, i.price, i.text ?? ""])).toEqual([
      ["Team", "$19/month for 10 projects", ""],
      ["Business", "$79/month", ""],
    ]);
  });
});
