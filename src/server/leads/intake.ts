/**
 * What POST /f/:formToken does once the body is read: find the form (404 unknown, 410 page deleted),
 * apply the per-IP, per-form and per-owner rate limits, drop honeypot submissions without a trace, store
 * the lead (marked when it looks like spam), queue the owner's mail or digest (when the page's switch is
 * on) in the same transaction, and tell open Leads tabs.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import { leadForms, leads, templates, users } from "../db/schema.js";
import type { RateLimiter, RateLimitRule } from "../http/rate-limiter.js";
import { isPlainAddress } from "../mail/queue.js";
import { queueLeadDelivery } from "../webhooks/outbox.js";
import { FORM_TOKEN_PATTERN } from "./form-tokens.js";
import { mailOwnerAboutLead } from "./owner-mail.js";
import { heldReasonFor, storedHold } from "./spam-signals.js";
import { LeadRefusal, type Submission } from "./submission.js";

export const LEAD_RATE_LIMITS = {
  /** One visitor: a few honest submissions, never a flood. */
  leadIp: { name: "lead-ip", max: 10, windowMs: 10 * 60_000 },
  /** One page's form, across all visitors. */
  leadForm: { name: "lead-form", max: 200, windowMs: 60 * 60_000 },
  /** All of one owner's forms together: many pages do not multiply what a flood can store. */
  leadOwner: { name: "lead-owner", max: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface LeadIntakeDeps extends CoreDeps {
  limiter: RateLimiter;
  onMailQueued?: () => void;
  onWebhookQueued?: () => void;
}

export interface FormTarget {
  token: string;
  userId: string;
  templateId: string;
  pageTitle: string;
  companyName: string;
  notifyLeads: boolean;
  ownerEmail: string;
}

/** The live form behind a token, or a refusal: 404 for a token that never existed, 410 once its page is deleted. */
export async function findFormTarget(deps: CoreDeps, token: string): Promise<FormTarget> {
  if (!FORM_TOKEN_PATTERN.test(token)) throw unknownForm();
  const [row] = await deps.db
    .select({
      token: leadForms.token,
      userId: leadForms.userId,
      templateId: leadForms.templateId,
      notifyLeads: leadForms.notifyLeads,
      pageTitle: templates.title,
      companyName: templates.companyName,
      ownerEmail: users.email,
    })
    .from(leadForms)
    .innerJoin(users, eq(users.id, leadForms.userId))
    .leftJoin(templates, eq(templates.id, leadForms.templateId))
    .where(eq(leadForms.token, token));
  if (!row) throw unknownForm();
  if (!row.templateId || row.pageTitle === null || row.companyName === null) {
    throw new LeadRefusal(
      410,
      "form_gone",
      "This form is no longer accepting submissions: its page was deleted.",
    );
  }
  return { ...row, templateId: row.templateId, pageTitle: row.pageTitle, companyName: row.companyName };
}

const unknownForm = () => new LeadRefusal(404, "form_not_found", "This form does not exist.");

/** Counts the submission against the visitor's, the form's and the owner's limits; refuses when one is exceeded. */
export async function checkLeadRateLimits(
  limiter: RateLimiter,
  ip: string,
  target: Pick<FormTarget, "token" | "userId">,
): Promise<void> {
  for (const [rule, subject] of [
    [LEAD_RATE_LIMITS.leadIp, ip],
    [LEAD_RATE_LIMITS.leadForm, target.token],
    [LEAD_RATE_LIMITS.leadOwner, target.userId],
  ] as const) {
    const state = await limiter.hit(rule, subject);
    if (state.limited) {
      throw new LeadRefusal(
        429,
        "rate_limited",
        `Too many submissions. Please try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`,
        state.retryAfterSeconds,
      );
    }
  }
}

/** A keyed hash of the client address: repeats are recognisable, the address is not stored. */
export function hashIp(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`lead-ip:${ip}`).digest("base64url").slice(0, 32);
}

export interface LeadContext {
  ip: string;
  userAgent: string;
  pageUrl: string | null;
}

/**
 * Stores the lead and tells the owner (when the page's switch is on): a mail, or a digest during a burst
 * (owner-mail.ts). A lead that looks like spam (spam-signals.ts) is stored marked and not mailed; a
 * honeypot submission is dropped. Returns the lead id.
 */
export async function storeLead(
  deps: LeadIntakeDeps,
  target: FormTarget,
  submission: Submission,
  context: LeadContext,
): Promise<string | null> {
  if (submission.isBot) return null;
  const now = deps.clock.now();
  const ipHash = hashIp(deps.config.AUTH_SECRET, context.ip);
  const { id, mailed, hooked } = await deps.db.transaction(async (tx) => {
    const heldReason = storedHold(
      await heldReasonFor(tx, {
        formToken: target.token,
        fields: submission.fields,
        ipHash,
        openedMs: submission.openedMs,
        now,
      }),
    );
    const [row] = await tx
      .insert(leads)
      .values({
        userId: target.userId,
        formToken: target.token,
        templateId: target.templateId,
        pageTitle: target.pageTitle,
        pageUrl: context.pageUrl,
        formId: submission.formId,
        fields: submission.fields,
        ipHash,
        userAgent: context.userAgent.slice(0, 500),
        heldReason,
        createdAt: now,
      })
      .returning({ id: leads.id });
    const mailed = target.notifyLeads && !heldReason;
    if (mailed) {
      await mailOwnerAboutLead(tx, deps.config, {
        userId: target.userId,
        ownerEmail: target.ownerEmail,
        pageTitle: target.pageTitle,
        formId: submission.formId,
        pageUrl: context.pageUrl,
        fields: submission.fields,
        replyTo: replyAddressOf(submission.fields),
        receivedAt: now,
      });
    }
    // The page's webhook gets every lead the owner would be told about, held (spam-like) ones excepted.
    const hooked =
      !heldReason &&
      (await queueLeadDelivery(tx, {
        ...target,
        leadId: row.id,
        formId: submission.formId,
        pageUrl: context.pageUrl,
        fields: submission.fields,
        receivedAt: now,
      }));
    return { id: row.id, mailed, hooked };
  });
  if (mailed) deps.onMailQueued?.();
  if (hooked) deps.onWebhookQueued?.();
  await deps.events
    .publish(target.userId, { type: "lead", data: { id, templateId: target.templateId } })
    .catch(() => {});
  return id;
}

/** The visitor's address when the form asked for one, so the owner can answer the mail directly. */
function replyAddressOf(fields: [string, string][]): string | undefined {
  const email = fields.find(([name, value]) => /e-?mail/i.test(name) && isPlainAddress(value));
  return email?.[1];
}
