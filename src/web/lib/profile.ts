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

/** The signed-in user's profile (balance and totals) from GET /api/profile; idle when signed out. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => apiFetch<Profile>("/api/profile"),
    enabled: user !== null,
  });
}
