/** Request-body parsing shared by the routes: JSON + zod, with field messages in the API's error shape. */
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type FieldErrors } from "../errors.js";

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "The request body must be JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = fieldErrorsOf(result.error);
    throw new ApiError(400, "validation_failed", Object.values(fields)[0] ?? "Invalid request", fields);
  }
  return result.data;
}
