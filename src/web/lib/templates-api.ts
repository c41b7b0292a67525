import type { IterationResult, Page, PaidResult, TemplateDto } from "../../core/api-types";
import type { GenerationRequestInput } from "../../core/generation-request";
import type { ProgressStage } from "../../generator/types";
import { ApiError, apiFetch, readJsonBody } from "./api";
import { readSse } from "./sse";

export type { IterationResult };
export type Template = TemplateDto;
export type GenerationResult = PaidResult;

export interface TemplateVersion {
  version: number;
  change: string | null;
  tokensUsed: number;
  createdAt: string;
}

/** Every templates query key starts with this, so one invalidation refreshes every list. */
export const TEMPLATES_QUERY_KEY = ["templates"] as const;
export const RECENT_TEMPLATES_LIMIT = 10;

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

export async function iterateTemplate(id: string, change: string): Promise<IterationResult> {
  const response = await fetch(`/api/templates/${encodeURIComponent(id)}/iterations`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ change }),
  });
  const body = await readJsonBody(response);
  if (!response.ok) {
    const error = (
      body as { error?: { code?: string; message?: string; needed?: number; supported?: string[] } }
    )?.error;
    throw new IterationError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? "",
      error?.needed,
      error?.supported,
    );
  }
  return body as IterationResult;
}

export function listVersions(id: string): Promise<{ items: TemplateVersion[] }> {
  return apiFetch<{ items: TemplateVersion[] }>(`/api/templates/${encodeURIComponent(id)}/versions`);
}

export function restoreVersion(id: string, version: number): Promise<{ template: Template }> {
  return apiFetch<{ template: Template }>(
    `/api/templates/${encodeURIComponent(id)}/versions/${version}/restore`,
    { method: "POST" },
  );
}

export function deleteTemplate(id: string): Promise<null> {
  return apiFetch<null>(`/api/templates/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export const previewUrl = (id: string) => `/preview/${encodeURIComponent(id)}`;
export const downloadUrl = (id: string) => `/api/templates/${encodeURIComponent(id)}/download`;

/** The engine's stages, after the server's own first one (the tokens are reserved before the engine runs). */
export type GenerationStage = "reserving" | ProgressStage;

export interface GenerationHandlers {
  onProgress?: (progress: { stage: GenerationStage; message: string }) => void;
  onHtml?: (partialHtml: string) => void;
}

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

interface ErrorBody {
  error?: { code?: string; message?: string; needed?: number; fields?: Record<string, string> };
}

function toError(status: number, body: ErrorBody | null, fallback: string): GenerationError {
  const error = body?.error;
  return new GenerationError(
    status,
    error?.code ?? `http_${status}`,
    error?.message ?? fallback,
    error?.needed,
    error?.fields,
  );
}

/**
 * POST /api/templates with `Accept: text/event-stream`: reports progress and partial HTML while the page
 * is made and resolves with the saved template. A server answering plain JSON is handled too.
 */
export async function generateTemplate(
  request: GenerationRequestInput,
  handlers: GenerationHandlers = {},
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const response = await fetch("/api/templates", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.includes("text/event-stream")) {
    const body = await readJsonBody(response);
    if (!response.ok) throw toError(response.status, body as ErrorBody | null, response.statusText);
    return body as GenerationResult;
  }
  let result: GenerationResult | null = null;
  let failure: GenerationError | null = null;
  await readSse(response, (message) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.event === "progress") {
      handlers.onProgress?.(data as { stage: GenerationStage; message: string });
    } else if (message.event === "html") {
      const partial = (data as { partialHtml?: string }).partialHtml;
      if (typeof partial === "string") handlers.onHtml?.(partial);
    } else if (message.event === "done") {
      result = data as GenerationResult;
    } else if (message.event === "error") {
      const body = data as ErrorBody;
      const status = body.error?.code === "insufficient_tokens" ? 402 : 500;
      failure = toError(status, body, "Generation failed");
    }
  });
  if (failure) throw failure;
  if (!result) throw new GenerationError(502, "generation_failed", "The generation stream ended early");
  return result;
}

export function getTemplate(id: string): Promise<Template> {
  return apiFetch<Template>(`/api/templates/${encodeURIComponent(id)}`);
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
): Promise<{ template: Template }> {
  return apiFetch<{ template: Template }>(`/api/templates/${encodeURIComponent(id)}/html`, {
    method: "PUT",
    body: JSON.stringify(note ? { html, note } : { html }),
  });
}
