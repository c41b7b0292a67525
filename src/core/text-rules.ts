/**
 * Rules every piece of user text obeys, wherever it enters (our zod schemas, Better Auth's endpoints):
 * no control characters (C0 except tab, line feed and carriage return, and DEL; PostgreSQL cannot even
 * store NUL), no lone surrogates, and the 100-character full name.
 */
import { z } from "zod";

export const MAX_FULL_NAME_LENGTH = 100;
export const FULL_NAME_TOO_LONG_MESSAGE = `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`;

/** C0 controls except tab (9), line feed (10) and carriage return (13), and DEL (127). */
function isRefusedCode(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
}

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isRefusedCode(value.charCodeAt(i))) return true;
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Half of a UTF-16 surrogate pair without its other half: not text at all (no keyboard types one). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** "Prompt contains characters that are not allowed", naming the field as a person would. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/**
 * Characters that show nothing on their own: white space, format characters (zero-width space and
 * joiners, soft hyphen, direction marks, BOM, tags), combining marks without a base, and the blank letters
 * some scripts have (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** True when the text shows at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return !INVISIBLE.test(value);
}

/**
 * A string schema that refuses control characters with a message naming the field, and text that is not
 * empty yet shows nothing ("\u200B", a soft hyphen, a Hangul filler) with the field's own "required" message
 * (a name, title or prompt made of it would be stored and shown as blank). Empty and white-space-only text is
 * left to the field's own rule (`.trim().min(1)` or optional). `typeMessage` (default: `message`) answers a
 * value that is not text at all.
 */
export function plainText(label: string, message?: string, typeMessage = message) {
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .refine(
      (value) => !hasControlCharacters(value) && !hasLoneSurrogate(value),
      controlCharactersMessage(label),
    )
    .refine(
      (value) => value.trim() === "" || hasVisibleText(value),
      message ?? controlCharactersMessage(label),
    );
}

/**
 * Text that is one line wherever it shows (a title, a company name, a photo's description): line breaks,
 * tabs and runs of spaces fold to one space, as a page would show them anyway, and no line break reaches a
 * page's <title>, a mail's subject or a file name.
 */
export function oneLineText(label: string, message?: string, typeMessage = message) {
  return plainText(label, message, typeMessage).overwrite((value) => value.replace(/\s+/g, " "));
}
