import { CookieIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
 */
export default function CookieBanner() {
  const [visible, setVisible] = useState(false);
  // A toast never covers the banner's buttons: on a phone both span the width along the bottom.
  const banner = useRef<HTMLElement>(null);
  useLiftToastsAbove(banner);

  useEffect(() => {
    setVisible(readCookieConsent() === null);
  }, []);

  if (!visible) return null;

  const choose = (value: CookieConsent) => {
    storeCookieConsent(value);
    setVisible(false);
  };

  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-50 animate-fade-in rounded-xl border bg-popover p-4 pr-12 text-popover-foreground shadow-2xl sm:right-auto sm:bottom-5 sm:left-5 sm:max-w-md sm:p-5 sm:pr-12"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Close"
        className="absolute top-2 right-2 size-9 text-muted-foreground"
        onClick={() => choose("declined")}
      >
        <XIcon aria-hidden="true" />
      </Button>
      <h2 id="cookie-banner-title" className="flex items-center gap-2 text-base font-semibold">
        <CookieIcon className="size-5 text-primary" aria-hidden="true" />
        Cookies and your privacy
      </h2>
      <p id="cookie-banner-text" className="mt-2 text-sm text-muted-foreground">
        We use a strictly necessary cookie to keep you signed in and remember this choice. No advertising or
        tracking cookies.{" "}
        <Link
          to="/cookie-policy"
          className="font-medium text-primary underline underline-offset-2 hover:decoration-2"
        >
          Learn more in our Cookie Policy
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => choose("accepted")}>
          Accept
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("declined")}>
          Decline
        </Button>
      </div>
    </section>
  );
}
