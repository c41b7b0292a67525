import { LockIcon, WandSparklesIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/home/section-heading";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { useSession } from "~/lib/session";
import {
  formatTokens,
  promptCharactersCovered,
  TYPICAL_PAGE_PRICE_TEXT,
  WELCOME_GRANT_TOKENS,
} from "../../../core/pricing";

// Loaded only when needed, so a visitor's first load of the home page carries neither the signed-in
// app (form, templates, their schemas) nor the sign-in forms.
const SignedInGenerator = lazy(() => import("./signed-in-generator"));
const AuthModal = lazy(() => import("~/components/auth/auth-modal").then((m) => ({ default: m.AuthModal })));

const sessionSpinner = (
  <div className="flex justify-center py-12">
    <Spinner className="size-8" label="Loading your session" />
  </div>
);

/**
 * The home page's generator (section id `generator-section`): signed out, an invitation to sign in;
 * signed in, the form on the left and "Your Generated Templates" on the right (stacked on mobile).
 */
export function GeneratorSection() {
  const { user, isPending } = useSession();
  return (
    <section id="generator-section" aria-labelledby="generator-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="generator-title"
          eyebrow="Generator"
          title="Create your landing page"
          lead="Describe what you need, pick a page type and industry, and get a ready-to-publish page."
        />
        <div className="mt-12">
          {isPending ? (
            sessionSpinner
          ) : user ? (
            <Suspense fallback={sessionSpinner}>
              <SignedInGenerator />
            </Suspense>
          ) : (
            <SignedOutGenerator />
          )}
        </div>
      </div>
    </section>
  );
}

function SignedOutGenerator() {
  const [authOpen, setAuthOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [authWanted, setAuthWanted] = useState(false);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-2xl border border-dashed bg-card p-8 text-center shadow-sm sm:p-12">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <LockIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-2">
        <h3 className="text-xl font-semibold">Sign in to start generating</h3>
        <p className="text-muted-foreground">
          Sign in or create an account to generate landing pages. New accounts get{" "}
          {`${formatTokens(WELCOME_GRANT_TOKENS)} free tokens, enough for one page described in up to ${promptCharactersCovered(WELCOME_GRANT_TOKENS)} characters; ${TYPICAL_PAGE_PRICE_TEXT}.`}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            setAuthWanted(true);
            setAuthOpen(true);
          }}
        >
          Sign in
        </Button>
        <Button variant="brand" size="lg" asChild>
          <Link to={SIGN_UP_PATH}>Create an account</Link>
        </Button>
      </div>
      <Button variant="hero" size="lg" disabled className="w-full sm:w-auto">
        <WandSparklesIcon aria-hidden="true" />
        Generate Landing Page
      </Button>
      {authWanted && (
        <Suspense fallback={null}>
          <AuthModal open={authOpen} onOpenChange={setAuthOpen} />
        </Suspense>
      )}
    </div>
  );
}
