import { useQueryClient } from "@tanstack/react-query";
import { CrosshairIcon, Loader2Icon, RefreshCwIcon, XIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CancelledNotice } from "~/components/generator/cancelled-notice";
import { LivePreview } from "~/components/generator/live-preview";
import { MadeBeforeCancelNotice } from "~/components/generator/made-before-cancel-notice";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cancelTrackedJob, trackJob, useIterationJob } from "~/lib/job-store";
import { startIteration } from "~/lib/jobs-api";
import type { PointedPart } from "~/lib/point-frame";
import { priceWords } from "~/lib/price-words";
import { PROFILE_QUERY_KEY, useProfile } from "~/lib/profile";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { keptRefusal, type Refusal, refusalKept } from "~/lib/refusals";
import { showPanel } from "~/lib/shown-panels";
import { IterationError, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { useLiftToastsAbove } from "~/lib/toast-lift";
import { cn } from "~/lib/utils";
import { MAX_CHANGE_LENGTH } from "../../../core/generation-request";
import { formatTokens, iterationCost } from "../../../core/pricing";
import { SupportedRequests } from "./supported-requests";

export function insufficientIterationMessage(needed: number): string {
  return `You need at least ${needed} tokens for this iteration.`;
}

/** What a refused change said, and what can be asked for instead. */
type Answer = Pick<Refusal, "message" | "supported">;

function refusalOf(details: Record<string, unknown> | undefined, message: string): Answer {
  const supported = details?.supported;
  return {
    message,
    supported: Array.isArray(supported) ? supported.filter((s): s is string => typeof s === "string") : [],
  };
}

/**
 * The iterate panel: describe a change, pay exactly what the button says, get the updated page. The update
 * runs as a server job (followed by the job store): it shows its progress here, can be cancelled, and
 * survives a reload or a visit elsewhere.
 */
export function IteratePanel({
  template,
  onDone,
  scope = null,
  onClearScope,
  onRefused,
}: {
  template: Template;
  onDone: () => void;
  /**
   * Given where a conversation keeps each refusal (the workspace): the panel then does not repeat it, and
   * this is called once it is kept.
   */
  onRefused?: () => void;
  /** The part of the page the owner pointed at in the preview: the next change is about it. */
  scope?: PointedPart | null;
  onClearScope?: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const { onBuyTokens } = usePurchaseDialog();
  const [change, setChange] = useState("");
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<Answer | null>(null);
  // Tokens short for the change: said here, beside the button, like a refusal (a toast would cover the box).
  const [tokensNeeded, setTokensNeeded] = useState<number | null>(null);
  const job = useIterationJob(template.id);
  const running = job?.status === "running";
  const busy = starting || running;
  const cost = iterationCost(change);
  // While this panel is on screen, an update's outcome is told here, not in a toast over it.
  useEffect(() => showPanel(template.id), [template.id]);

  // A job seen running here that succeeds closes the panel (the spec's "closes after an update"); one
  // refused as not applicable explains why.
  const seenRunning = useRef<string | null>(null);
  // The outcome's toast must not cover this box, where the next change is typed.
  const formBox = useRef<HTMLFormElement>(null);
  useLiftToastsAbove(formBox);
  // The words of the request being run, for its price on hold (the field may be edited meanwhile).
  const asked = useRef("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for the job's new states only
  useEffect(() => {
    if (!job) return;
    if (job.status === "running") {
      seenRunning.current = job.id;
      return;
    }
    if (seenRunning.current !== job.id) return;
    seenRunning.current = null;
    if (job.status === "succeeded") {
      setChange("");
      onDone();
    } else if (job.status === "failed" && job.error?.code === "change_not_applied") {
      refused(refusalOf(job.error.details, job.error.message));
    }
  }, [job]);

  /**
   * Read again for the page's conversation (the server keeps it with the page). Shown here as the server keeps
   * it, whose words leave out the engine's "nothing was charged" that this box's heading already says.
   */
  function refused(answer: Answer) {
    if (onRefused) {
      void refusalKept(template.id).then(() => onRefused());
      return;
    }
    void keptRefusal(template.id, asked.current).then((kept) => setRefusal(kept ?? answer));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!change.trim()) {
      toast.error("Please describe the change", {
        description: 'Tell us what to change, e.g. "make it dark".',
      });
      return;
    }
    const balance = profile.data?.tokenBalance;
    if (balance !== undefined && balance < cost) {
      setRefusal(null);
      setTokensNeeded(cost);
      return;
    }
    setStarting(true);
    setRefusal(null);
    setTokensNeeded(null);
    asked.current = change.trim();
    try {
      const jobId = await startIteration(template.id, change.trim(), scope?.scope);
      trackJob(jobId, { kind: "iteration", title: template.title, templateId: template.id });
    } catch (error) {
      // Refused before any work started (the job's own outcome is announced by the job store).
      if (error instanceof IterationError && error.code === "insufficient_tokens") {
        setTokensNeeded(error.needed ?? cost);
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      } else if (error instanceof IterationError && error.code === "change_not_applied") {
        // Said here, in the panel (role alert): a toast on top of it would cover it on a phone.
        refused({ message: error.message, supported: error.supported ?? [] });
      } else if (error instanceof IterationError && error.code === "scope_not_found") {
        // The part pointed at is gone (the page changed since): the server's words say to point again.
        toast.error("Iteration failed", { description: error.message });
        onClearScope?.();
      } else {
        const message = error instanceof IterationError && error.message ? error.message : undefined;
        toast.error("Iteration failed", { description: message ?? "Failed to update template." });
      }
    } finally {
      setStarting(false);
    }
  }

  function onCancel() {
    if (!job) return;
    cancelTrackedJob(job.id).catch(() =>
      toast.error("Could not cancel", { description: "The update is still running. Please try again." }),
    );
  }

  const fieldId = `${id}-change`;
  return (
    <form
      ref={formBox}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Iterate on ${template.title}`}
      className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <Label htmlFor={fieldId}>Describe the change</Label>
      {scope && <ScopeChip part={scope} disabled={busy} onRemove={onClearScope} />}
      <Textarea
        id={fieldId}
        value={change}
        onChange={(e) => setChange(e.target.value)}
        maxLength={MAX_CHANGE_LENGTH}
        rows={3}
        placeholder={
          scope
            ? "e.g. make this shorter, remove this, translate this into French"
            : "e.g. make it dark, or change the headline to “Ship faster”"
        }
        disabled={busy}
        // Two lines on a phone, where the conversation above needs the height (it can still be dragged taller).
        className="min-h-20 bg-background max-sm:h-16 max-sm:min-h-16"
      />
      {job && running && (
        <div className="flex flex-col gap-2" data-testid="iteration-progress">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              className="flex min-w-0 flex-1 items-center gap-2 text-sm text-muted-foreground"
              aria-live="polite"
            >
              <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              <span className="min-w-0">
                {job.message || "Starting…"}
                {asked.current && (
                  <span className="block text-xs" data-testid="iteration-held">
                    {priceWords.running(iterationCost(asked.current))}
                  </span>
                )}
              </span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onCancel}
              disabled={job.cancelling}
              data-testid="cancel-iteration"
            >
              <XIcon aria-hidden="true" />
              {job.cancelling ? "Cancelling…" : "Cancel update"}
            </Button>
          </div>
          {job.html && (
            <LivePreview html={job.html} title={`Live preview of ${template.title} being updated`} />
          )}
        </div>
      )}
      {job?.status === "cancelled" && <CancelledNotice job={job} />}
      {job?.madeBeforeCancel && <MadeBeforeCancelNotice job={job} />}
      {refusal && !onRefused && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm"
          data-testid="iteration-refusal"
        >
          <p className="font-medium text-destructive">{priceWords.refused}</p>
          {refusal.message && <p className="text-muted-foreground">{refusal.message}</p>}
          <SupportedRequests lines={refusal.supported} />
        </div>
      )}
      {tokensNeeded !== null && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm"
          data-testid="iteration-tokens-short"
        >
          <div>
            <p className="font-medium text-destructive">Insufficient tokens</p>
            <p className="text-muted-foreground">{insufficientIterationMessage(tokensNeeded)}</p>
          </div>
          <Button type="button" size="sm" variant="outline" onClick={() => onBuyTokens()}>
            Buy Tokens
          </Button>
        </div>
      )}
      {/* One row on every width. On a phone the rule is its second half (the button says the price as it is
          typed), and while a change runs its progress row above says the price and offers Cancel instead. */}
      <div
        className={cn("flex items-center justify-between gap-2", job && running && "max-sm:hidden")}
        data-testid="iteration-submit-row"
      >
        {/* One sentence: on a phone its first half is left out and its second starts with a capital. */}
        <p className="min-w-0 flex-1 text-xs text-muted-foreground first-letter:uppercase">
          <span className="max-sm:hidden">{priceWords.ruleCost} </span>
          <span>{priceWords.ruleKept}</span>
        </p>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy} className="shrink-0">
          <RefreshCwIcon className={busy ? "animate-spin" : undefined} aria-hidden="true" />
          {busy ? "Updating…" : `Update (${formatTokens(cost)} tokens)`}
        </Button>
      </div>
    </form>
  );
}

/** "About: the pricing section": what the next change is about, removable to ask about the whole page. */
function ScopeChip({
  part,
  disabled,
  onRemove,
}: {
  part: PointedPart;
  disabled: boolean;
  onRemove?: () => void;
}) {
  return (
    <p
      className="flex max-w-full items-center gap-1.5 self-start rounded-full border border-brand/40 bg-brand/10 py-0.5 pr-0.5 pl-2.5 text-sm"
      data-testid="change-scope"
    >
      <CrosshairIcon className="size-3.5 shrink-0 text-brand" aria-hidden="true" />
      <span className="min-w-0 truncate">About: {part.label}</span>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-6 shrink-0 rounded-full"
          aria-label={`Remove “About: ${part.label}”`}
          disabled={disabled}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </p>
  );
}
