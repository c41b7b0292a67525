import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "./company";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("builds title, description, Open Graph tags and a canonical link for a route", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers.", path: "/faq" });
    expect(meta).toContainEqual({ title: `FAQ | ${PRODUCT_NAME}` });
    expect(meta).toContainEqual({ name: "description", content: "Answers." });
    expect(meta).toContainEqual({ property: "og:title", content: `FAQ | ${PRODUCT_NAME}` });
    expect(meta).toContainEqual({ property: "og:description", content: "Answers." });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    const ogUrl = meta.find((m) => "property" in m && m.property === "og:url") as { content: string };
    expect(ogUrl.content).toMatch(/^https?:\/\/[^/]+\/faq$/);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: ogUrl.content });
  });

  it("keeps an exact title and an article type when asked", () => {
    const meta = pageMeta({ title: "Home", description: "d", path: "/", type: "article", exactTitle: true });
    expect(meta).toContainEqual({ title: "Home" });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
  });
});
