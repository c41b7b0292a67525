import { useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PROFILE_QUERY_KEY, type Profile, useProfile } from "~/lib/profile";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { IterationError, iterateTemplate, TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { MAX_CHANGE_LENGTH } from "../../../core/generation-request";
import { formatTokens, iterationCost } from "../../../core/pricing";

export function insufficientIterationMessage(needed: number): string {
  return `You need at least ${needed} tokens for this iteration.`;
}

/** The iterate panel: describe a change, pay exactly what the button says, get the updated page. */
export function IteratePanel({ template, onDone }: { template: Template; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const { onBuyTokens } = usePurchaseDialog();
  const buyAction = { label: "Buy Tokens", onClick: () => onBuyTokens() };
  const [change, setChange] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; supported: string[] } | null>(null);
  const cost = iterationCost(change);

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
      toast.error("Insufficient tokens", {
        description: insufficientIterationMessage(cost),
        action: buyAction,
      });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const result = await iterateTemplate(template.id, change.trim());
      const applied = result.applied?.length ? ` Applied: ${result.applied.join("; ")}.` : "";
      toast.success("Template updated successfully!", {
        description: `Used ${formatTokens(result.tokensUsed)} tokens.${applied}`,
      });
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) =>
        old ? { ...old, tokenBalance: result.tokenBalance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      setChange("");
      onDone();
    } catch (error) {
      if (error instanceof IterationError && error.code === "insufficient_tokens") {
        toast.error("Insufficient tokens", {
          description: insufficientIterationMessage(error.needed ?? cost),
        });
      } else if (error instanceof IterationError && error.code === "change_not_applied") {
        // The details (why, and what can be asked for) stay in the panel; the toast only says what happened.
        setRefusal({ message: error.message, supported: error.supported ?? [] });
        toast.error("Change not applied", { description: "Nothing was charged. See the panel for details." });
      } else {
        const message = error instanceof IterationError && error.message ? error.message : undefined;
        toast.error("Iteration failed", { description: message ?? "Failed to update template." });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldId = `${id}-change`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Iterate on ${template.title}`}
      className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <Label htmlFor={fieldId}>Describe the change</Label>
      <Textarea
        id={fieldId}
        value={change}
        onChange={(e) => setChange(e.target.value)}
        maxLength={MAX_CHANGE_LENGTH}
        rows={3}
        placeholder="e.g. make it dark, change the headline to “Ship faster”, add a pricing section"
        disabled={busy}
        className="min-h-20 bg-background"
      />
      {refusal && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm"
          data-testid="iteration-refusal"
        >
          <p className="font-medium text-destructive">Change not applied (no tokens used)</p>
          <p className="text-muted-foreground">{refusal.message}</p>
          {refusal.supported.length > 0 && (
            <p className="text-xs text-muted-foreground">You can ask for: {refusal.supported.join(", ")}.</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">200 tokens, plus 50 per full 100 characters.</p>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
          <RefreshCwIcon className={busy ? "animate-spin" : undefined} aria-hidden="true" />
          {busy ? "Updating…" : `Update (${formatTokens(cost)} tokens)`}
        </Button>
      </div>
    </form>
  );
}
