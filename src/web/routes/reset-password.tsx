import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRoundIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { PageLayout } from "~/components/layout/page-layout";
import { Button } from "~/components/ui/button";
import { FieldError, FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { Spinner } from "~/components/ui/spinner";
import { authClient } from "~/lib/auth-client";
import { PRODUCT_NAME } from "~/lib/company";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => [
  ...pageMeta({
    title: "Set a New Password",
    description: `Choose a new password for your ${PRODUCT_NAME} account.`,
    path: "/reset-password",
  }),
  { name: "robots", content: "noindex" },
];

export const RESET_MESSAGES = {
  invalidLinkTitle: "Invalid Reset Link",
  invalidLinkDescription: "This password reset link is invalid or has expired.",
  tooShort: "Password must be at least 6 characters long.",
  mismatch: "Passwords do not match.",
  invalidToken: "Invalid reset token.",
  failedFallback: "Failed to update password. Please try again or request a new reset link.",
  successTitle: "Password Updated!",
  successDescription: "Your password has been changed. You can now sign in with your new password.",
} as const;

const resetSchema = z
  .object({
    password: z.string().min(6, RESET_MESSAGES.tooShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: RESET_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
type ResetValues = z.infer<typeof resetSchema>;

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [serverError, setServerError] = useState<string | undefined>();
  const redirected = useRef(false);
  const hydrated = useHydrated();

  // A link without a token cannot work: say so and go home (once, even under StrictMode).
  useEffect(() => {
    if (token || redirected.current) return;
    redirected.current = true;
    toast.error(RESET_MESSAGES.invalidLinkTitle, { description: RESET_MESSAGES.invalidLinkDescription });
    navigate("/", { replace: true });
  }, [token, navigate]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(undefined);
    if (!token) {
      setServerError(RESET_MESSAGES.invalidToken);
      return;
    }
    let message: string | undefined;
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (!error) {
        toast.success(RESET_MESSAGES.successTitle, { description: RESET_MESSAGES.successDescription });
        navigate("/auth");
        return;
      }
      message = error.message || RESET_MESSAGES.failedFallback;
    } catch {
      message = RESET_MESSAGES.failedFallback;
    }
    setServerError(message);
    toast.error("Error", { description: message });
  });

  // The prerendered shell (and so the first render in the browser) is the form: the address's token is
  // only known in the browser. Without one, the page says so and goes home once it has hydrated.
  if (hydrated && !token) {
    return (
      <PageLayout>
        <div className="flex justify-center py-24">
          <Spinner className="size-8" label="Redirecting" />
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout className="bg-surface">
      <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-xl sm:p-8">
          <div className="flex flex-col items-start gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <KeyRoundIcon className="size-5" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">Set a new password</h1>
            <p className="text-sm text-muted-foreground">Choose a password with at least 6 characters.</p>
          </div>
          <form
            method="post"
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-5"
            aria-label="Set a new password"
          >
            <FormField id="new-password" label="New Password" error={errors.password?.message}>
              {(control) => (
                <PasswordInput {...control} autoComplete="new-password" {...register("password")} />
              )}
            </FormField>
            <FormField
              id="confirm-new-password"
              label="Confirm New Password"
              error={errors.confirmPassword?.message}
            >
              {(control) => (
                <PasswordInput {...control} autoComplete="new-password" {...register("confirmPassword")} />
              )}
            </FormField>
            <FieldError message={serverError} />
            <Button type="submit" variant="hero" size="lg" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4 text-white" label="Updating password" />}
              Update Password
            </Button>
          </form>
        </div>
      </div>
    </PageLayout>
  );
}
