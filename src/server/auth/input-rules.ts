/**
 * The text rules of src/core/text-rules.ts applied to Better Auth's own endpoints (run from its
 * `hooks.before`): no control characters in any field of the body or query, and the 100-character
 * full name on sign-up and update-user. Errors are Better Auth's shape, 400 with a message naming the field.
 */
import { APIError } from "better-auth/api";
import {
  controlCharactersMessage,
  FULL_NAME_TOO_LONG_MESSAGE,
  hasControlCharacters,
  MAX_FULL_NAME_LENGTH,
} from "../../core/text-rules.js";

const FIELD_LABELS: Record<string, string> = {
  name: "Full name",
  email: "Email",
  newEmail: "New email",
  password: "Password",
  newPassword: "New password",
  currentPassword: "Current password",
  token: "Token",
  callbackURL: "Callback URL",
  redirectTo: "Redirect URL",
};

const PATHS_WITH_NAME = new Set(["/sign-up/email", "/update-user"]);

function firstUnsafeField(values: unknown): string | undefined {
  if (!values || typeof values !== "object") return undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" && hasControlCharacters(value)) return key;
  }
  return undefined;
}

export interface TextRefusal {
  code: "INVALID_CHARACTERS" | "NAME_TOO_LONG";
  message: string;
}

/** Why this request's text is refused, or null when it is fine. */
export function unsafeTextIn(path: string, body: unknown, query: unknown): TextRefusal | null {
  const field = firstUnsafeField(body) ?? firstUnsafeField(query);
  if (field) {
    return { code: "INVALID_CHARACTERS", message: controlCharactersMessage(FIELD_LABELS[field] ?? field) };
  }
  const name = (body as { name?: unknown } | undefined)?.name;
  if (PATHS_WITH_NAME.has(path) && typeof name === "string" && name.trim().length > MAX_FULL_NAME_LENGTH) {
    return { code: "NAME_TOO_LONG", message: FULL_NAME_TOO_LONG_MESSAGE };
  }
  return null;
}

/** For Better Auth's `hooks.before`: throws its 400 APIError when the text is refused. */
export function refuseUnsafeText(path: string, body: unknown, query: unknown): void {
  const refusal = unsafeTextIn(path, body, query);
  if (refusal) throw new APIError("BAD_REQUEST", refusal);
}
