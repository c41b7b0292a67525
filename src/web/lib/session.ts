import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiFetch } from "./api";

export interface Profile {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  tokenBalance: number;
  totalTokensPurchased: number;
  totalTokensUsed: number;
  createdAt: string;
  expiring: { tokens: number; expiresAt: string }[];
}

export const PROFILE_QUERY_KEY = ["profile"] as const;

export interface SessionState {
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  /** True until the first session check answers; prerendered HTML is always in this state. */
  isPending: boolean;
}

export const SESSION_QUERY_KEY = ["session"] as const;
/** The spec's session auto-refresh interval. */
const SESSION_REFRESH_MS = 30_000;

type SessionAnswer = { user: NonNullable<SessionState["user"]> } | null;

// Better Auth's browser client is large; pages only need the session, so it is read with a plain fetch and
// the client (auth-client.ts) is loaded by the forms that sign in, sign up or change the account. They call
// notifySessionChanged() after every successful call, so every useSession re-reads the session.
const sessionListeners = new Set<() => Promise<void>>();

/** Re-reads the session everywhere; resolves once the new session is in the cache. */
export async function notifySessionChanged(): Promise<void> {
  await Promise.all([...sessionListeners].map((refresh) => refresh()));
}

/** The signed-in user from GET /api/auth/get-session (one shared query for every component). */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    sessionListeners.add(refresh);
    return () => {
      sessionListeners.delete(refresh);
    };
  }, [queryClient]);
  const { data, isPending } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => apiFetch<SessionAnswer>("/api/auth/get-session"),
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
  });
  return { user: data?.user ?? null, isPending };
}

/** The signed-in user's profile (balance and totals) from GET /api/profile; idle when signed out. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => apiFetch<Profile>("/api/profile"),
    enabled: user !== null,
  });
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
