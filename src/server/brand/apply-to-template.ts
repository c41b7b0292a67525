/**
 * "Apply brand kit" on an owner's page: the kit through the page model (apply-brand-kit.ts), saved as the
 * page's next version. Free, like a hand edit: nothing is written by the engine, only the owner's own
 * details are put in place (the panel says so).
 */
import { BRAND_KIT_VERSION_NOTE } from "../../core/hand-edit.js";
import type { CoreDeps } from "../app-types.js";
import { ApiError } from "../errors.js";
import { saveHandEdit } from "../templates/hand-edit.js";
import { findOwnTemplate } from "../templates/service.js";
import { applyBrandKit } from "./apply-brand-kit.js";
import { isEmptyBrandKit } from "./brand-kit-schema.js";
import { readBrandKit } from "./brand-kit-store.js";

export const BRAND_KIT_EMPTY_MESSAGE =
  "Your brand kit is empty: add your logo, colours or contact details on your profile first.";
export const BRAND_KIT_NO_MODEL_MESSAGE =
  "This page was not made by the built-in composer, so the brand kit cannot be applied to it; change it in the editor.";
export const BRAND_KIT_ALREADY_MESSAGE = "The page already uses everything in your brand kit.";

export async function applyBrandKitToTemplate(deps: CoreDeps, userId: string, id: string) {
  const template = await findOwnTemplate(deps, userId, id);
  const kit = await readBrandKit(deps.db, userId);
  if (isEmptyBrandKit(kit)) throw new ApiError(422, "brand_kit_empty", BRAND_KIT_EMPTY_MESSAGE);
  const branded = applyBrandKit(template.htmlContent, kit);
  if (!branded) throw new ApiError(422, "change_not_applied", BRAND_KIT_NO_MODEL_MESSAGE);
  if (branded.applied.length === 0) {
    throw new ApiError(422, "change_not_applied", BRAND_KIT_ALREADY_MESSAGE, undefined, {
      notApplied: branded.notApplied,
    });
  }
  const { template: saved } = await saveHandEdit(deps, userId, id, {
    html: branded.html,
    note: BRAND_KIT_VERSION_NOTE,
  });
  return { template: saved, applied: branded.applied, notApplied: branded.notApplied, tokensUsed: 0 };
}
