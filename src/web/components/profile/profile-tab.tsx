import { useQueryClient } from "@tanstack/react-query";
import { MailIcon, MailWarningIcon, PencilIcon, SaveIcon, SendIcon, XIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError, apiFetch } from "~/lib/api";
import { authClient } from "~/lib/auth-client";
import { formatDate } from "~/lib/billing-api";
import { PROFILE_QUERY_KEY, type Profile } from "~/lib/profile";
import { notifySessionChanged } from "~/lib/session";
import { toast } from "~/lib/toast";

export const RESEND_COOLDOWN_SECONDS = 120;
const CONFIRM_EMAIL_PATH = "/confirm-email";

/** "1:05" for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string")
    return error.message || fallback;
  return fallback;
}

export function ProfileTab({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      {!profile.emailVerified && (
        <VerifyEmailBanner email={profile.email} retryAfterSeconds={profile.verificationRetryAfterSeconds} />
      )}
      <NameCard profile={profile} />
      <EmailCard profile={profile} />
    </div>
  );
}

function NameCard({ profile }: { profile: Profile }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.fullName);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  function startEditing() {
    setName(profile.fullName);
    setError(undefined);
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const fullName = name.trim();
    if (!fullName) {
      setError("Please enter your full name");
      return;
    }
    setSaving(true);
    try {
      const updated = await apiFetch<Profile>("/api/profile", {
        method: "PATCH",
        body: JSON.stringify({ fullName }),
      });
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) => ({ ...old, ...updated }));
      // The header's account menu reads the name from the session.
      void notifySessionChanged();
      toast.success("Profile updated", { description: "Your full name was saved." });
      setEditing(false);
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to update your profile.") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <CardHeader className="flex-col items-start justify-between gap-3 sm:flex-row sm:gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Personal information</CardTitle>
          <CardDescription>Member since {formatDate(profile.createdAt)}</CardDescription>
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <PencilIcon aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      {editing ? (
        <form
          method="post"
          onSubmit={onSave}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Edit profile"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>Full Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              maxLength={100}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-name-error` : undefined}
              autoFocus
            />
            <FieldError id={`${id}-name-error`} message={error} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              <SaveIcon aria-hidden="true" />
              Save Changes
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={saving}>
              <XIcon aria-hidden="true" />
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Full Name</dt>
          <dd className="font-medium" data-testid="profile-full-name">
            {profile.fullName || "—"}
          </dd>
        </dl>
      )}
    </Card>
  );
}

function EmailCard({ profile }: { profile: Profile }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [newEmail, setNewEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError("Please enter a valid email address.");
      return;
    }
    if (email.toLowerCase() === profile.email.toLowerCase()) {
      setError("This is already your email address.");
      return;
    }
    setBusy(true);
    try {
      const result = await authClient.changeEmail({ newEmail: email, callbackURL: CONFIRM_EMAIL_PATH });
      if (result.error) throw result.error;
      toast.success("Email update", { description: "Check your new e-mail address to confirm the change." });
      // The server now reports the pending address.
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      setEditing(false);
      setNewEmail("");
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to update your e-mail address.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <CardHeader className="flex-col items-start justify-between gap-3 sm:flex-row sm:gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Email address</CardTitle>
          <CardDescription>Used to sign in and for purchase receipts.</CardDescription>
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <MailIcon aria-hidden="true" />
            Change Email
          </Button>
        )}
      </CardHeader>
      <p className="font-medium break-all" data-testid="profile-email">
        {profile.email}
      </p>
      {profile.pendingEmail && (
        <p
          className="flex items-start gap-2 rounded-lg border border-amber-400/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
          data-testid="pending-email"
        >
          <MailWarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Pending: <span className="font-medium break-all">{profile.pendingEmail}</span>. Check that inbox
            and open the link to confirm the change; until then you sign in with {profile.email}.
          </span>
        </p>
      )}
      {editing && (
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Change email"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-email`}>New Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={newEmail}
              onChange={(e) => {
                setNewEmail(e.target.value);
                setError(undefined);
              }}
              autoComplete="email"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-email-error` : undefined}
            />
            <FieldError id={`${id}-email-error`} message={error} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              <SendIcon aria-hidden="true" />
              Update Email
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/**
 * The unconfirmed-email banner; Resend is disabled for 120 s (or the server's retryAfter) afterwards. The
 * cool-down starts from the server's figure (the last mail's time), so a reload does not lose it.
 */
function VerifyEmailBanner({ email, retryAfterSeconds }: { email: string; retryAfterSeconds: number }) {
  const [until, setUntil] = useState<number | null>(() =>
    retryAfterSeconds > 0 ? Date.now() + retryAfterSeconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  function startCountdown(seconds: number) {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }

  async function onResend() {
    setBusy(true);
    try {
      const result = await authClient.sendVerificationEmail({ email, callbackURL: CONFIRM_EMAIL_PATH });
      if (result.error) {
        const err = result.error as { status?: number; retryAfter?: number; message?: string };
        if (err.status === 429) {
          startCountdown(Number(err.retryAfter) > 0 ? Number(err.retryAfter) : RESEND_COOLDOWN_SECONDS);
        }
        throw err;
      }
      toast.success("Verification email sent", {
        description: `We sent a new confirmation link to ${email}.`,
      });
      startCountdown(RESEND_COOLDOWN_SECONDS);
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to send the verification email.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-400/60 bg-amber-50 dark:bg-amber-950/30 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="verify-email-banner"
    >
      <div className="flex items-start gap-3">
        <MailWarningIcon
          className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
          aria-hidden="true"
        />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold">Please confirm your email address</p>
          <p className="text-sm text-muted-foreground">
            We sent a confirmation link to <span className="font-medium text-foreground">{email}</span>.
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        onClick={() => void onResend()}
        disabled={busy || remaining > 0}
        className="shrink-0"
        data-testid="resend-button"
      >
        <SendIcon aria-hidden="true" />
        {remaining > 0 ? `Resend in ${formatCountdown(remaining)}` : "Resend"}
      </Button>
    </div>
  );
}
