import { describe, expect, it } from "vitest";
import { parseInline } from "../components/content/inline";
import { FAQ_DISCLAIMER, FAQ_ENTRIES } from "./faq";
import { LEGAL_DOCUMENTS } from "./legal";
import { SHOWCASE_CATEGORIES, SHOWCASE_EXAMPLES } from "./showcase";
import type { ContentBlock, LegalDocument, LegalParty } from "./types";

const party: LegalParty = {
  legalName: "Test Operator Kft.",
  productName: "TestBuilder",
  registrationNumber: "01-09-999999",
  address: "Test utca 1, 1011 Budapest, Hungary",
  email: "legal@test.example",
  phone: "+36 1 000 0000",
};

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case "p":
    case "h3":
    case "note":
      return block.text;
    case "ul":
    case "ol":
      return block.items.join("\n");
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()].join("\n");
  }
}

function fullText(doc: LegalDocument): string {
  return [
    doc.title,
    doc.summary,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
  ].join("\n");
}

const docs = Object.entries(LEGAL_DOCUMENTS).map(([key, factory]) => [key, factory(party)] as const);

describe("legal documents", () => {
  it.each(docs)(
    "%s has its path, the effective date, unique section ids and the operator's name",
    (key, doc) => {
      expect(doc.path).toBe(`/${key}`);
      expect(doc.effectiveDate).toBe("October 10, 2025");
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(fullText(doc)).toContain(party.legalName);
    },
  );

  it.each(docs)("%s links only to existing pages", (_key, doc) => {
    const known = new Set(["/", "/about", "/faq", "/showcase", ...docs.map(([, d]) => d.path)]);
    for (const section of doc.sections) {
      for (const block of section.blocks) {
        const walk = (tokens: ReturnType<typeof parseInline>) => {
          for (const token of tokens) {
            if (token.kind === "link" && token.href.startsWith("/")) expect(known).toContain(token.href);
            if (token.kind === "link" || token.kind === "bold") walk(token.children);
          }
        };
        for (const line of blockText(block).split("\n")) walk(parseInline(line));
      }
    }
  });

  it("states the business rules the spec requires", () => {
    const text = Object.fromEntries(docs.map(([key, doc]) => [key, fullText(doc)]));
    expect(text.terms).toContain("18 years old");
    expect(text.terms).toContain("€0.01");
    expect(text.terms).toContain("expire 90 days after the purchase");
    expect(text.terms).toMatch(/demo \(sandbox\) payments/);
    expect(text.terms).toContain("courts of Budapest");
    expect(text["return-policy"]).toContain("within 14 days of a purchase");
    expect(text["return-policy"]).toContain("up to 7 business days");
    expect(text["dispute-resolution"]).toContain("Within 5 business days");
    expect(text["dispute-resolution"]).toContain("Within 10 business days");
    expect(text["dispute-resolution"]).toContain("Within 30 business days");
    expect(text["dispute-resolution"]).toContain("Online Dispute Resolution");
    for (const right of ["Access", "Rectification", "Erasure", "Restriction", "Portability", "Objection"]) {
      expect(text.privacy).toContain(`**${right}:**`);
    }
    expect(text.privacy).toContain("NAIH");
    expect(text["cookie-policy"]).toContain("cookie-consent");
  });
});

describe("FAQ", () => {
  it("has the ten topics with unique ids and a disclaimer", () => {
    expect(FAQ_ENTRIES).toHaveLength(10);
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(10);
    expect(FAQ_DISCLAIMER).toContain("Disclaimer");
    const tokens = FAQ_ENTRIES.find((e) => e.id === "tokens")?.answer.join(" ") ?? "";
    expect(tokens).toContain("500 tokens plus 50 for every full 100 characters");
    expect(tokens).toContain("expire 90 days after purchase");
    expect(tokens).toContain("500 free welcome tokens");
  });
});

describe("showcase", () => {
  it("has unique examples in known categories, each category non-empty", () => {
    expect(new Set(SHOWCASE_EXAMPLES.map((e) => e.id)).size).toBe(SHOWCASE_EXAMPLES.length);
    for (const category of SHOWCASE_CATEGORIES.filter((c) => c.id !== "all")) {
      expect(SHOWCASE_EXAMPLES.some((e) => e.category === category.id)).toBe(true);
    }
  });
});
