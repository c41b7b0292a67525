import { EyeIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { type ShowcaseExample, showcasePageUrl } from "~/content/showcase";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import { DESKTOP_PAGE_WIDTH, useFitScale } from "~/lib/use-fit-scale";

/** The height the thumbnail renders the page at (its width is a desktop's) before scaling it to the card. */
const PAGE_HEIGHT = 800;

/** How close to the screen a thumbnail comes before its page is loaded into it. */
const NEAR_SCREEN = "200px 0px";

/**
 * The real page, scaled down to the card's width: an inert, sandboxed frame (no allow-same-origin), so
 * it is a picture, not a second page to tab through. The frame is created only once its card comes near
 * the screen, after hydration: each page is parsed, styled and laid out on this page's main thread, and
 * the nine of them in the first HTML (Chromium's `loading="lazy"` still loaded seven on a phone) kept the
 * showcase busy while it loaded (Lighthouse mobile total blocking time ~250 ms). Until then the card shows
 * the page's white background.
 */
export function ShowcaseThumbnail({ example }: { example: ShowcaseExample }) {
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, DESKTOP_PAGE_WIDTH, 0.25);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const approached = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        approached.disconnect();
      },
      { rootMargin: NEAR_SCREEN },
    );
    approached.observe(element);
    return () => approached.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="relative aspect-[16/10] w-full overflow-hidden rounded-lg border bg-white"
      inert
      aria-hidden="true"
      data-testid="showcase-thumbnail"
    >
      {near && (
        <iframe
          title={`Thumbnail of the ${example.companyName} page`}
          src={showcasePageUrl(example.id)}
          sandbox={PREVIEW_SANDBOX}
          loading="lazy"
          tabIndex={-1}
          className="pointer-events-none absolute top-0 left-0 origin-top-left bg-white"
          style={{ width: DESKTOP_PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      )}
    </div>
  );
}

/** "Open preview": the page in a sandboxed frame, like a user's own template preview. */
export function ShowcasePreviewButton({ example }: { example: ShowcaseExample }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="self-start">
        <EyeIcon aria-hidden="true" />
        Open preview
        <span className="sr-only"> of the {example.companyName} page</span>
      </Button>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-6xl flex-col gap-3 p-4 sm:p-6">
        <DialogHeader className="pr-8">
          <DialogTitle className="truncate leading-tight">{example.companyName}</DialogTitle>
          <DialogDescription>
            Made by the built-in composer from the description on the card.
          </DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 overflow-hidden rounded-lg border bg-muted">
          {open && (
            <iframe
              title={`Preview of the ${example.companyName} page`}
              src={showcasePageUrl(example.id)}
              sandbox={PREVIEW_SANDBOX}
              className="h-full w-full bg-white"
              data-testid="showcase-preview-frame"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
