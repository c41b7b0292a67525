/** The server's error shape: `{"error": {"code", "message", "fields"?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's message for a failed API call, or `fallback` for anything else (a network error, say). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Fetches JSON from the app's API with the session cookie; throws ApiError on a non-2xx answer. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  return readApiAnswer<T>(await fetch(path, { ...init, headers, credentials: "same-origin" }));
}

/**
 * A GET the page may have preloaded (a `Link: <path>; rel=preload; as=fetch; crossorigin` header, see
 * server/http/static-site.ts). The browser hands a preloaded answer over only to a request made the same
 * way, so this one sends no headers of its own (no `accept`); otherwise it is apiFetch.
 */
export async function apiGetPreloadable<T>(path: string): Promise<T> {
  return readApiAnswer<T>(await fetch(path, { credentials: "same-origin" }));
}

/** The answer's JSON; throws ApiError on a non-2xx answer. */
async function readApiAnswer<T>(response: Response): Promise<T> {
  const body = await readJsonBody(response);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? response.statusText ?? "Request failed",
      error?.fields,
    );
  }
  return body as T;
}

/** A response's JSON body; null when it is empty or not JSON (a proxy's HTML error page, say). */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
