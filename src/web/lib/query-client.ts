import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * The spec's data-fetching policy: 3 retries with min(1000 * 2^n, 30000) ms backoff, 5-minute cache.
 * Client errors (4xx) are answers, not outages, so they are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
