/**
 * The iteration answer format: a CHANGES summary and SEARCH/REPLACE blocks, or CANNOT_APPLY. Edits are
 * applied exactly: each SEARCH text must occur exactly once in the page, else nothing is applied.
 */
import { CANNOT_APPLY_MARKER } from "./prompts.js";

export interface Edit {
  search: string;
  replace: string;
}

export interface EditAnswer {
  /** Plain-English lines from the CHANGES list. */
  summary: string[];
  edits: Edit[];
}

const BLOCK =
  /^<{5,9} ?SEARCH[^\n]*\r?\n([\s\S]*?)\r?\n?^={5,9}[ \t]*\r?\n([\s\S]*?)\r?\n?^>{5,9} ?REPLACE[^\n]*$/gm;

export function parseEditAnswer(answer: string): EditAnswer {
  const edits = [...answer.matchAll(BLOCK)].map((match) => ({ search: match[1], replace: match[2] }));
  const changes = answer.match(/^CHANGES:\s*\n((?:[ \t]*[-*•][^\n]*\n?)+)/m)?.[1] ?? "";
  const summary = changes
    .split("\n")
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
  return { summary, edits };
}

/** The user-facing reason when the model says the change cannot be done, else null. */
export function cannotApplyReason(answer: string): string | null {
  const index = answer.indexOf(CANNOT_APPLY_MARKER);
  const hasEdits = new RegExp(BLOCK.source, "m").test(answer);
  if (index < 0 || hasEdits || /<html[\s>]/i.test(answer)) return null;
  const reason = answer
    .slice(index + CANNOT_APPLY_MARKER.length)
    .split("\n")[0]
    .trim();
  return reason || "This change cannot be made to the page.";
}

function occurrences(text: string, search: string): number {
  let count = 0;
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) count++;
  return count;
}

export type ApplyResult = { ok: true; html: string } | { ok: false; reason: string };

/** Applies the edits in order; fails (with the original untouched) when any SEARCH is not found exactly once. */
export function applyEdits(html: string, edits: Edit[]): ApplyResult {
  if (edits.length === 0) return { ok: false, reason: "no edits" };
  let result = html;
  for (const [index, edit] of edits.entries()) {
    const count = edit.search ? occurrences(result, edit.search) : 0;
    if (count !== 1) {
      return { ok: false, reason: `edit ${index + 1}: SEARCH text found ${count} times` };
    }
    const at = result.indexOf(edit.search);
    result = result.slice(0, at) + edit.replace + result.slice(at + edit.search.length);
  }
  return { ok: true, html: result };
}
