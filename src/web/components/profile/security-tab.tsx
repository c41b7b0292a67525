import { KeyRoundIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PasswordInput } from "~/components/ui/password-input";
import { authClient } from "~/lib/auth-client";
import { toast, toastAfterReload } from "~/lib/toast";

export const ACCOUNT_DELETED_TITLE = "Account deleted";
export const ACCOUNT_DELETED_DESCRIPTION = "Your account, pages and leads were deleted. You are signed out.";

const MIN_PASSWORD_LENGTH = 6;
export const PASSWORDS_DO_NOT_MATCH = "New passwords do not match.";
const DELETE_CONFIRMATION = "DELETE";

function messageOf(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string")
    return error.message || fallback;
  return fallback;
}

export function SecurityTab() {
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordCard />
      <DeleteAccountCard />
    </div>
  );
}

function ChangePasswordCard() {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ field: "current" | "new" | "confirm"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) {
      setError({ field: "current", message: "Please enter your current password." });
      return;
    }
    if (next.length < MIN_PASSWORD_LENGTH) {
      setError({ field: "new", message: "Password must be at least 6 characters long." });
      return;
    }
    if (next !== confirm) {
      setError({ field: "confirm", message: PASSWORDS_DO_NOT_MATCH });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await authClient.changePassword({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: true,
      });
      if (result.error) throw result.error;
      toast.success("Password updated", { description: "Use your new password the next time you sign in." });
      setCurrent("");
      setNext("");
      setConfirm("");
    } catch (err) {
      toast.error("Error", { description: messageOf(err, "Failed to update your password.") });
    } finally {
      setBusy(false);
    }
  }

  const errorFor = (field: "current" | "new" | "confirm") =>
    error?.field === field ? error.message : undefined;
  return (
    <Card className="p-4 sm:p-6">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRoundIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          Change password
        </CardTitle>
        <CardDescription>Other devices are signed out when the password changes.</CardDescription>
      </CardHeader>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-md flex-col gap-4"
        aria-label="Change password"
      >
        {(
          [
            {
              field: "current",
              label: "Current Password",
              value: current,
              set: setCurrent,
              auto: "current-password",
            },
            { field: "new", label: "New Password", value: next, set: setNext, auto: "new-password" },
            {
              field: "confirm",
              label: "Confirm New Password",
              value: confirm,
              set: setConfirm,
              auto: "new-password",
            },
          ] as const
        ).map((input) => {
          const inputId = `${id}-${input.field}`;
          const message = errorFor(input.field);
          return (
            <div key={input.field} className="flex flex-col gap-2">
              <Label htmlFor={inputId}>{input.label}</Label>
              <PasswordInput
                id={inputId}
                value={input.value}
                onChange={(e) => {
                  input.set(e.target.value);
                  if (error?.field === input.field) setError(null);
                }}
                autoComplete={input.auto}
                aria-invalid={Boolean(message)}
                aria-describedby={message ? `${inputId}-error` : undefined}
              />
              <FieldError id={`${inputId}-error`} message={message} />
            </div>
          );
        })}
        <Button type="submit" className="self-start" disabled={busy || !next || !confirm}>
          Update Password
        </Button>
      </form>
    </Card>
  );
}

function DeleteAccountCard() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const ready = password.length > 0 && typed === DELETE_CONFIRMATION;

  async function onDelete(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      const result = await authClient.deleteUser({ password });
      if (result.error) throw result.error;
      // Home is a new page load: the toast waits for it, or it would go with this page.
      toastAfterReload({
        kind: "success",
        title: ACCOUNT_DELETED_TITLE,
        description: ACCOUNT_DELETED_DESCRIPTION,
      });
      window.location.assign("/");
    } catch (err) {
      toast.error("Error", { description: messageOf(err, "Failed to delete your account.") });
      setBusy(false);
    }
  }

  return (
    <Card className="border-destructive/40 p-4 sm:p-6">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
          <TriangleAlertIcon className="size-5" aria-hidden="true" />
          Delete account
        </CardTitle>
        <CardDescription>
          Deletes your account, your templates and your remaining tokens for good. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <Dialog
        open={open}
        onOpenChange={(value) => {
          setOpen(value);
          if (!value) {
            setPassword("");
            setTyped("");
          }
        }}
      >
        <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete account
        </Button>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              All templates and unused tokens are lost. Enter your password and type {DELETE_CONFIRMATION} to
              confirm.
            </DialogDescription>
          </DialogHeader>
          <form method="post" onSubmit={onDelete} className="flex flex-col gap-4" aria-label="Delete account">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-password`}>Password</Label>
              <PasswordInput
                id={`${id}-password`}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-confirm`}>Type {DELETE_CONFIRMATION} to confirm</Label>
              <Input
                id={`${id}-confirm`}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!ready || busy}>
                <Trash2Icon aria-hidden="true" />
                Delete my account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
