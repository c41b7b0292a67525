import { ArrowRightIcon, BookOpenIcon, CheckCircle2Icon, SparklesIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/company";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { scrollToSection } from "~/lib/scroll";
import { useSession } from "~/lib/session";
import {
  formatEuros,
  formatTokens,
  GENERATION_BASE_COST,
  promptCharactersCovered,
  tokensToCents,
  WELCOME_GRANT_TOKENS,
} from "../../../core/pricing";

/** Entry pricing as marketed: packages from €10 for 1000 tokens; a page costs 500-1000 tokens. */
const ENTRY_TOKENS = 1000;
const PAGE_MIN_TOKENS = GENERATION_BASE_COST;
const PAGE_MAX_TOKENS = 1000;
const n = formatTokens;

export function HeroSection() {
  const { user } = useSession();

  // Signed-in visitors start right here on the page; everyone else goes to sign up first.
  function onGetStarted(event: MouseEvent<HTMLAnchorElement>) {
    if (!user) return;
    event.preventDefault();
    scrollToSection("generator-section");
  }

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--brand-from)_22%,transparent),transparent),radial-gradient(40rem_20rem_at_90%_20%,color-mix(in_oklab,var(--brand-to)_16%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-28">
        <div className="flex flex-col items-start gap-6">
          <p
            className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-muted-foreground shadow-xs"
            data-testid="hero-badge"
          >
            <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
            {user
              ? "You are signed in: your generator is ready below"
              : `${n(WELCOME_GRANT_TOKENS)} free tokens when you sign up`}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl 2xl:text-6xl"
          >
            Turn a description into a <span className="text-brand-gradient">landing page that converts</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Describe your product, audience and goal in plain words. {PRODUCT_NAME} writes the copy, designs
            the layout and hands you one responsive HTML file you can preview, refine and download.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="hero" size="lg" asChild>
              <Link to={SIGN_UP_PATH} onClick={onGetStarted}>
                Get Started Free
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="outline" size="lg" asChild>
              <Link to="/faq">
                <BookOpenIcon aria-hidden="true" />
                Read FAQ
              </Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="hero-pricing-note">
            {`Packages from ${formatEuros(tokensToCents(ENTRY_TOKENS))} for ${n(ENTRY_TOKENS)} tokens. `}
            {`Most pages cost ${formatEuros(tokensToCents(PAGE_MIN_TOKENS))}–${formatEuros(tokensToCents(PAGE_MAX_TOKENS))} `}
            {`(${n(PAGE_MIN_TOKENS)}–${n(PAGE_MAX_TOKENS)} tokens).`}
            {!user &&
              ` Your ${n(WELCOME_GRANT_TOKENS)} free tokens pay for one page described in up to ${promptCharactersCovered(WELCOME_GRANT_TOKENS)} characters.`}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {["No credit card needed", "One self-contained HTML file", "Unlimited downloads"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A browser window with a prompt turning into a page: decorative, hidden from assistive technology. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-brand-gradient opacity-20 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl">
        <div className="flex items-center gap-2 border-b bg-muted px-4 py-3">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-background" />
        </div>
        <div className="flex flex-col gap-4 p-5">
          <div className="rounded-lg border bg-background p-3 font-mono text-xs leading-relaxed text-muted-foreground shadow-xs">
            “A launch page for EcoBrew, a compostable coffee pod subscription for busy parents. Warm, earthy,
            with a signup form.”
          </div>
          <div className="overflow-hidden rounded-xl border">
            <div className="flex items-center justify-between bg-[#3f2a1d] px-4 py-2">
              <span className="h-2.5 w-16 rounded-full bg-[#f5e6d3]" />
              <span className="flex gap-2">
                <span className="h-2 w-8 rounded-full bg-[#f5e6d3]/60" />
                <span className="h-2 w-8 rounded-full bg-[#f5e6d3]/60" />
              </span>
            </div>
            <div className="grid grid-cols-[1.3fr_1fr] gap-4 bg-gradient-to-br from-[#f7ede2] to-[#e9d5bf] p-5">
              <div className="flex flex-col gap-2">
                <span className="h-4 w-full rounded bg-[#3f2a1d]" />
                <span className="h-4 w-3/4 rounded bg-[#3f2a1d]" />
                <span className="mt-1 h-2 w-full rounded bg-[#3f2a1d]/40" />
                <span className="h-2 w-5/6 rounded bg-[#3f2a1d]/40" />
                <span className="mt-2 h-7 w-28 rounded-md bg-[#c2410c]" />
              </div>
              <div className="flex flex-col gap-2 rounded-lg bg-white/80 p-3 shadow-sm">
                <span className="h-2 w-1/2 rounded bg-[#3f2a1d]/60" />
                <span className="h-5 rounded border border-[#3f2a1d]/20 bg-white" />
                <span className="h-5 rounded border border-[#3f2a1d]/20 bg-white" />
                <span className="h-6 rounded bg-[#15803d]" />
              </div>
            </div>
            <div className="grid grid-cols-3 gap-3 bg-white p-4">
              {[0, 1, 2].map((i) => (
                <span key={i} className="flex flex-col gap-1.5 rounded-md border border-slate-200 p-2">
                  <span className="size-4 rounded bg-[#c2410c]/80" />
                  <span className="h-1.5 w-3/4 rounded bg-slate-300" />
                  <span className="h-1.5 w-1/2 rounded bg-slate-200" />
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
