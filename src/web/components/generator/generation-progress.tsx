import { CheckIcon, Loader2Icon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { GenerationStage } from "~/lib/templates-api";
import { cn } from "~/lib/utils";
import { LivePreview } from "./live-preview";

const STEPS: { id: string; label: string; stages: GenerationStage[] }[] = [
  { id: "reserve", label: "Reserving tokens", stages: ["reserving"] },
  {
    id: "compose",
    label: "Designing your page",
    stages: ["composing", "requesting", "streaming", "repairing"],
  },
  { id: "check", label: "Checking quality", stages: ["post-processing", "checking"] },
  { id: "save", label: "Saving your template", stages: ["done"] },
];

/** Which step a stage belongs to (-1 before the first progress event). */
function stepIndex(stage: GenerationStage | null): number {
  if (!stage) return -1;
  return STEPS.findIndex((step) => step.stages.includes(stage));
}

/**
 * The stepper shown while a page is generated, its Cancel button, and the live preview when the server
 * streams HTML.
 */
export function GenerationProgress({
  title,
  stage,
  message,
  partialHtml,
  onCancel,
  cancelling,
}: {
  /** The page being generated. */
  title: string;
  stage: GenerationStage | null;
  message: string;
  partialHtml: string;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const current = Math.max(0, stepIndex(stage));
  const done = stage === "done";
  return (
    <div className="flex flex-col gap-4" data-testid="generation-progress">
      {title && <p className="text-sm font-medium break-words">Generating “{title}”</p>}
      <ol className="flex flex-col gap-2" aria-label="Generation progress">
        {STEPS.map((step, index) => {
          const state = done || index < current ? "complete" : index === current ? "current" : "upcoming";
          return (
            <li
              key={step.id}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className={cn(
                "flex items-center gap-3 text-sm",
                state === "upcoming" ? "text-muted-foreground" : "text-foreground",
                state === "current" && "font-semibold",
              )}
            >
              <span
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                  state === "complete" && "border-success bg-success text-success-foreground",
                  state === "current" && "border-primary text-primary",
                )}
                aria-hidden="true"
              >
                {state === "complete" ? (
                  <CheckIcon className="size-3.5" />
                ) : state === "current" ? (
                  <Loader2Icon className="size-3.5 animate-spin" />
                ) : (
                  index + 1
                )}
              </span>
              {step.label}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-muted-foreground" aria-live="polite">
          {message || "Starting…"}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onCancel}
          disabled={cancelling}
          data-testid="cancel-generation"
        >
          <XIcon aria-hidden="true" />
          {cancelling ? "Cancelling…" : "Cancel generation"}
        </Button>
      </div>
      {partialHtml && <LivePreview html={partialHtml} title="Live preview of the page being generated" />}
    </div>
  );
}
