import { useSyncExternalStore } from "react";
import { ApiError, apiFetch } from "./api";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  /** True until the first session check answers; prerendered HTML is always in this state. */
  isPending: boolean;
}

/** The spec's session auto-refresh interval. */
const SESSION_REFRESH_MS = 30_000;
/** The spec's retry policy: 3 retries, min(1000 * 2^n, 30000) ms apart. */
const RETRIES = 3;
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

type SessionAnswer = { user: SessionUser } | null;

// Every page needs to know who is signed in, so this store is deliberately small and free of the data
// library: TanStack Query (lib/query-client.tsx) loads only with the signed-in parts. Better Auth's browser
// client is large too; the forms that sign in, sign up or change the account load it (auth-client.ts) and
// call notifySessionChanged() after every successful call.
const PENDING: SessionState = { user: null, isPending: true };
let state: SessionState = PENDING;
const listeners = new Set<() => void>();
let latestRequest = 0;
let lastAnswerAt = 0;
let refreshTimer: ReturnType<typeof setInterval> | undefined;

function setState(next: SessionState) {
  const same =
    next.isPending === state.isPending &&
    next.user?.id === state.user?.id &&
    next.user?.email === state.user?.email &&
    next.user?.name === state.user?.name &&
    next.user?.emailVerified === state.user?.emailVerified;
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the session from the server; when reads overlap, only the latest one's answer counts. */
async function readSession(): Promise<void> {
  const request = ++latestRequest;
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await apiFetch<SessionAnswer>("/api/auth/get-session");
      if (request === latestRequest) {
        lastAnswerAt = Date.now();
        setState({ user: answer?.user ?? null, isPending: false });
        rememberSignedIn(!!answer?.user);
      }
      return;
    } catch (error) {
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (clientError || attempt >= RETRIES) {
        // Without an answer the page shows the signed-out state rather than a spinner forever.
        if (request === latestRequest && state.isPending) setState({ user: null, isPending: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    if (Date.now() - lastAnswerAt >= SESSION_REFRESH_MS) void readSession();
    refreshTimer = setInterval(() => void readSession(), SESSION_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(refreshTimer);
  };
}

/**
 * Whether this browser was signed in when the session was last read. The header uses it while a slow session
 * check is on its way: a visitor who has never signed in sees Sign In at once instead of a spinner.
 */
const SIGNED_IN_HINT = "signed-in-hint";

function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, "1");
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage blocked: the header keeps its spinner while the session loads.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return true;
  }
}

/** The session as last read; what useSession returns, for code outside React. */
export const currentSession = (): SessionState => state;
const getServerSnapshot = () => PENDING;

/**
 * The session once the first check has answered (at once when it has): for an action the visitor may start
 * before then, so public pages never wait for it to show or enable anything.
 */
export function sessionSettled(): Promise<SessionState> {
  if (!state.isPending) return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (state.isPending) return;
      unsubscribe();
      resolve(state);
    });
  });
}

/** Re-reads the session everywhere; resolves once the new session is in place. */
export function notifySessionChanged(): Promise<void> {
  return readSession();
}

/** The signed-in user from GET /api/auth/get-session, shared by every component. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, currentSession, getServerSnapshot);
}

/** Signs out, then reloads so every piece of signed-in state is dropped (spec: logout reloads). */
export async function signOutAndReload(): Promise<void> {
  try {
    await apiFetch("/api/auth/sign-out", { method: "POST", body: "{}" });
  } catch (error) {
    // The header's logout only logs failures (spec §8); the reload still shows the real state.
    console.error("Logout failed", error);
  }
  window.location.reload();
}
