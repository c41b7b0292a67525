import type { IterationResult, Page, PaidResult, TemplateDto, UndoResult } from "../../core/api-types";
import type { ProgressStage } from "../../generator/types";
import { ApiError, apiFetch, apiGetPreloadable } from "./api";

export type { IterationResult, UndoResult };
/**
 * A page as every view but the editor shows it: the list carries no pages (GET /api/templates answers
 * summaries), the page itself is served sandboxed at /preview/:id and read whole only by the editor.
 */
export type Template = Omit<TemplateDto, "htmlContent"> & {
  /** Leads from its forms: the list carries it (one request for a grid, not one per tile). */
  leadCount?: number;
};
/** A template with its page (GET /api/templates/:id), for the editor. */
export type TemplateWithPage = TemplateDto;
export type GenerationResult = PaidResult;

/** One saved version: what made it (the request in the owner's words) and, for a change, its report. */
export interface TemplateVersion {
  version: number;
  change: string | null;
  tokensUsed: number;
  createdAt: string;
  applied?: string[];
  notApplied?: string[];
  /** What became of a change's tokens: on hold (Undo offered until keepUntil), kept, or given back. */
  hold?: "held" | "kept" | "released";
  /** The tokens the change reserved (tokensUsed is 0 once it is undone). */
  tokensHeld?: number;
  keepUntil?: string;
}

/** A page's address in the API; the brand, share and webhook calls hang under it too. */
export const templateApiPath = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

/** Every templates query key starts with this, so one invalidation refreshes every list. */
export const TEMPLATES_QUERY_KEY = ["templates"] as const;
export const RECENT_TEMPLATES_LIMIT = 10;
/** The home page's "Your Generated Templates" list. */
export const RECENT_TEMPLATES_QUERY_KEY = [...TEMPLATES_QUERY_KEY, "recent"] as const;
/** The profile's paged list of every template. */
export const ALL_TEMPLATES_QUERY_KEY = [...TEMPLATES_QUERY_KEY, "all"] as const;

export function listTemplates(limit: number, cursor?: string | null): Promise<Page<Template>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set("cursor", cursor);
  return apiFetch<Page<Template>>(`/api/templates?${params}`);
}

/** An iteration error keeps the server's extra details (`needed` for 402, `supported` for 422). */
export class IterationError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly needed?: number,
    readonly supported?: string[],
  ) {
    super(status, code, message);
  }
}

/** The whole history, newest first: the server answers it in pages of up to 50 (`nextCursor`). */
export async function listVersions(id: string): Promise<{ items: TemplateVersion[] }> {
  const items: TemplateVersion[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=50&cursor=${encodeURIComponent(cursor)}` : "?limit=50";
    const page: { items: TemplateVersion[]; nextCursor: string | null } = await apiFetch(
      `${templateApiPath(id)}/versions${query}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { items };
}

/**
 * POST …/versions/:version/restore: that version again, as a new free version. With `undoing` it is the Undo of
 * the free change that made that version: 409 page_changed when the page changed since, so nothing later is lost.
 */
export function restoreVersion(
  id: string,
  version: number,
  options: { undoing?: number } = {},
): Promise<{ template: Template }> {
  const query = options.undoing === undefined ? "" : `?undoing=${options.undoing}`;
  return apiFetch<{ template: Template }>(`${templateApiPath(id)}/versions/${version}/restore${query}`, {
    method: "POST",
  });
}

/**
 * POST /api/templates/:id/undo: the page as it was before its held change, and the tokens given back.
 * Throws ApiError 409 (nothing_to_undo, change_kept, page_changed) with the server's message.
 */
export function undoChange(id: string): Promise<UndoResult> {
  return apiFetch<UndoResult>(`${templateApiPath(id)}/undo`, { method: "POST" });
}

export function deleteTemplate(id: string): Promise<null> {
  return apiFetch<null>(templateApiPath(id), { method: "DELETE" });
}

export const previewUrl = (id: string) => `/preview/${encodeURIComponent(id)}`;
/** One saved version of the page, served sandboxed like the preview. */
export const versionPreviewUrl = (id: string, version: number) => `${previewUrl(id)}?version=${version}`;
/** The page's workspace: the page large, its conversation, versions and leads. */
export const workspaceUrl = (id: string) => `/pages/${encodeURIComponent(id)}`;

/** POST /api/templates/:id/duplicate: a free copy of the page as it is now, as a new page. */
export function duplicateTemplate(id: string): Promise<{ template: TemplateWithPage }> {
  return apiFetch<{ template: TemplateWithPage }>(`${templateApiPath(id)}/duplicate`, {
    method: "POST",
  });
}

/** POST /api/templates/from-example: a new page, free, from one of the showcase's examples. */
export function templateFromExample(example: string): Promise<{ template: TemplateWithPage }> {
  return apiFetch<{ template: TemplateWithPage }>("/api/templates/from-example", {
    method: "POST",
    body: JSON.stringify({ example }),
  });
}
export const downloadUrl = (id: string) => `${templateApiPath(id)}/download`;

/** The engine's stages, after the server's own first one (the tokens are reserved before the engine runs). */
export type GenerationStage = "reserving" | ProgressStage;

/** An API error that may carry the tokens needed (402 insufficient_tokens). */
export class GenerationError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly needed?: number,
    fields?: Record<string, string>,
  ) {
    super(status, code, message, fields);
  }
}

/** The editor's page preloads this answer (static-site.ts editorPreloadLink); asked the same way, it is reused. */
export function getTemplate(id: string): Promise<TemplateWithPage> {
  return apiGetPreloadable<TemplateWithPage>(templateApiPath(id));
}

/** A hand-edited page's quality problems, as the server lists them (422 quality_failed). */
export interface QualityIssue {
  check: string;
  severity: "error" | "warning";
  message: string;
}

/** PUT /api/templates/:id/html: saves a hand-edited version for free. */
export async function saveTemplateHtml(
  id: string,
  html: string,
  note?: string,
): Promise<{ template: TemplateWithPage }> {
  return apiFetch<{ template: TemplateWithPage }>(`${templateApiPath(id)}/html`, {
    method: "PUT",
    body: JSON.stringify(note ? { html, note } : { html }),
  });
}
