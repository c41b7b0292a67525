/**
 * Request-body parsing shared by the routes: JSON + zod, with field messages in the API's error shape.
 * Every JSON body goes through readJsonBody, so the same rules hold on every endpoint: it must be sent as
 * JSON (415 otherwise), parse (400 invalid_json), be one JSON object (400 invalid_json: no route takes an
 * array, a number, a string or null), nest at most MAX_JSON_DEPTH deep, and, once the route's
 * schema accepted it, hold no text the database cannot store as sent (NUL, lone surrogates).
 */
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type FieldErrors } from "../errors.js";
import { clientAborted, isClientAbort } from "../http/client-abort.js";
import { nestingDepth, unstorableTextPath } from "../http/well-formed-text.js";

/** No request of ours nests deeper than a few levels; far deeper is an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** `application/json` or a `+json` type, with any parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

export const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object";

const invalidJson = () => new ApiError(400, "invalid_json", "The request body must be JSON");

/** The request's JSON body, or the fitting 4xx. */
export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (isClientAbort(error, c.req.raw)) throw clientAborted(c);
    throw error;
  }
  if (text.trim() === "") throw invalidJson();
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the request body as JSON (Content-Type: application/json)",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  // Every body of ours is one object of named fields; an array, a number, a string or null is not a request.
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(400, "invalid_json", NOT_AN_OBJECT_MESSAGE);
  }
  if (nestingDepth(body) > MAX_JSON_DEPTH) {
    throw new ApiError(400, "invalid_json", "The request body is nested too deeply");
  }
  return body;
}

/** Refuses text that cannot be stored as sent, naming the field. */
export function assertStorableText(value: unknown): void {
  const path = unstorableTextPath(value);
  if (path === null) return;
  const field = path || "body";
  const message = `${path ? `“${path}”` : "The request"} contains characters that are not allowed`;
  throw new ApiError(400, "validation_failed", message, { [field]: message });
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(c);
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = fieldErrorsOf(result.error);
    throw new ApiError(400, "validation_failed", Object.values(fields)[0] ?? "Invalid request", fields);
  }
  // After the schema, so its own messages ("Prompt contains characters…") come first.
  assertStorableText(result.data);
  return result.data;
}
