/**
 * What POST /f/:formToken does once the body is read: find the form (404 unknown, 410 page deleted),
 * apply the per-IP and per-form rate limits, drop honeypot submissions without a trace, store the lead,
 * queue the owner's mail (when the page's switch is on) in the same transaction, and tell open Leads tabs.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import { leadForms, leads, templates, users } from "../db/schema.js";
import type { RateLimiter, RateLimitRule } from "../http/rate-limiter.js";
import { enqueueMail, isPlainAddress } from "../mail/queue.js";
import { leadNotificationEmail, mailSite } from "../mail/templates.js";
import { FORM_TOKEN_PATTERN } from "./form-tokens.js";
import { LeadRefusal, type Submission } from "./submission.js";

export const LEAD_RATE_LIMITS = {
  /** One visitor: a few honest submissions, never a flood. */
  leadIp: { name: "lead-ip", max: 10, windowMs: 10 * 60_000 },
  /** One page's form, across all visitors. */
  leadForm: { name: "lead-form", max: 200, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface LeadIntakeDeps extends CoreDeps {
  limiter: RateLimiter;
  onMailQueued?: () => void;
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

/** Counts the submission against both limits; refuses when either is exceeded. */
export async function checkLeadRateLimits(limiter: RateLimiter, ip: string, token: string): Promise<void> {
  for (const [rule, subject] of [
    [LEAD_RATE_LIMITS.leadIp, ip],
    [LEAD_RATE_LIMITS.leadForm, token],
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

/** Stores the lead and queues the owner's mail; a honeypot submission is dropped. Returns the lead id. */
export async function storeLead(
  deps: LeadIntakeDeps,
  target: FormTarget,
  submission: Submission,
  context: LeadContext,
): Promise<string | null> {
  if (submission.isBot) return null;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
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
        ipHash: hashIp(deps.config.AUTH_SECRET, context.ip),
        userAgent: context.userAgent.slice(0, 500),
        createdAt: now,
      })
      .returning({ id: leads.id });
    if (target.notifyLeads) {
      await enqueueMail(tx, {
        kind: "lead",
        to: target.ownerEmail,
        replyTo: replyAddressOf(submission.fields),
        ...leadNotificationEmail(mailSite(deps.config), {
          pageTitle: target.pageTitle,
          formId: submission.formId,
          pageUrl: context.pageUrl,
          fields: submission.fields,
          receivedAt: now,
          leadsUrl: `${deps.config.APP_URL}/profile?tab=leads`,
        }),
      });
    }
    return row.id;
  });
  if (target.notifyLeads) deps.onMailQueued?.();
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
