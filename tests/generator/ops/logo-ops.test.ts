import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGO_REFUSED_MESSAGE } from "../../../src/core/uploads.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import {
  LOGO_INITIALS_LINE,
  LOGO_NOT_GIVEN_MESSAGE,
  LOGO_SET_LINE,
} from "../../../src/generator/ops/logo-ops.js";
import { change, page, visible } from "./pages.js";

let logo: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 300, height: 80, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();
  logo = `data:image/png;base64,${png.toString("base64")}`;
});

describe("set_logo", () => {
  it("puts the owner's logo in the header and as the tab's icon, reported in their words", () => {
    const done = change(page("restaurant"), [{ op: "set_logo", image: logo }], `My logo: ${logo}`);
    expect(done.applied).toEqual([LOGO_SET_LINE]);
    expect(done.model.logo).toEqual({ kind: "image", dataUrl: logo });
    expect(visible(done.html)).toContain(`<link rel="icon" href="${logo}">`);
    expect(visible(done.html)).toMatch(new RegExp(`<img[^>]*src="${logo.replace(/[+/]/g, "\\$&")}"`));
  });

  it("refuses an image that did not come with the request (a model cannot make one up)", () => {
    const done = applyOps(page("restaurant"), [{ op: "set_logo", image: logo }], {
      request: "use my logo",
    });
    expect(done.applied).toEqual([]);
    expect(done.notApplied).toEqual([LOGO_NOT_GIVEN_MESSAGE]);
    expect(done.model.logo.kind).toBe("generated");
  });

  it("refuses a file that is not an image, as an upload would be", () => {
    const text = `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`;
    const done = change(page("restaurant"), [{ op: "set_logo", image: text }], text);
    expect(done.notApplied).toEqual([LOGO_REFUSED_MESSAGE]);
    expect(done.model.logo.kind).toBe("generated");
  });

  it("goes back to the business's initials without an image, and changes nothing when already there", () => {
    const withLogo = change(page("restaurant"), [{ op: "set_logo", image: logo }], logo).model;
    const back = change(withLogo, [{ op: "set_logo" }], "use our initials again");
    expect(back.applied).toEqual([LOGO_INITIALS_LINE]);
    expect(back.model.logo).toEqual({ kind: "generated", initials: "TS" });
    const again = change(back.model, [{ op: "set_logo" }], "use our initials again");
    expect(again.applied).toEqual([]);
    expect(again.notApplied[0]).toMatch(/^Nothing to change/);
  });
});
