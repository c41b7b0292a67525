import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";
import { useSession } from "./session";

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
  /** Tokens given rather than bought (the welcome grant). */
  freeTokens: number;
  /** Purchased tokens lost to expiry. */
  expiredTokens: number;
  /** Seconds until another confirmation mail may be sent (0: now). */
  verificationRetryAfterSeconds: number;
  /** A requested new address not yet confirmed from that inbox. */
  pendingEmail: string | null;
}

export const PROFILE_QUERY_KEY = ["profile"] as const;

/**
 * How long a read profile counts as fresh. The page and the header's balance both read it, and the header
 * loads lazily: with no freshness at all, whichever mounts after the first answer asked again (two
 * GET /api/profile per visit). The account events keep the figures live, and every change the app makes
 * invalidates the query, so 30 s (the session's refresh period) only spares repeats.
 */
const PROFILE_FRESH_MS = 30_000;

/** The signed-in user's profile (balance and totals) from GET /api/profile; idle when signed out. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => apiFetch<Profile>("/api/profile"),
    enabled: user !== null,
    staleTime: PROFILE_FRESH_MS,
  });
}
