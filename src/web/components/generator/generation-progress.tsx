import { CheckIcon, Loader2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { GenerationStage } from "~/lib/templates-api";
import { cn } from "~/lib/utils";

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

/** The stepper shown while a page is generated, plus the live preview when the server streams HTML. */
export function GenerationProgress({
  stage,
  message,
  partialHtml,
}: {
  stage: GenerationStage | null;
  message: string;
  partialHtml: string;
}) {
  const current = Math.max(0, stepIndex(stage));
  const done = stage === "done";
  return (
    <div className="flex flex-col gap-4" data-testid="generation-progress">
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
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {message || "Starting…"}
      </p>
      {partialHtml && <LivePreview html={partialHtml} />}
    </div>
  );
}

/** Re-renders the streamed HTML at most about once a second so the frame does not flicker. */
function LivePreview({ html }: { html: string }) {
  const [shown, setShown] = useState(html);
  const lastUpdate = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, lastUpdate.current + 1000 - Date.now());
    const timer = setTimeout(() => {
      lastUpdate.current = Date.now();
      setShown(html);
    }, wait);
    return () => clearTimeout(timer);
  }, [html]);
  return (
    <div className="overflow-hidden rounded-lg border bg-white">
      <iframe
        title="Live preview of the page being generated"
        sandbox="allow-scripts"
        srcDoc={shown}
        className="h-72 w-full"
      />
    </div>
  );
}
