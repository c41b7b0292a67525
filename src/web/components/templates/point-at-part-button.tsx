import { MousePointerClickIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The "Point at a part" toggle over a page preview (the preview dialog and the workspace stage). */
export function PointAtPartButton({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="aria-pressed:border-brand aria-pressed:bg-brand/10 aria-pressed:text-brand"
      aria-pressed={pressed}
      onClick={onToggle}
    >
      <MousePointerClickIcon aria-hidden="true" />
      Point at a part
    </Button>
  );
}
