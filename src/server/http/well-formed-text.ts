/**
 * Text the server refuses wherever it enters, whatever the field: NUL (PostgreSQL cannot store it in text
 * or jsonb, so it would end as a 500) and lone UTF-16 surrogates (not text at all; the database driver
 * would silently turn each into U+FFFD, changing what the user sent).
 */

import { hasLoneSurrogate } from "../../core/text-rules.js";

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !hasLoneSurrogate(value);
}

/** The first place in a parsed JSON value holding text that is not storable ("" for the value itself). */
export function unstorableTextPath(value: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) return path;
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** How deeply arrays and objects nest in a parsed JSON value (0 for a plain value). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (!current || typeof current !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Bidirectional embedding, override and isolate controls. A name is one short run of text that never
 * needs them, and with them "Ada\u202Etxt.exe" shows as "Adaexe.txt".
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROL.test(value);
}
