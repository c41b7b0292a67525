import { CookieIcon, XIcon } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { COOKIE_CONSENT_KEY } from "~/lib/cookie-consent";
import { useLiftToastsAbove } from "~/lib/toast-lift";

export type CookieConsent = "accepted" | "declined";

/** The stored choice, or null when none (or storage is unavailable). */
export function readCookieConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

function storeCookieConsent(value: CookieConsent) {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Storage blocked (private mode, policy): the banner still closes for this page view.
  }
}

/**
 * Asks for the visitor's cookie choice until one is stored under `cookie-consent`.
 * Rendered by the root on every page. localStorage is read in an effect, so the prerendered
 * HTML and the first client render agree (no banner), and it appears right after hydration.
 * A slim bar along the bottom whose height the page keeps free (`--cookie-bar`, see app.css): it never
 * covers the generator's button, the workspace's page or its request box, on a phone or a desktop.
 */
export default function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readCookieConsent() === null);
  }, []);

  if (!visible) return null;
  return (
    <CookieBar
      onChoose={(value) => {
        storeCookieConsent(value);
        setVisible(false);
      }}
    />
  );
}

/** The bar itself: mounted only while shown, so its measures start with it (a hidden one measured nothing). */
function CookieBar({ onChoose: choose }: { onChoose: (value: CookieConsent) => void }) {
  const banner = useRef<HTMLElement>(null);
  // A toast never covers the bar's buttons, in either bottom corner.
  useLiftToastsAbove(banner);
  useReservedHeight(banner);

  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 animate-fade-in border-t bg-popover/95 text-popover-foreground shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.18)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 py-2.5 pr-2 pl-4 sm:gap-4 sm:px-6">
        <CookieIcon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-xs leading-snug sm:text-sm">
          <h2 id="cookie-banner-title" className="inline font-semibold">
            Cookies and your privacy.
          </h2>{" "}
          <p id="cookie-banner-text" className="inline text-muted-foreground">
            <span className="max-sm:hidden">
              We use a strictly necessary cookie to keep you signed in and remember this choice. No
              advertising or tracking cookies.
            </span>
            <span className="sm:hidden">One necessary cookie keeps you signed in. No tracking.</span>{" "}
            <Link
              to="/cookie-policy"
              className="font-medium text-primary underline underline-offset-2 hover:decoration-2"
            >
              Learn more in our Cookie Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <Button
            size="sm"
            variant="outline"
            className="max-sm:h-8 max-sm:px-2.5"
            onClick={() => choose("declined")}
          >
            Decline
          </Button>
          <Button size="sm" className="max-sm:h-8 max-sm:px-2.5" onClick={() => choose("accepted")}>
            Accept
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="size-8 text-muted-foreground"
            onClick={() => choose("declined")}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Keeps the bar's height free at the bottom of every page while it is shown: the root's `--cookie-bar`
 * pads the document and shortens the workspace (app.css), so nothing sits under the bar.
 */
function useReservedHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!element) return;
    const reserve = () => root.style.setProperty("--cookie-bar", `${Math.ceil(element.offsetHeight)}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-bar");
    };
  }, [bar]);
}
