/**
 * The versioned prompts (llm/prompts/*-vN.md), read once each. A prompt changes by adding a new version
 * file and pointing its constant at it, so the eval and the logs say which words a model was given.
 * The server bundle finds them beside itself (scripts/build-server.mjs copies the folder).
 */
import { readFileSync } from "node:fs";

export const PAGE_COPY_PROMPT = "page-copy-v1.md";
export const PAGE_COPY_REPAIR_PROMPT = "page-copy-repair-v1.md";

const cache = new Map<string, string>();

export function readPrompt(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./prompts/${name}`, import.meta.url), "utf8").trim();
    cache.set(name, text);
  }
  return text;
}
