/**
 * What the user is told, and which cached data changes, when a generation or iteration ends: the spec's
 * success toasts (with what to fill in and what to check), or why it failed. Called once per job by the
 * job store, wherever in the app the user is at that moment.
 */
import type { IterationResult, Page } from "../../core/api-types";
import { formatTokens } from "../../core/pricing";
import type { TrackedJob } from "./job-store";
import { priceWords } from "./price-words";
import { PROFILE_QUERY_KEY, type Profile } from "./profile";
import { queryClient } from "./query-client";
import { GENERATOR_PANEL, panelShown } from "./shown-panels";
import {
  RECENT_TEMPLATES_LIMIT,
  RECENT_TEMPLATES_QUERY_KEY,
  TEMPLATES_QUERY_KEY,
  type Template,
} from "./templates-api";
import { toast } from "./toast";

export const GENERATION_FAILED_TITLE = "Generation failed";
export const GENERATION_FAILED_FALLBACK = "Failed to generate template. Please try again.";
export const CANCELLED_NOTE = "No tokens were charged.";
/** The new page's to-fill toast: its workspace lists the same items, so it takes the toast down. */
export const TO_FILL_TOAST_ID = "to-fill";

/** The inline and toast title of a cancelled job. */
export const cancelledTitle = (job: Pick<TrackedJob, "kind">) =>
  job.kind === "generation" ? "Generation cancelled" : "Update cancelled";

function refreshAccount(tokenBalance?: number) {
  if (tokenBalance !== undefined) {
    queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) => (old ? { ...old, tokenBalance } : old));
  }
  void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
}

/**
 * The toast for a finished change, or none: where the page's panel or conversation is on screen its card says
 * what was done and that the tokens are on hold, so a toast would only repeat it over the card. Elsewhere it
 * uses the card's words: a change is not charged until it is kept ("Used N tokens" said otherwise).
 */
export function iterationToast(
  result: Pick<IterationResult, "tokensUsed" | "applied">,
  reported: boolean,
): { title: string; description: string } | null {
  if (reported) return null;
  const applied = result.applied?.length ? ` Applied: ${result.applied.join("; ")}.` : "";
  const cost = result.tokensUsed > 0 ? priceWords.held(result.tokensUsed) : "No tokens charged.";
  return { title: "Page updated", description: `${cost}${applied}` };
}

/** The success toasts: what was made and charged, what to fill in, what to check, what was not applied. */
export function announceSuccessToasts(job: TrackedJob): void {
  const result = job.result;
  if (job.status !== "succeeded" || !result) return;
  if (job.kind === "generation") {
    toast.success("Template generated successfully!", {
      description: `Used ${formatTokens(result.tokensUsed)} tokens.`,
    });
    // The page invents nothing: say what the owner still has to add, and what they should know.
    // Beside the generator the ready notice lists them (a toast there covered its "Open your page").
    if (result.toFill?.length && !panelShown(GENERATOR_PANEL))
      toast.info("To fill in on your page", {
        id: TO_FILL_TOAST_ID,
        description: result.toFill.join(" · "),
        duration: 12_000,
      });
    if (result.notes?.length)
      toast.warning("Check your page", { description: result.notes.join(" "), duration: 12_000 });
    return;
  }
  const reported = panelShown(job.templateId ?? undefined);
  const told = iterationToast(result as IterationResult, reported);
  if (told) toast.success(told.title, { description: told.description });
  // Part of the message was not understood or refused: say which part and why, never drop it silently.
  const { notApplied } = result as IterationResult;
  if (notApplied?.length && !reported)
    toast.warning("Some changes were not applied", { description: notApplied.join(" "), duration: 12_000 });
}

/** The caches a finished job changes: the new page first in the recent list, the balance, the lists. */
function updateAfterSuccess(job: TrackedJob) {
  const result = job.result;
  if (!result) return;
  if (job.kind === "generation") {
    queryClient.setQueryData<Page<Template>>(RECENT_TEMPLATES_QUERY_KEY, (old) =>
      old
        ? {
            ...old,
            items: [result.template, ...old.items.filter((t) => t.id !== result.template.id)].slice(
              0,
              RECENT_TEMPLATES_LIMIT,
            ),
          }
        : { items: [result.template], nextCursor: null },
    );
  }
  refreshAccount(result.tokenBalance);
}

function announceFailure(job: TrackedJob) {
  const error = job.error;
  const generation = job.kind === "generation";
  if (error?.code === "insufficient_tokens") {
    toast.error("Insufficient tokens", { description: error.message });
  } else if (error?.code === "change_not_applied") {
    // The details (why, and what can be asked for) are in the iterate panel: said there alone when it is
    // on screen (a toast over it hid them), else a pointer to it.
    if (!panelShown(job.templateId ?? undefined))
      toast.error("Change not applied", { description: "Nothing was charged. See the panel for details." });
  } else if (generation) {
    toast.error(GENERATION_FAILED_TITLE, { description: error?.message || GENERATION_FAILED_FALLBACK });
  } else {
    toast.error("Iteration failed", { description: error?.message || "Failed to update template." });
  }
  refreshAccount();
}

/**
 * What the user is told when a job ends. `quiet`: a job the user asked to cancel that finished first. The
 * cancel's answer says what became of it ("Already made … Undo"), so a success toast too would be a second,
 * contradicting message; the caches still update, and the job store calls announceSuccessToasts if the
 * answer has nothing to offer after all.
 */
export function announceJobOutcome(job: TrackedJob, quiet = false): void {
  if (job.status === "succeeded") {
    if (!quiet) announceSuccessToasts(job);
    updateAfterSuccess(job);
  } else if (job.status === "cancelled") {
    toast.info(cancelledTitle(job), { description: CANCELLED_NOTE });
    refreshAccount();
  } else if (job.status === "failed") announceFailure(job);
}
