import { useSyncExternalStore } from "react";

/**
 * The changes a page's owner asked for that were refused (the interpreter's ok: false): kept in this browser so
 * the conversation still shows what was asked and what was answered after a reload. A refusal costs nothing
 * and makes no version, so the server keeps no record of it.
 */
export interface Refusal {
  change: string;
  message: string;
  supported: string[];
  /** ISO time, to place it among the versions. */
  at: string;
}

/** The newest ones are kept; older ones drop off. */
export const MAX_REFUSALS = 30;
const key = (templateId: string) => `refusals:${templateId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: Refusal[] }>();
const NONE: Refusal[] = [];

function isRefusal(value: unknown): value is Refusal {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.change === "string" &&
    typeof r.message === "string" &&
    typeof r.at === "string" &&
    Array.isArray(r.supported)
  );
}

/** The page's refusals, oldest first (the same array while the stored text is unchanged). */
export function readRefusals(templateId: string): Refusal[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key(templateId));
  } catch {
    return NONE;
  }
  const cached = cache.get(templateId);
  if (cached && cached.raw === raw) return cached.list;
  let list: Refusal[] = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isRefusal);
  } catch {
    // An unreadable entry: as if none.
  }
  cache.set(templateId, { raw, list });
  return list;
}

/** Keeps a refusal in the page's conversation. */
export function keepRefusal(templateId: string, refusal: Omit<Refusal, "at">, now = new Date()): void {
  const next = [...readRefusals(templateId), { ...refusal, at: now.toISOString() }].slice(-MAX_REFUSALS);
  try {
    localStorage.setItem(key(templateId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the refusal is still shown once, in the panel.
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith("refusals:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The page's refusals, kept up to date when one is added (here or in another tab). */
export function useRefusals(templateId: string): Refusal[] {
  return useSyncExternalStore(
    subscribe,
    () => readRefusals(templateId),
    () => NONE,
  );
}
