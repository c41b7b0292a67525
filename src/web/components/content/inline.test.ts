import { describe, expect, it } from "vitest";
import { parseInline } from "./inline";

describe("parseInline", () => {
  it("keeps plain text as one token", () => {
    expect(parseInline("Hello world")).toEqual([{ kind: "text", text: "Hello world" }]);
  });

  it("parses bold, code and links in order", () => {
    expect(parseInline("A **b** `c` [d](/faq) e")).toEqual([
      { kind: "text", text: "A " },
      { kind: "bold", children: [{ kind: "text", text: "b" }] },
      { kind: "text", text: " " },
      { kind: "code", text: "c" },
      { kind: "text", text: " " },
      { kind: "link", href: "/faq", children: [{ kind: "text", text: "d" }] },
      { kind: "text", text: " e" },
    ]);
  });

  it("parses a link inside bold", () => {
    expect(parseInline("**E-mail:** [a@b.c](mailto:a@b.c)")).toEqual([
      { kind: "bold", children: [{ kind: "text", text: "E-mail:" }] },
      { kind: "text", text: " " },
      { kind: "link", href: "mailto:a@b.c", children: [{ kind: "text", text: "a@b.c" }] },
    ]);
  });

  it("leaves an unclosed mark as text", () => {
    expect(parseInline("2 ** 3")).toEqual([{ kind: "text", text: "2 ** 3" }]);
  });
});
