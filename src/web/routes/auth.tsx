import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { PageLayout } from "~/components/layout/page-layout";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { afterAuthUrl } from "~/lib/buy-after-sign-up";
import { PRODUCT_NAME } from "~/lib/company";
import { pageMeta } from "~/lib/seo";
import { useSession } from "~/lib/session";
import { WELCOME_GRANT_TOKENS } from "../../core/pricing";

export const meta = () =>
  pageMeta({
    title: "Sign In or Create an Account",
    description: `Sign in to ${PRODUCT_NAME} or create a free account with ${WELCOME_GRANT_TOKENS} tokens to generate landing pages from a description.`,
    path: "/auth",
  });

type View = "sign-in" | "sign-up" | "forgot-password";

const BENEFITS = [
  `${WELCOME_GRANT_TOKENS} free tokens when you sign up`,
  "Landing pages from a plain-language description",
  "Preview, refine and download as often as you like",
  "No subscription and no credit card needed",
];

export default function AuthPage() {
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const [view, setView] = useState<View>("sign-in");
  // "Get Started" opens the sign-up form (?mode=sign-up). After hydration: the prerendered shell has no query.
  const [searchParams] = useSearchParams();
  const startOnSignUp = searchParams.get("mode") === "sign-up";
  useEffect(() => {
    if (startOnSignUp) setView("sign-up");
  }, [startOnSignUp]);

  // Where signing in or up leads: back to the purchase a visitor chose before having an account, else home.
  const next = afterAuthUrl(searchParams);
  // A signed-in visitor has nothing to do here.
  useEffect(() => {
    if (!isPending && user) navigate(next, { replace: true });
  }, [isPending, user, navigate, next]);

  const goHome = () => navigate(next);

  return (
    <PageLayout className="bg-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="hidden flex-col gap-6 lg:flex">
          <p className="text-4xl font-extrabold tracking-tight text-balance">
            Your next landing page is <span className="text-brand-gradient">one description away</span>
          </p>
          <p className="text-lg text-muted-foreground">
            Join marketers, agencies and founders who launch faster with {PRODUCT_NAME}.
          </p>
          <ul className="flex flex-col gap-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3">
                <CheckCircle2Icon className="size-5 shrink-0 text-success" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>

        <div className="mx-auto w-full max-w-md rounded-2xl border bg-card p-6 shadow-xl sm:p-8">
          {view === "forgot-password" ? (
            <div className="flex flex-col gap-6">
              <div className="flex flex-col gap-2">
                <h1 className="text-2xl font-bold tracking-tight">Reset your password</h1>
                <p className="text-sm text-muted-foreground">
                  Enter the email address of your account and we will send you a link to set a new password.
                </p>
              </div>
              <ForgotPasswordForm onDone={() => setView("sign-in")} onBack={() => setView("sign-in")} />
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              <div className="flex flex-col gap-2">
                <h1 className="text-2xl font-bold tracking-tight">
                  {view === "sign-in" ? "Welcome back" : "Create your account"}
                </h1>
                <p className="text-sm text-muted-foreground">
                  {view === "sign-in"
                    ? "Sign in to generate, refine and download your landing pages."
                    : `Start with ${WELCOME_GRANT_TOKENS} free tokens. No credit card needed.`}
                </p>
              </div>
              <Tabs value={view} onValueChange={(value) => setView(value as View)}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="pt-2">
                  <SignInForm onSuccess={goHome} onForgotPassword={() => setView("forgot-password")} />
                </TabsContent>
                <TabsContent value="sign-up" className="pt-2">
                  <SignUpForm agreementMode="page" onSuccess={goHome} />
                </TabsContent>
              </Tabs>
            </div>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
