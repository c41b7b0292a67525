import { useEffect } from "react";
import { TRANSACTIONS_QUERY_KEY } from "./billing-api";
import { LEAD_FORMS_QUERY_KEY, LEADS_QUERY_KEY } from "./leads-api";
import { PROFILE_QUERY_KEY, type Profile } from "./profile";
import { queryClient } from "./query-client";
import { useSession } from "./session";
import { ALL_TEMPLATES_QUERY_KEY, RECENT_TEMPLATES_QUERY_KEY, TEMPLATES_QUERY_KEY } from "./templates-api";

type ProfileEvent = Pick<Profile, "tokenBalance" | "totalTokensPurchased" | "totalTokensUsed">;

/**
 * While signed in, listens to GET /api/events: `profile` figures go straight into the ["profile"] cache
 * (header badge, profile page), `template` events refresh the template lists and `lead` events (a form
 * on one of the user's pages was submitted, or leads were deleted elsewhere) the leads lists and counts. EventSource reconnects
 * by itself; the server sends the current figures on every (re)connect.
 */
export function useAccountEvents(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    const onProfile = (event: MessageEvent<string>) => {
      let data: ProfileEvent;
      try {
        data = JSON.parse(event.data) as ProfileEvent;
      } catch {
        return;
      }
      const previous = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
      if (previous) {
        const changed =
          previous.tokenBalance !== data.tokenBalance ||
          previous.totalTokensPurchased !== data.totalTokensPurchased;
        queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, { ...previous, ...data });
        // New purchases and spends also change the transaction list and the expiring lots.
        if (changed) {
          void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY, refetchType: "none" });
        }
      } else {
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      }
    };
    const onTemplate = () => {
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: LEAD_FORMS_QUERY_KEY });
    };
    const onLead = () => {
      void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
      // The template lists carry each page's lead count (its tile's "Leads (n)").
      void queryClient.invalidateQueries({ queryKey: ALL_TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RECENT_TEMPLATES_QUERY_KEY });
    };
    source.addEventListener("profile", onProfile);
    source.addEventListener("template", onTemplate);
    source.addEventListener("lead", onLead);
    // The stream may open after the leads were first read (it loads lazily) or reopen after a drop:
    // leads that arrived in between sent their event to no one, so read them again.
    source.addEventListener("open", onLead);
    return () => {
      source.removeEventListener("open", onLead);
      source.removeEventListener("profile", onProfile);
      source.removeEventListener("template", onTemplate);
      source.removeEventListener("lead", onLead);
      source.close();
    };
  }, [userId]);
}

/** The listener as a component, so app-providers can load it (and the APIs it refreshes) only for a signed-in user. */
export function AccountEvents(): null {
  useAccountEvents();
  return null;
}
