/**
 * The text rules of src/core/text-rules.ts applied to Better Auth's own endpoints (run from its
 * `hooks.before` and from our routes in front of it): no control characters, NUL or lone surrogates in any
 * field of the body or query, no bidirectional overrides in a name (they make "Ada\u202Etxt.exe" read as
 * another name), the 100-character full name on sign-up and update-user, and addresses of at most 254
 * characters (RFC 5321). Errors are Better Auth's shape, 400 with a message naming the field.
 */
import { APIError } from "better-auth/api";
import {
  controlCharactersMessage,
  FULL_NAME_TOO_LONG_MESSAGE,
  hasControlCharacters,
  hasVisibleText,
  MAX_FULL_NAME_LENGTH,
} from "../../core/text-rules.js";
import { hasBidiControls, isStorableText } from "../http/well-formed-text.js";

/** The longest address SMTP can carry (RFC 5321: a 254-character path). */
export const MAX_EMAIL_LENGTH = 254;
const EMAIL_FIELDS = ["email", "newEmail"];

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
    if (typeof value === "string" && (hasControlCharacters(value) || !isStorableText(value))) return key;
  }
  return undefined;
}

export interface TextRefusal {
  code: "INVALID_CHARACTERS" | "NAME_REQUIRED" | "NAME_TOO_LONG" | "EMAIL_TOO_LONG" | "IMAGE_NOT_SUPPORTED";
  message: string;
}

/** Why this request's text is refused, or null when it is fine. */
export function unsafeTextIn(path: string, body: unknown, query: unknown): TextRefusal | null {
  const field = firstUnsafeField(body) ?? firstUnsafeField(query);
  if (field) {
    return { code: "INVALID_CHARACTERS", message: controlCharactersMessage(FIELD_LABELS[field] ?? field) };
  }
  const fields = (body ?? {}) as Record<string, unknown>;
  const name = fields.name;
  // Better Auth stores any `image` a client sends (a 90 KB string, a javascript: address); the product has
  // no profile pictures, so there is nothing to store.
  if (PATHS_WITH_NAME.has(path) && fields.image !== undefined && fields.image !== null) {
    return { code: "IMAGE_NOT_SUPPORTED", message: "Profile pictures are not supported" };
  }
  // A name sent as null (or as anything but text) would reach the NOT NULL column and fail there, a 500;
  // one that shows nothing (spaces, a zero-width space, a Hangul filler) would be stored as a blank name.
  if (
    PATHS_WITH_NAME.has(path) &&
    name !== undefined &&
    (typeof name !== "string" || !hasVisibleText(name))
  ) {
    return { code: "NAME_REQUIRED", message: "Please enter your full name" };
  }
  if (PATHS_WITH_NAME.has(path) && typeof name === "string") {
    if (hasBidiControls(name)) {
      return { code: "INVALID_CHARACTERS", message: controlCharactersMessage(FIELD_LABELS.name) };
    }
    if (name.trim().length > MAX_FULL_NAME_LENGTH) {
      return { code: "NAME_TOO_LONG", message: FULL_NAME_TOO_LONG_MESSAGE };
    }
  }
  for (const field of EMAIL_FIELDS) {
    const email = fields[field];
    if (typeof email === "string" && email.trim().length > MAX_EMAIL_LENGTH) {
      return {
        code: "EMAIL_TOO_LONG",
        message: `${FIELD_LABELS[field]} must be at most ${MAX_EMAIL_LENGTH} characters`,
      };
    }
  }
  return null;
}

/** For Better Auth's `hooks.before`: throws its 400 APIError when the text is refused. */
export function refuseUnsafeText(path: string, body: unknown, query: unknown): void {
  const refusal = unsafeTextIn(path, body, query);
  if (refusal) throw new APIError("BAD_REQUEST", refusal);
}
