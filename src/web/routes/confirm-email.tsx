import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { PRODUCT_NAME } from "~/lib/company";
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

type State = { status: "loading" } | { status: "success" } | { status: "error"; detail: string };

/** Why the server's verify link failed, from its `?error=` code. */
function errorDetail(code: string): string {
  if (code === "token_expired")
    return "This confirmation link has expired. Sign in and request a new one from your profile.";
  return "The link is invalid or has already been used. Sign in and request a new one from your profile.";
}

/**
 * The outcome of a confirmation link, from the query alone (spec §4): success for our server's
 * `?status=confirmed` (set only after it verified the token) and for the spec's legacy links
 * (`type=signup|email` or a `token_hash`); anything else, including no query at all, is
 * "Invalid confirmation link." with the server's `?error=` reason when it gave one.
 */
function confirmationOutcome(searchParams: URLSearchParams): State {
  if (searchParams.get("status") === "confirmed") return { status: "success" };
  const type = searchParams.get("type");
  if (type === "signup" || type === "email" || searchParams.has("token_hash")) return { status: "success" };
  return { status: "error", detail: errorDetail(searchParams.get("error") ?? "invalid_token") };
}

export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<State>({ status: "loading" });

  // Decided after hydration: the page is served as the SPA fallback, so the query is read in the browser.
  useEffect(() => {
    setState(confirmationOutcome(searchParams));
    // A confirmed address changes the session's emailVerified flag (the profile banner reads it).
    if (searchParams.get("status") === "confirmed") void notifySessionChanged();
  }, [searchParams]);

  return (
    <PageLayout className="bg-surface">
      <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
        {/* Tall enough for the tallest outcome, so the result replacing "Confirming…" moves nothing below. */}
        <div
          className="flex min-h-[25rem] flex-col items-center justify-center gap-5 rounded-2xl border bg-card p-8 text-center shadow-xl sm:min-h-[21rem]"
          data-testid="confirm-email-state"
          data-status={state.status}
        >
          {state.status === "loading" && (
            <>
              <Spinner className="size-10" label="Confirming your email" />
              <h1 className="text-2xl font-bold tracking-tight">Confirming your email…</h1>
            </>
          )}
          {state.status === "success" && (
            <>
              <CircleCheckIcon className="size-14 text-success" aria-hidden="true" />
              <h1 className="text-2xl font-bold tracking-tight">Email confirmed!</h1>
              <p className="text-muted-foreground">
                Thank you for confirming your email address. Your account is ready: start creating landing
                pages.
              </p>
              <Button variant="hero" size="lg" asChild>
                <Link to="/#generator-section">Go to the app</Link>
              </Button>
            </>
          )}
          {state.status === "error" && (
            <>
              <CircleAlertIcon className="size-14 text-destructive" aria-hidden="true" />
              <h1 className="text-2xl font-bold tracking-tight">Invalid confirmation link.</h1>
              <p className="text-muted-foreground">{state.detail}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" asChild>
                  <Link to="/">Back to Home</Link>
                </Button>
                <Button variant="hero" asChild>
                  <Link to="/auth">Sign In</Link>
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
