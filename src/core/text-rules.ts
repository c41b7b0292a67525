/**
 * Rules every piece of user text obeys, wherever it enters (our zod schemas, Better Auth's endpoints):
 * no control characters (C0 except tab, line feed and carriage return, and DEL; PostgreSQL cannot even
 * store NUL), and the 100-character full name.
 */
import { z } from "zod";

export const MAX_FULL_NAME_LENGTH = 100;
export const FULL_NAME_TOO_LONG_MESSAGE = `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`;

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** "Prompt contains characters that are not allowed", naming the field as a person would. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A string schema that refuses control characters with a message naming the field. */
export function plainText(label: string, message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}
