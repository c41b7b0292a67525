import { describe, expect, it } from "vitest";
import { POINT_APP_SOURCE, POINT_FRAME_SOURCE } from "../../core/point-protocol";
import { withPointScript } from "../../server/templates/point-script";
import { outlineMessage, readFrameMessage } from "./point-frame";

const fromFrame = (fields: Record<string, unknown>) => ({ source: POINT_FRAME_SOURCE, ...fields });

describe("readFrameMessage", () => {
  it("reads a section the owner asked about, as the scope of the next change", () => {
    expect(readFrameMessage(fromFrame({ type: "ask", section: "s3", label: "the pricing section" }))).toEqual(
      {
        type: "ask",
        part: { scope: { section: "s3" }, label: "the pricing section" },
      },
    );
  });

  it("keeps a chosen text's edit path", () => {
    const message = fromFrame({
      type: "selected",
      section: "s1",
      path: "sections.s1.headline",
      label: "“Ship faster”",
    });
    expect(readFrameMessage(message)).toEqual({
      type: "selected",
      part: { scope: { section: "s1", path: "sections.s1.headline" }, label: "“Ship faster”" },
    });
  });

  it("reads the page's ready signal", () => {
    expect(readFrameMessage(fromFrame({ type: "ready" }))).toEqual({ type: "ready" });
  });

  it("refuses messages from anything but the point script, and parts the API would refuse", () => {
    expect(readFrameMessage({ source: "other", type: "ask", section: "s3" })).toBeNull();
    expect(readFrameMessage("ask")).toBeNull();
    expect(readFrameMessage(null)).toBeNull();
    expect(readFrameMessage(fromFrame({ type: "navigate", section: "s3" }))).toBeNull();
    expect(readFrameMessage(fromFrame({ type: "ask" }))).toBeNull();
    expect(readFrameMessage(fromFrame({ type: "ask", section: "3 OR 1=1" }))).toBeNull();
    // A text path must lie inside the section it names.
    expect(readFrameMessage(fromFrame({ type: "ask", section: "s1", path: "sections.s2.title" }))).toBeNull();
  });

  it("tidies the page's label and names a part without one", () => {
    const long = `${"word ".repeat(40)}end`;
    const read = readFrameMessage(fromFrame({ type: "ask", section: "s2", label: `  ${long}  ` }));
    expect(read?.type === "ask" && read.part.label.length).toBe(80);
    expect(read?.type === "ask" && read.part.label.endsWith("…")).toBe(true);
    const unnamed = readFrameMessage(fromFrame({ type: "ask", section: "s2", label: 42 }));
    expect(unnamed?.type === "ask" && unnamed.part.label).toBe("the selected part");
  });
});

describe("outlineMessage", () => {
  it("asks the point script to outline the changed sections", () => {
    expect(outlineMessage(["s2", "s5"])).toEqual({
      source: POINT_APP_SOURCE,
      type: "outline",
      sections: ["s2", "s5"],
    });
  });
});

describe("the preview's point script", () => {
  it("posts and reads the same sources as the app", () => {
    const script = withPointScript("<!doctype html><html><body><p>x</p></body></html>");
    expect(script).toContain(`source: "${POINT_FRAME_SOURCE}"`);
    expect(script).toContain(`"${POINT_APP_SOURCE}"`);
  });
});
