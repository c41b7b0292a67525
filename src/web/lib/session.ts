import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";
import { authClient } from "./auth-client";

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

/** The signed-in user from Better Auth's session store (shared by every component). */
export function useSession(): SessionState {
  const { data, isPending } = authClient.useSession();
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
    await authClient.signOut();
  } catch (error) {
    // The header's logout only logs failures (spec §8); the reload still shows the real state.
    console.error("Logout failed", error);
  }
  window.location.reload();
}
