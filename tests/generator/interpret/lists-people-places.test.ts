/**
 * Adding to the owner's lists, people and places on one composed page: a new area joins the list of areas
 * wherever the page says it, a person added with a job joins the team with that role, a plan's detail goes
 * where the plans keep theirs, and a sentence that lists things done (verbs) is no list a service joins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/engine/page-model-block.js";
import { generatePage } from "../../../src/generator/index.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

let page: PageModel;
let prosePlaces: PageModel;

beforeAll(async () => {
  const made = await generatePage({
    title: "Brightside cleaning",
    companyName: "Brightside",
    landingPageType: "business-homepage",
    industry: "other",
    logoOption: "generate",
    logoData: null,
    targetAudience: "",
    prompt:
      "Brightside cleans offices, washes windows and shampoos carpets in Norwich, Wymondham and Dereham. Services: office cleaning, window washing, carpet shampooing. Plans: Weekly £90/month for 1 visit a week, Daily £350/month for 5 visits a week. Team: Ruth Cole (founder) and Sam Lee (supervisor). Call 01603 555 010.",
  });
  page = readModelBlock(made.html)!;
  const grooming = await generatePage({
    title: "Suds & Tails mobile dog grooming",
    companyName: "Suds & Tails",
    landingPageType: "lead-generation",
    industry: "other",
    logoOption: "generate",
    logoData: null,
    targetAudience: "",
    prompt:
      "Mobile dog grooming in Bristol, Bath and Keynsham. Full groom from £45, nail trim £12. Call 0117 496 0000 to book.",
  });
  prosePlaces = readModelBlock(grooming.html)!;
});

function said(say: string) {
  const read = interpret(say, page, {});
  return { read, result: applyOps(page, read.ops, { request: say }) };
}

const section = (m: PageModel, kind: string) => m.sections.find((s) => s.kind === kind)!;

describe("a new place joins the page's list of areas, never a card", () => {
  it("add-place: 'we now also cover Attleborough' joins the areas in the banner, the answer and the card", () => {
    const { read, result } = said("we now also cover Attleborough");
    expect(read.readBy.map((r) => r.rule)).toEqual(["add-place"]);
    const text = JSON.stringify(result.model.sections);
    expect(text).not.toContain("Wymondham and Dereham");
    expect(text.split("Norwich, Wymondham, Dereham and Attleborough").length - 1).toBe(3);
    expect(section(result.model, "services").items).toEqual(section(page, "services").items);
  });

  it("add-place: a list of the description's places said only in sentences gets the new place too", () => {
    const read = interpret("we also cover Portishead now", prosePlaces, {});
    expect(read.readBy.map((r) => r.rule)).toEqual(["add-place"]);
    const result = applyOps(prosePlaces, read.ops, { request: "we also cover Portishead now" });
    const text = JSON.stringify(result.model.sections);
    expect(text).toContain("Bristol, Bath, Keynsham and Portishead");
    expect(text).not.toContain("Bristol, Bath and Keynsham");
  });

  it("add-place: a place the list already names is said so, nothing changes", () => {
    const { read } = said("we also cover Dereham now");
    expect(read.ops.map((op) => op.op)).toEqual(["refuse"]);
  });
});

describe("a person added by name with a job joins the team", () => {
  it("add-person: 'add Lucy Ward, our new cleaning supervisor' gets a card with her role", () => {
    const { read } = said("add Lucy Ward, our new cleaning supervisor");
    expect(read.ops).toEqual([
      { op: "add_item", section: "team", item: { title: "Lucy Ward", meta: "Cleaning supervisor" } },
    ]);
  });

  it("add-person: a job said before the name is the role ('add our window cleaner Tom Hart')", () => {
    const { read } = said("add our window cleaner Tom Hart");
    expect(read.ops).toEqual([
      { op: "add_item", section: "team", item: { title: "Tom Hart", meta: "Window cleaner" } },
    ]);
  });

  it("add-person: someone the team already shows is not added twice", () => {
    const { read } = said("add Sam Lee to the team");
    expect(read.ops.map((op) => op.op)).toEqual(["refuse"]);
  });
});

describe("what the owner says after a plan's price", () => {
  it("add-items: 'for 3 visits a week' stays with the price, as the page's plans write theirs", () => {
    const { read } = said("add a third plan: Busy £210/month for 3 visits a week");
    expect(read.ops).toEqual([
      {
        op: "add_item",
        section: "pricing",
        item: { title: "Busy", price: "£210/month for 3 visits a week" },
      },
    ]);
  });
});

describe("a sentence of things done is no list a service joins", () => {
  it("add-items: a new service is a card; 'cleans offices, washes windows and shampoos carpets' stays", () => {
    const { result } = said("add oven cleaning to our services");
    expect(section(result.model, "services").items.at(-1)?.title).toBe("Oven cleaning");
    expect(section(result.model, "hero").lead).toBe(section(page, "hero").lead);
  });
});
