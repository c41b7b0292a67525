import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { EMAIL_INPUT_PROPS, Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { Spinner } from "~/components/ui/spinner";
import { signIn } from "./auth-actions";
import { type SignInValues, signInSchema } from "./auth-schemas";

/** E-mail and password sign-in; `idPrefix` keeps ids unique when the page and the modal coexist. */
export function SignInForm({
  onSuccess,
  onForgotPassword,
  idPrefix = "sign-in",
}: {
  onSuccess: () => void;
  onForgotPassword?: () => void;
  idPrefix?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await signIn(values.email, values.password)) onSuccess();
  });

  // POST: a form sent before the JavaScript runs must not put the password in the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...EMAIL_INPUT_PROPS} {...register("email")} />}
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            placeholder="Your password"
            {...register("password")}
          />
        )}
      </FormField>
      {onForgotPassword && (
        <Button variant="link" className="h-auto self-end p-0 text-sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      )}
      <Button type="submit" variant="hero" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4 text-white" label="Signing in" />}
        Sign In
      </Button>
    </form>
  );
}
