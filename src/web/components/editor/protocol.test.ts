import { describe, expect, it } from "vitest";
import { parseFrameMessage } from "./protocol";

const from = (message: Record<string, unknown>) => ({ source: "lf-editor-frame", ...message });

describe("messages from the editor frame", () => {
  it("accepts exactly the shapes the frame may send", () => {
    expect(parseFrameMessage(from({ type: "ready" }))).toEqual({ type: "ready" });
    expect(parseFrameMessage(from({ type: "text", n: 4, texts: ["Hello ", "world"] }))).toEqual({
      type: "text",
      n: 4,
      texts: ["Hello ", "world"],
    });
    expect(parseFrameMessage(from({ type: "section", n: 0, action: "delete", extra: "x" }))).toEqual({
      type: "section",
      n: 0,
      action: "delete",
    });
    expect(parseFrameMessage(from({ type: "image", n: 2, height: 99999 }))).toEqual({
      type: "image",
      n: 2,
      height: 2000,
    });
  });

  it("refuses anything else", () => {
    for (const message of [
      null,
      "render",
      { type: "ready" },
      { source: "lf-editor-app", type: "ready" },
      from({ type: "render", html: "<p>x</p>" }),
      from({ type: "section", n: -1, action: "delete" }),
      from({ type: "section", n: 1.5, action: "delete" }),
      from({ type: "section", n: 1, action: "explode" }),
      from({ type: "item", n: 1, action: "delete" }),
      from({ type: "text", n: 1, texts: "not a list" }),
      from({ type: "text", n: 1, texts: [1, 2] }),
      from({ type: "text", n: 1, texts: ["x".repeat(20_001)] }),
      from({ type: "image", n: 1, height: Number.NaN }),
    ]) {
      expect(parseFrameMessage(message)).toBeNull();
    }
  });
});
