import { describe, expect, it } from "vitest";
import { TAILWIND_MARKER, toModelView } from "../../src/generator/llm/model-view.js";

const COMPILED = '<style data-tailwind="full">/*tw:@theme{--color-x:red}*/.a{color:red}</style>';
const LOGO = `data:image/png;base64,${"Q".repeat(400)}`;
const PAGE = `<!doctype html><html><head><title>t</title>${COMPILED}\n</head><body><img src="${LOGO}" alt="logo"><img src="data:image/gif;base64,R0l=" alt="small"></body></html>`;

describe("toModelView", () => {
  it("replaces the compiled CSS and large data URLs with markers, keeping small ones", () => {
    const view = toModelView(PAGE);
    expect(view.html).toContain(TAILWIND_MARKER);
    expect(view.html).not.toContain(".a{color:red}");
    expect(view.html).not.toContain("QQQQ");
    expect(view.html).toContain('src="data:image/png;embedded,EMBEDDED_1"');
    expect(view.html).toContain("data:image/gif;base64,R0l=");
  });

  it("restores everything in an edited answer", () => {
    const view = toModelView(PAGE);
    const edited = view.html.replace("<title>t</title>", "<title>New</title>");
    expect(view.restore(edited)).toBe(PAGE.replace("<title>t</title>", "<title>New</title>"));
  });

  it("puts the compiled block back into the head when the model dropped the marker", () => {
    const view = toModelView(PAGE);
    const restored = view.restore(view.html.replace(TAILWIND_MARKER, ""));
    expect(restored).toContain(`${COMPILED}\n</head>`);
  });

  it("leaves a page without compiled CSS or large data alone", () => {
    const page = "<html><head></head><body><p>x</p></body></html>";
    const view = toModelView(page);
    expect(view.html).toBe(page);
    expect(view.restore(page)).toBe(page);
  });
});
