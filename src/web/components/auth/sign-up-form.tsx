import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FieldError, FormField } from "~/components/ui/form-field";
import { EMAIL_INPUT_PROPS, Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { AgreementCheckbox } from "./agreement-checkbox";
import { signUp } from "./auth-actions";
import { AUTH_MESSAGES as M } from "./auth-messages";
import { type SignUpValues, signUpSchema } from "./auth-schemas";
import { PolicyLink } from "./policy-link";
import { TermsDialog } from "./terms-dialog";

/**
 * Which agreements sign-up asks for:
 * - "page" (/auth): Terms and Privacy; if either is unticked the terms dialog opens and the
 *   account is created only after Accept & Continue there.
 * - "modal" (the sign-in/sign-up modal): all four policies must be ticked in the form itself.
 */
export type AgreementMode = "page" | "modal";

const POLICIES = [
  { key: "terms", href: "/terms", label: "Terms & Conditions" },
  { key: "privacy", href: "/privacy", label: "Privacy Policy" },
  { key: "returns", href: "/return-policy", label: "Return Policy" },
  { key: "delivery", href: "/delivery-policy", label: "Delivery Policy" },
] as const;
type PolicyKey = (typeof POLICIES)[number]["key"];

export function SignUpForm({
  onSuccess,
  agreementMode,
  idPrefix = "sign-up",
}: {
  onSuccess: () => void;
  agreementMode: AgreementMode;
  idPrefix?: string;
}) {
  const [accepted, setAccepted] = useState<Record<PolicyKey, boolean>>({
    terms: false,
    privacy: false,
    returns: false,
    delivery: false,
  });
  const [agreementError, setAgreementError] = useState<string | undefined>();
  const [termsDialogOpen, setTermsDialogOpen] = useState(false);
  const [pendingValues, setPendingValues] = useState<SignUpValues | null>(null);
  const [creating, setCreating] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });

  const shownPolicies = agreementMode === "modal" ? POLICIES : POLICIES.slice(0, 2);

  function setPolicy(key: PolicyKey, value: boolean) {
    setAccepted((current) => ({ ...current, [key]: value }));
    setAgreementError(undefined);
  }

  async function createAccount(values: SignUpValues) {
    setCreating(true);
    try {
      if (await signUp(values.fullName.trim(), values.email, values.password)) onSuccess();
    } finally {
      setCreating(false);
    }
  }

  const onValid = async (values: SignUpValues) => {
    const allShownAccepted = shownPolicies.every((policy) => accepted[policy.key]);
    if (allShownAccepted) return createAccount(values);
    if (agreementMode === "modal") {
      setAgreementError(M.allPoliciesRequired);
      toast.error(M.allPoliciesRequired);
      return;
    }
    setPendingValues(values);
    setTermsDialogOpen(true);
  };

  // The mismatch is also announced as a toast (spec: "also shown inline").
  const onInvalid = (fieldErrors: FieldErrors<SignUpValues>) => {
    if (fieldErrors.confirmPassword?.message === M.passwordsDoNotMatch) toast.error(M.passwordsDoNotMatch);
  };

  async function onTermsAccepted() {
    setAccepted((current) => ({ ...current, terms: true, privacy: true }));
    setTermsDialogOpen(false);
    if (pendingValues) await createAccount(pendingValues);
  }

  return (
    <>
      <form
        method="post"
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        className="flex flex-col gap-5"
        aria-label="Create account"
      >
        <FormField id={`${idPrefix}-full-name`} label="Full Name" error={errors.fullName?.message}>
          {(control) => (
            <Input {...control} autoComplete="name" placeholder="Jane Doe" {...register("fullName")} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} {...EMAIL_INPUT_PROPS} {...register("email")} />}
        </FormField>
        <FormField
          id={`${idPrefix}-password`}
          label="Password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              placeholder="Create a password"
              {...register("password")}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-confirm-password`}
          label="Confirm Password"
          error={errors.confirmPassword?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              placeholder="Repeat your password"
              {...register("confirmPassword")}
            />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">Agreements</legend>
          {shownPolicies.map((policy) => (
            <AgreementCheckbox
              key={policy.key}
              id={`${idPrefix}-accept-${policy.key}`}
              checked={accepted[policy.key]}
              onCheckedChange={(value) => setPolicy(policy.key, value)}
              invalid={Boolean(agreementError) && !accepted[policy.key]}
            >
              I agree to the <PolicyLink href={policy.href}>{policy.label}</PolicyLink>
            </AgreementCheckbox>
          ))}
          <FieldError message={agreementError} />
        </fieldset>
        <Button type="submit" variant="hero" size="lg" disabled={creating}>
          {creating && <Spinner className="size-4 text-white" label="Creating your account" />}
          Create Account
        </Button>
      </form>
      {agreementMode === "page" && (
        <TermsDialog
          open={termsDialogOpen}
          onOpenChange={setTermsDialogOpen}
          initialTerms={accepted.terms}
          initialPrivacy={accepted.privacy}
          onAccept={() => void onTermsAccepted()}
        />
      )}
    </>
  );
}
