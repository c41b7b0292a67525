/**
 * set_logo: the page's logo (in the header, the footer and as the tab's icon). An image must be the
 * owner's own, given with the request (an upload or the brand kit's logo), never one a model made up; it
 * passes the same check as an uploaded logo (type from its bytes, size cap, SVG made safe). Without an
 * image the page goes back to the business's initials.
 */
import { initialsOf } from "../composer/write/text.js";
import { checkUpload } from "../uploads/check-upload.js";
import { type HandlerTable, notApplied } from "./outcome.js";

export const LOGO_SET_LINE = "Put your logo on the page (and made it the tab's icon)";
export const LOGO_INITIALS_LINE = "Replaced the logo with the business's initials";
export const LOGO_NOT_GIVEN_MESSAGE = "Upload the logo (or add it to your brand kit) to put it on the page";

export const LOGO_OPS: HandlerTable = {
  set_logo(model, op, context) {
    if (!op.image) {
      model.logo = { kind: "generated", initials: initialsOf(model.source.companyName) };
      return LOGO_INITIALS_LINE;
    }
    if (!context.request.includes(op.image)) notApplied(LOGO_NOT_GIVEN_MESSAGE);
    let dataUrl: string;
    try {
      dataUrl = checkUpload(op.image, { purpose: "logo" }).dataUrl;
    } catch (error) {
      return notApplied(error instanceof Error ? error.message : LOGO_NOT_GIVEN_MESSAGE);
    }
    model.logo = { kind: "image", dataUrl };
    return LOGO_SET_LINE;
  },
};
