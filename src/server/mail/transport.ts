/**
 * Where mail goes: SMTP when SMTP_URL is set, otherwise the outbox folder (DATA_DIR/outbox/*.eml),
 * which lets a person or a test open the links without any mail server.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly name: string;
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export function createOutboxTransport(outboxDir: string): MailTransport {
  // nodemailer's stream transport builds a real RFC 822 message without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let counter = 0;
  return {
    name: "outbox",
    async send(mail) {
      const info = await builder.sendMail(mail);
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      counter += 1;
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(outboxDir, `${stamp}-${String(counter).padStart(4, "0")}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
    },
    close: () => {},
  };
}
