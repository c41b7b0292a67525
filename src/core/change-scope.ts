/**
 * What the owner pointed at before asking for a change ("make this shorter"): a section of the page, by the
 * id its markup carries (`data-section-id="s3"`), and optionally one text in it, by its edit path
 * (`data-edit="sections.s3.items.1.text"`). Shared by the preview that builds it and the API that checks it.
 */
import { z } from "zod";

export const SCOPE_SECTION_MESSAGE = "scope.section must be the id of a section of the page, like “s3”";
export const SCOPE_PATH_MESSAGE = "scope.path must be the edit path of a text in that section";
export const SCOPE_NOT_ON_PAGE_MESSAGE =
  "The part of the page you selected is no longer there. Select it again and ask once more.";

const SECTION_ID = /^[A-Za-z][\w-]{0,63}$/;
const PATH_SEGMENT = /^[\w-]{1,64}$/;
const MAX_PATH_LENGTH = 300;

export const changeScopeSchema = z
  .object(
    {
      section: z.string({ error: SCOPE_SECTION_MESSAGE }).regex(SECTION_ID, SCOPE_SECTION_MESSAGE),
      path: z.string({ error: SCOPE_PATH_MESSAGE }).max(MAX_PATH_LENGTH, SCOPE_PATH_MESSAGE).optional(),
    },
    { error: "scope must be an object with the selected section" },
  )
  .strict()
  .superRefine((scope, ctx) => {
    if (scope.path === undefined) return;
    const segments = scope.path.split(".");
    // A text's path names its own section: "sections.<id>.<field>…".
    const inSection = segments[0] === "sections" && segments[1] === scope.section && segments.length > 2;
    if (!inSection || !segments.every((segment) => PATH_SEGMENT.test(segment))) {
      ctx.addIssue({ code: "custom", path: ["path"], message: SCOPE_PATH_MESSAGE });
    }
  });

export type ChangeScope = z.output<typeof changeScopeSchema>;

/** Whether the page's markup still has the scoped section (and the scoped text inside the page). */
export function scopeIsOnPage(html: string, scope: ChangeScope): boolean {
  const quoted = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`data-section-id="${quoted(scope.section)}"`).test(html)) return false;
  return scope.path === undefined || new RegExp(`data-edit="${quoted(scope.path)}"`).test(html);
}
