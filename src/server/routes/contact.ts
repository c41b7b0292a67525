/** POST /api/contact: stored first, then mailed to CONTACT_EMAIL through the queue (reply-to the sender). */
import { Hono } from "hono";
import { z } from "zod";
import { controlCharactersMessage, oneLineText, plainText } from "../../core/text-rules.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { contactMessages } from "../db/schema.js";
import { rateLimitAddress } from "../http/middleware.js";
import { enforceRateLimit, RATE_LIMITS, type RateLimiter } from "../http/rate-limiter.js";
import { hasBidiControls } from "../http/well-formed-text.js";
import { enqueueMail } from "../mail/queue.js";
import { contactMessageEmail, mailSite } from "../mail/templates.js";
import { parseJson } from "./validation.js";

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

const contactSchema = z.object({
  // A name is one line: a line break in it would start a line of its own ("Bcc: …") in the mail's text.
  name: oneLineText("Name", "Name is required")
    .trim()
    .min(1, "Name is required")
    .max(200, "Name is too long")
    .refine((name) => !hasBidiControls(name), controlCharactersMessage("Name")),
  email: plainText("Email", "Email is required")
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address")),
  message: plainText("Message", "Message is required")
    .trim()
    .min(1, "Message is required")
    .max(MAX_CONTACT_MESSAGE_LENGTH, `Message must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters`),
});

export function contactRoutes(deps: CoreDeps & { limiter: RateLimiter; onMailQueued?: () => void }) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await parseJson(c, contactSchema);
    await enforceRateLimit(
      c,
      deps.limiter,
      RATE_LIMITS.contactIp,
      rateLimitAddress(c, deps.config.TRUST_PROXY),
      (seconds) => `Too many messages. Please try again in ${seconds} seconds.`,
    );
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...input, userId: c.get("user")?.id ?? null })
        .returning({ id: contactMessages.id });
      await enqueueMail(tx, {
        kind: "contact-message",
        to: deps.config.CONTACT_EMAIL,
        replyTo: input.email,
        ...contactMessageEmail(mailSite(deps.config), input),
      });
      return row.id;
    });
    deps.onMailQueued?.();
    return c.json({ id, status: "received" }, 201);
  });
}
