/**
 * A page's search and sharing fields: its title (the `<title>` and og:title say "title | business") and
 * meta description, read from and written to the page model by the set_text operation (a free new
 * version, like a hand edit), and the address it is published at (page_settings; used by the download).
 */
import { z } from "zod";
import { MAX_TITLE_LENGTH } from "../../core/generation-request.js";
import { oneLineText } from "../../core/text-rules.js";
import { renderStoredModel } from "../../generator/composer/compose.js";
import { readModelBlock } from "../../generator/composer/engine/page-model-block.js";
import { applyOps } from "../../generator/ops/apply.js";
import type { Op } from "../../generator/ops/schema.js";
import type { CoreDeps } from "../app-types.js";
import { siteUrlSchema } from "../download/page-settings-schema.js";
import { readPageSettings, writePageSettings } from "../download/page-settings-store.js";
import { ApiError } from "../errors.js";
import { saveHandEdit } from "../templates/hand-edit.js";
import { findOwnTemplate, toTemplateDto } from "../templates/service.js";

export const MAX_DESCRIPTION_LENGTH = 300;
export const SEO_VERSION_NOTE = "Changed the title and description for search and sharing";
export const SEO_NO_MODEL_MESSAGE =
  "This page was not made by the built-in composer: change its title and description in the editor.";

export const seoSchema = z.object({
  title: oneLineText("Title", "Give the page a title")
    .trim()
    .min(1, "Give the page a title")
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  description: oneLineText("Description", "Write a short description of the page")
    .trim()
    .min(1, "Write a short description of the page")
    .max(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
  siteUrl: siteUrlSchema,
});

export type SeoInput = z.output<typeof seoSchema>;

export interface PageSeo {
  title: string;
  /** The `<title>` as the page writes it. */
  titleAsShown: string;
  description: string;
  siteUrl: string | null;
  /** False for a page without a page model (its fields are edited in the editor). */
  editable: boolean;
}

const shownTitle = (html: string) => /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";

export async function readPageSeo(deps: CoreDeps, userId: string, id: string): Promise<PageSeo> {
  const template = await findOwnTemplate(deps, userId, id);
  const model = readModelBlock(template.htmlContent);
  const { siteUrl } = await readPageSettings(deps.db, id);
  const description = /<meta name="description" content="([^"]*)"/i.exec(template.htmlContent)?.[1] ?? "";
  return {
    title: model?.source.title ?? template.title,
    titleAsShown: shownTitle(template.htmlContent),
    description: model?.meta.description ?? description,
    siteUrl,
    editable: !!model,
  };
}

/** Saves the fields: a new version when the title or description changed, the address in any case. */
export async function savePageSeo(deps: CoreDeps, userId: string, id: string, input: SeoInput) {
  const template = await findOwnTemplate(deps, userId, id);
  const model = readModelBlock(template.htmlContent);
  if (!model) {
    const current = await readPageSeo(deps, userId, id);
    if (current.title !== input.title || current.description !== input.description)
      throw new ApiError(422, "change_not_applied", SEO_NO_MODEL_MESSAGE);
  }
  await writePageSettings(deps.db, { templateId: id, userId }, { siteUrl: input.siteUrl }, deps.clock.now());
  const ops: Op[] = [];
  if (model && model.source.title !== input.title)
    ops.push({ op: "set_text", path: "source.title", value: input.title });
  if (model && model.meta.description !== input.description)
    ops.push({ op: "set_text", path: "meta.description", value: input.description });
  let saved = toTemplateDto(template);
  let applied: string[] = [];
  if (model && ops.length) {
    // The request is the owner's own words, so the fact guard lets every fact in them through.
    const done = applyOps(model, ops, { request: `${input.title}\n${input.description}` });
    if (!done.applied.length) throw new ApiError(422, "change_not_applied", done.notApplied.join("; "));
    const html = renderStoredModel(done.model).html;
    saved = (await saveHandEdit(deps, userId, id, { html, note: SEO_VERSION_NOTE })).template;
    applied = done.applied;
  }
  return { template: saved, applied, seo: await readPageSeo(deps, userId, id) };
}
