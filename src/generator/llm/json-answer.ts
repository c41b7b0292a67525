/**
 * Reads a model's JSON answer: the object out of fences or chatter, then checked against its zod schema.
 * What is wrong is said in a few words, for the repair request and the logs.
 */
import type { z } from "zod";

export type JsonAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; problem: "empty" | "junk" | "truncated" | "shape"; detail: string };

/** The outermost {...} of the text (models wrap JSON in ```json fences or a sentence). */
function jsonObjectText(text: string): string | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
}

export function readJsonAnswer<T>(text: string, schema: z.ZodType<T>): JsonAnswer<T> {
  if (!text.trim()) return { ok: false, problem: "empty", detail: "The answer was empty." };
  const candidate = jsonObjectText(text);
  let value: unknown;
  try {
    if (candidate === null) throw new Error("no object");
    value = JSON.parse(candidate);
  } catch {
    // An object that opens and never closes was cut off, whatever the provider said about why it stopped.
    if (text.includes("{") && !text.trimEnd().endsWith("}"))
      return { ok: false, problem: "truncated", detail: "The answer stopped in the middle of the object." };
    return { ok: false, problem: "junk", detail: "The answer was not a JSON object." };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  return { ok: false, problem: "shape", detail };
}
