/**
 * A change of address or of password is announced to the address the account had before it, so an owner
 * whose session or inbox was taken over hears of it where the intruder cannot delete the notice first.
 */
import { decodeJwt } from "jose";
import type { OutgoingMail } from "../mail/queue.js";
import { addressChangedEmail, type MailSite, passwordChangedEmail } from "../mail/templates.js";

type QueueMail = (mail: OutgoingMail) => Promise<void>;

interface Endpoint {
  path?: string;
  query?: unknown;
}

/**
 * After a user row was updated: when the update was a confirmed change of address (verify-email with a
 * change-of-address token, already checked by Better Auth), mails the address the token was issued for.
 */
export async function announceAddressChange(
  queueMail: QueueMail,
  site: MailSite,
  user: { id: string; name: string; email: string },
  endpoint: Endpoint | null,
): Promise<void> {
  if (endpoint?.path !== "/verify-email") return;
  const token = (endpoint.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return;
  let claims: { email?: unknown; updateTo?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    return;
  }
  const newEmail = user.email.toLowerCase();
  if (typeof claims.email !== "string" || claims.updateTo !== newEmail || claims.email === newEmail) return;
  await queueMail({
    kind: "address-changed",
    to: claims.email,
    userId: user.id,
    ...addressChangedEmail(site, { name: user.name, newEmail }),
  });
}

export async function announcePasswordChange(
  queueMail: QueueMail,
  site: MailSite,
  user: { id: string; name: string; email: string },
): Promise<void> {
  await queueMail({
    kind: "password-changed",
    to: user.email,
    userId: user.id,
    ...passwordChangedEmail(site, user),
  });
}

/** The user a successful change-password answer names, or nothing for a refused one. */
export function changedPasswordUser(
  returned: unknown,
): { id: string; name: string; email: string } | undefined {
  if (!returned || typeof returned !== "object" || returned instanceof Error) return undefined;
  const user = (returned as { user?: { id?: unknown; name?: unknown; email?: unknown } }).user;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") return undefined;
  return { id: user.id, name: typeof user.name === "string" ? user.name : "", email: user.email };
}
