import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { PRODUCT_NAME } from "~/lib/company";
import {
  CONFIRMATION_OUTCOME_SCRIPT,
  type ConfirmationOutcome,
  confirmationOutcome,
  statusOf,
} from "~/lib/confirmation-outcome";
import { pageMeta } from "~/lib/seo";
import { notifySessionChanged } from "~/lib/session";

export const meta = () => [
  ...pageMeta({
    title: "Confirm Your Email",
    description: `The result of confirming the email address of your ${PRODUCT_NAME} account.`,
    path: "/confirm-email",
  }),
  { name: "robots", content: "noindex" },
];

/** Both reasons a link can fail; the page shows the one its outcome names. */
const ERROR_DETAILS = {
  expired: "This confirmation link has expired. Sign in and request a new one from your profile.",
  invalid: "The link is invalid or has already been used. Sign in and request a new one from your profile.",
} as const;

/**
 * A prerendered shell (decision 0020): the box holds every outcome, and the inline script after it picks the
 * one to show from the query before the first paint; after hydration React keeps the same attributes.
 * Without either (a client-side visit renders no running script) the effect decides, and the box shows
 * "Confirming…" until then.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<ConfirmationOutcome | "loading">("loading");

  useEffect(() => {
    setOutcome(confirmationOutcome(searchParams));
    // A confirmed address changes the session's emailVerified flag (the profile banner reads it).
    if (searchParams.get("status") === "confirmed") void notifySessionChanged();
  }, [searchParams]);

  return (
    <PageLayout className="bg-surface">
      <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
        {/* Tall enough for the tallest outcome, so the result replacing "Confirming…" moves nothing below. */}
        <div
          className="group flex min-h-[25rem] flex-col items-center justify-center gap-5 rounded-2xl border bg-card p-8 text-center shadow-xl sm:min-h-[21rem]"
          data-testid="confirm-email-state"
          data-status={statusOf(outcome)}
          data-outcome={outcome}
          // The pre-paint script sets these before React hydrates; React sets the same ones after its effect.
          suppressHydrationWarning
        >
          <div className="hidden group-data-[outcome=loading]:contents">
            <Spinner className="size-10" label="Confirming your email" />
            <h1 className="text-2xl font-bold tracking-tight">Confirming your email…</h1>
          </div>
          <div className="hidden group-data-[outcome=success]:contents">
            <CircleCheckIcon className="size-14 text-success" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">Email confirmed!</h1>
            <p className="text-muted-foreground">
              Thank you for confirming your email address. Your account is ready: start creating landing
              pages.
            </p>
            <Button variant="hero" size="lg" asChild>
              <Link to="/#generator-section">Go to the app</Link>
            </Button>
          </div>
          <div className="hidden group-data-[status=error]:contents">
            <CircleAlertIcon className="size-14 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">Invalid confirmation link.</h1>
            <p className="text-muted-foreground">
              <span className="hidden group-data-[outcome=expired]:inline">{ERROR_DETAILS.expired}</span>
              <span className="hidden group-data-[outcome=invalid]:inline">{ERROR_DETAILS.invalid}</span>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button variant="outline" asChild>
                <Link to="/">Back to Home</Link>
              </Button>
              <Button variant="hero" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            </div>
          </div>
        </div>
        <script
          // Our own constant (no user input); the Content-Security-Policy allows it by its hash.
          dangerouslySetInnerHTML={{ __html: CONFIRMATION_OUTCOME_SCRIPT }}
        />
      </div>
    </PageLayout>
  );
}
