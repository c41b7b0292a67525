import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "./api";

/**
 * The page's one data cache, shared by every signed-in part (balance, templates, billing, events), with
 * the spec's data-fetching policy: 3 retries with min(1000 * 2^n, 30000) ms backoff, 5-minute cache.
 * Client errors (4xx) are answers, not outages, so they are not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 3;
      },
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Gives a signed-in part the shared cache. The signed-in parts load lazily and each wraps itself in this,
 * so TanStack Query stays out of the JavaScript every visitor downloads (see docs/decisions/0005).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
