/**
 * The API's error shape: `{"error": {"code", "message", "fields"?}}` with a fitting status.
 * Domain code throws ApiError; the app's error handler turns it into the response.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
    /** Extra top-level members of the error object, e.g. `needed` for insufficient_tokens. */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...this.extra,
      },
    };
  }
}

export const notFound = (what = "Not found") => new ApiError(404, "not_found", what);
export const unauthorized = () => new ApiError(401, "unauthorized", "Please sign in");
