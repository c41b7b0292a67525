import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { EMAIL_INPUT_PROPS, Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { requestPasswordReset } from "./auth-actions";
import { type ForgotPasswordValues, forgotPasswordSchema } from "./auth-schemas";

/** Asks for a reset link; the answer is the same for known and unknown addresses. */
export function ForgotPasswordForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await requestPasswordReset(values.email)) onDone();
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Reset password"
    >
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...EMAIL_INPUT_PROPS} {...register("email")} />}
      </FormField>
      <Button type="submit" variant="hero" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4 text-white" label="Sending" />}
        Send Reset Link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
