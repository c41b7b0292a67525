import { describe, expect, it } from "vitest";
import { titleHint } from "./seo-hints";

describe("the SEO title's hint", () => {
  it.each([
    {
      title: "Coffee subscriptions in Leeds | Bloom & Bean",
      company: "Bloom & Bean",
      hint: "Shown as “Coffee subscriptions in Leeds | Bloom & Bean | Bloom & Bean”: the page adds “| Bloom & Bean” itself, so leave the name out here. 59 characters: a good length for a browser tab and search results.",
    },
    {
      title: "Coffee subscriptions in Leeds — bloom & bean",
      company: "Bloom & Bean",
      hint: "Shown as “Coffee subscriptions in Leeds — bloom & bean | Bloom & Bean”: the page adds “| Bloom & Bean” itself, so leave the name out here. 59 characters: a good length for a browser tab and search results.",
    },
    {
      title: "Coffee subscriptions in Leeds",
      company: "Bloom & Bean",
      hint: "Shown as “Coffee subscriptions in Leeds | Bloom & Bean”. 44 characters: a good length for a browser tab and search results.",
    },
    {
      title: "Bloom & Bean",
      company: "Bloom & Bean",
      hint: "Shown as “Bloom & Bean | Bloom & Bean”. 27 characters: a little short — 30–60 reads best in a browser tab and search results.",
    },
  ])("for “$title” says: $hint", ({ title, company, hint }) => {
    expect(titleHint(title, company)).toBe(hint);
  });
});
