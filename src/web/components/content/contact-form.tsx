import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { EMAIL_INPUT_PROPS, Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import {
  CONTACT_FAILED_FALLBACK,
  CONTACT_FAILED_TITLE,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from "~/content/about";
import { ApiError, apiFetch } from "~/lib/api";
import { toast } from "~/lib/toast";

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

/** Mirrors the server's rules for POST /api/contact so most mistakes are caught before sending. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is too long"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(MAX_CONTACT_MESSAGE_LENGTH, `Message must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters`),
});

export type ContactValues = z.input<typeof contactSchema>;

const EMPTY: ContactValues = { name: "", email: "", message: "" };

/** A label with the required-field mark (hidden from screen readers, which hear the field's own rules). */
function requiredLabel(text: string): ReactNode {
  return (
    <>
      {text}{" "}
      <span className="text-destructive" aria-hidden="true">
        *
      </span>
    </>
  );
}

/**
 * Name, e-mail and message, all required, posted to /api/contact. "Message sent!" and a cleared form only
 * when the server accepted the message (2xx); a validation answer (400 with fields) is shown inline, any
 * other refusal as an error toast with the form left as typed, so nothing is silently dropped.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const body = contactSchema.parse(values);
    try {
      await apiFetch("/api/contact", { method: "POST", body: JSON.stringify(body) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        let shown = false;
        for (const key of ["name", "email", "message"] as const) {
          const message = error.fields[key];
          if (message) {
            setError(key, { type: "server", message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (shown) return;
      }
      toast.error(CONTACT_FAILED_TITLE, {
        description: error instanceof ApiError ? error.message : CONTACT_FAILED_FALLBACK,
      });
      return;
    }
    toast.success(CONTACT_SUCCESS_TITLE, { description: CONTACT_SUCCESS_DESCRIPTION });
    reset(EMPTY);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={requiredLabel("Name")} error={errors.name?.message}>
          {(control) => (
            <Input {...control} autoComplete="name" placeholder="Your name" {...register("name")} />
          )}
        </FormField>
        <FormField id="contact-email" label={requiredLabel("Email")} error={errors.email?.message}>
          {(control) => <Input {...control} {...EMAIL_INPUT_PROPS} {...register("email")} />}
        </FormField>
      </div>
      <FormField id="contact-message" label={requiredLabel("Message")} error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={MAX_CONTACT_MESSAGE_LENGTH}
            placeholder="How can we help?"
            className="min-h-36"
            {...register("message")}
          />
        )}
      </FormField>
      <p className="text-xs text-muted-foreground">
        <span aria-hidden="true">* </span>All fields are required. We use your details only to answer your
        message; see our{" "}
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" variant="hero" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? (
          <Spinner className="size-4 text-white" label="Sending" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        Send Message
      </Button>
    </form>
  );
}
