/**
 * Better Auth answers errors as `{"message", "code"}` (its client reads those) and unknown paths with an
 * empty 404. Every error from /api/auth also carries the API's own shape, `{"error": {"code", "message",
 * "fields"?}}`, so one client rule reads every failure: the code in lower case, the message as it was,
 * and for a validation error ("[body.email] Invalid email address; …") the message of each field.
 */

interface BetterAuthError {
  code?: unknown;
  message?: unknown;
  error?: unknown;
}

const STATUS_CODES: Record<number, [string, string]> = {
  400: ["bad_request", "The request is not valid"],
  401: ["unauthorized", "Please sign in"],
  403: ["forbidden", "This request is not allowed"],
  404: ["not_found", "No such API endpoint"],
  405: ["method_not_allowed", "This method is not allowed here"],
  413: ["payload_too_large", "The request body is too large"],
  415: ["unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)"],
  429: ["rate_limited", "Too many attempts. Please try again later."],
};

/** `[body.email] Invalid email address; [body.password] Too short` → {email: …, password: …}. */
function validationFields(message: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const part of message.split("; ")) {
    const match = /^\[(?:body|query)\.([^\]]+)\] (.+)$/.exec(part);
    if (match) fields[match[1]] ??= match[2];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The error answer with the API's `error` member added; other answers unchanged. */
export async function withApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.clone().text();
  let body: BetterAuthError = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as BetterAuthError;
  } catch {
    // Not JSON (an HTML error page): answered in our shape instead.
  }
  if (body.error && typeof body.error === "object") return response;
  const [fallbackCode, fallbackMessage] = STATUS_CODES[response.status] ?? [
    `http_${response.status}`,
    "The request could not be completed",
  ];
  const code = typeof body.code === "string" && body.code ? body.code.toLowerCase() : fallbackCode;
  const message = typeof body.message === "string" && body.message ? body.message : fallbackMessage;
  const fields = validationFields(message);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(
    JSON.stringify({
      ...body,
      error: { code, message: fields ? Object.values(fields)[0] : message, ...(fields ? { fields } : {}) },
    }),
    { status: response.status, headers },
  );
}
