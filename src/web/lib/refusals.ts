import { useQuery } from "@tanstack/react-query";
import type { PageRefusal } from "../../core/api-types";
import { apiFetch } from "./api";
import { queryClient } from "./query-client";
import { TEMPLATES_QUERY_KEY, templateApiPath } from "./templates-api";

/**
 * The changes a page's owner asked for that were refused (free, no version): kept by the server with the page
 * (GET …/refusals), so the conversation shows what was asked, why it was not done and what can be asked for
 * instead after a reload and on any device.
 */
export type Refusal = PageRefusal;

const NONE: Refusal[] = [];

/** Under the templates key: a change to the page (which invalidates that key) refreshes them too. */
export const refusalsQueryKey = (templateId: string) =>
  [...TEMPLATES_QUERY_KEY, templateId, "refusals"] as const;

export function listRefusals(templateId: string): Promise<{ items: Refusal[] }> {
  return apiFetch<{ items: Refusal[] }>(`${templateApiPath(templateId)}/refusals`);
}

/** The page's refusals, oldest first (none while loading). */
export function useRefusals(templateId: string): Refusal[] {
  const query = useQuery({ queryKey: refusalsQueryKey(templateId), queryFn: () => listRefusals(templateId) });
  return query.data?.items ?? NONE;
}

/** A request was just refused: the server has it, so the conversation reads it again. */
export function refusalKept(templateId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: refusalsQueryKey(templateId) });
}

/**
 * The refusal of `change` as the server keeps it (its reasons without the engine's "nothing was charged"),
 * or null when the newest kept one is another request (one refused before any work is not kept).
 */
export async function keptRefusal(templateId: string, change: string): Promise<Refusal | null> {
  await refusalKept(templateId);
  try {
    // A conversation on screen has just read them again: that answer is used, not asked for twice.
    const { items } = await queryClient.fetchQuery({
      queryKey: refusalsQueryKey(templateId),
      queryFn: () => listRefusals(templateId),
      staleTime: 1000,
    });
    const newest = items.at(-1);
    return newest && newest.change === change ? newest : null;
  } catch {
    return null;
  }
}
