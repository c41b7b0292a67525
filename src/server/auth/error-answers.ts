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

/** What was asked, when known: the path under /api/auth and the parsed JSON body. */
export interface AuthRequestInfo {
  path: string;
  body: Record<string, unknown>;
}

export const EMAIL_REQUIRED_MESSAGE = "Please enter your email address.";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address.";
export const PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 6 characters long.";
export const PASSWORD_TOO_LONG_MESSAGE = "Password must be at most 128 characters long.";
export const RESET_TOKEN_REQUIRED_MESSAGE = "Invalid reset token.";
export const RESET_LINK_INVALID_MESSAGE = "This password reset link is invalid or has expired.";
export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in";
const NAME_REQUIRED_MESSAGE = "Please enter your full name";

const MISSING = "Invalid input: expected string, received undefined";
const blank = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");

/** The product's words (the spec's where it has them) for one field's validation message. */
function productFieldMessage(field: string, message: string, request?: AuthRequestInfo): string {
  const value = request?.body[field];
  if (field === "email" || field === "newEmail") {
    if (message === MISSING || (message === "Invalid email address" && blank(value)))
      return EMAIL_REQUIRED_MESSAGE;
    if (message === "Invalid email address") return EMAIL_INVALID_MESSAGE;
  }
  if (field === "name" && message === MISSING) return NAME_REQUIRED_MESSAGE;
  if (field === "token" && message === MISSING && request?.path === "/reset-password") {
    return RESET_TOKEN_REQUIRED_MESSAGE;
  }
  return message;
}

/** The product's words for one of Better Auth's error codes, or undefined to keep its message. */
function productCodeMessage(code: string, status: number, request?: AuthRequestInfo): string | undefined {
  switch (code) {
    case "UNAUTHORIZED":
      return status === 401 ? SIGN_IN_REQUIRED_MESSAGE : undefined;
    case "INVALID_EMAIL":
      return blank(request?.body.email) ? EMAIL_REQUIRED_MESSAGE : EMAIL_INVALID_MESSAGE;
    case "PASSWORD_TOO_SHORT":
      return PASSWORD_TOO_SHORT_MESSAGE;
    case "PASSWORD_TOO_LONG":
      return PASSWORD_TOO_LONG_MESSAGE;
    case "INVALID_TOKEN":
      if (request?.path !== "/reset-password") return undefined;
      return blank(request.body.token) ? RESET_TOKEN_REQUIRED_MESSAGE : RESET_LINK_INVALID_MESSAGE;
    default:
      return undefined;
  }
}

/**
 * The error answer with the API's `error` member added; other answers unchanged. Better Auth's own `code`
 * and `message` stay as they were (its client reads them); the `error` member says it in the product's words:
 * "Please sign in", the spec's e-mail, password and reset-link messages.
 */
export async function withApiErrorShape(response: Response, request?: AuthRequestInfo): Promise<Response> {
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
  const rawCode = typeof body.code === "string" && body.code ? body.code : "";
  const code = rawCode ? rawCode.toLowerCase() : fallbackCode;
  const rawMessage = typeof body.message === "string" && body.message ? body.message : fallbackMessage;
  const message = productCodeMessage(rawCode, response.status, request) ?? rawMessage;
  const rawFields = validationFields(rawMessage);
  const fields = rawFields
    ? Object.fromEntries(
        Object.entries(rawFields).map(([field, text]) => [field, productFieldMessage(field, text, request)]),
      )
    : undefined;
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
