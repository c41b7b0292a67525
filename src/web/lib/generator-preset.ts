import { useSyncExternalStore } from "react";
import { INDUSTRIES, type Industry } from "../../core/page-options";

/**
 * The industry a home-page category asked the generator to start with. It is kept in the URL
 * (`/?industry=fitness#generator-section`), so it survives a reload and signing in from the generator; each
 * choice gets a new `nonce`, so choosing the same category again re-applies it after a manual change.
 */
export interface IndustryPreset {
  industry: Industry;
  nonce: number;
}

const listeners = new Set<() => void>();
let current: IndustryPreset | null | undefined;
let nonce = 0;

function fromUrl(): IndustryPreset | null {
  const value = new URLSearchParams(window.location.search).get("industry");
  return value && (INDUSTRIES as readonly string[]).includes(value)
    ? { industry: value as Industry, nonce: ++nonce }
    : null;
}

function snapshot(): IndustryPreset | null {
  if (current === undefined) current = fromUrl();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the choice in the URL, tells the generator, and scrolls to it. */
export function startGeneratorWith(industry: Industry): void {
  const url = new URL(window.location.href);
  url.searchParams.set("industry", industry);
  url.hash = "generator-section";
  window.history.replaceState(window.history.state, "", url);
  current = { industry, nonce: ++nonce };
  for (const listener of listeners) listener();
  document.getElementById("generator-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/** The latest category choice (or the URL's), null when there is none. */
export function useIndustryPreset(): IndustryPreset | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
