/**
 * Every mail is first a row in mail_queue (inside the caller's transaction when there is one), so a
 * mail server that is down never loses a message; the sender loop delivers it later.
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
}

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailQueue).values({
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
}
