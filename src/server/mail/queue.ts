/**
 * Every mail is first a row in mail_queue (inside the caller's transaction when there is one), so a
 * mail server that is down never loses a message; the sender loop delivers it later.
 *
 * Subjects carry user text (a contact's name, a page's title) and Reply-To a visitor's address: whatever
 * the transport does, the queue only ever holds a one-line subject and one plain address, so no user text
 * can start a header of its own or add a recipient.
 */
import type { Executor } from "../db/client.js";
import { mailQueue } from "../db/schema.js";

export interface OutgoingMail {
  /** Which template made it, e.g. "confirm-address"; useful in logs and tests. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** The account the mail is about, so deleting it cancels the mail wherever it goes. */
  userId?: string;
  /** When it was queued, by the app's clock (the database's time when absent). */
  queuedAt?: Date;
  /** Not sent before this time (a digest waits for its window to pass); at once when absent. */
  sendAt?: Date;
}

/** One address without a display name, comment, group or list (no comma, semicolon, colon or bracket). */
const PLAIN_ADDRESS = /^[^\s@<>"(),;:[\]\\]{1,64}@[^\s@<>"(),;:[\]\\]+\.[^\s@<>"(),;:[\]\\]{2,}$/;

export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && PLAIN_ADDRESS.test(value);
}

/** A header value on one line: line breaks and other control characters become single spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS_AND_CONTROLS, " ").replace(/ {2,}/g, " ").trim();
}

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailQueue).values({
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo && isPlainAddress(mail.replyTo) ? mail.replyTo : null,
    subject: oneLine(mail.subject),
    html: mail.html,
    text: mail.text,
    userId: mail.userId ?? null,
    ...(mail.queuedAt ? { createdAt: mail.queuedAt } : {}),
    ...(mail.sendAt ? { nextAttemptAt: mail.sendAt } : {}),
  });
}
