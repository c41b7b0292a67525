/**
 * Form tokens: each template gets one random token (144 bits, base64url) when it is created, and its
 * pages' forms post to APP_URL/f/<token>. The token reveals no id; iterations keep it.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Executor } from "../db/client.js";
import { leadForms } from "../db/schema.js";

export const newFormToken = (): string => randomBytes(18).toString("base64url");

export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** The address forms post to: the operator's FORM_ACTION_URL when set, else the app's endpoint for this token. */
export function formActionFor(config: Pick<Config, "APP_URL" | "FORM_ACTION_URL">, token?: string) {
  if (config.FORM_ACTION_URL) return config.FORM_ACTION_URL;
  return token ? `${config.APP_URL}/f/${token}` : undefined;
}

/** Ties a token to a newly saved template (call inside the transaction that saves it). */
export async function attachFormToken(
  db: Executor,
  input: { token: string; userId: string; templateId: string; now: Date },
): Promise<void> {
  await db.insert(leadForms).values({
    token: input.token,
    userId: input.userId,
    templateId: input.templateId,
    createdAt: input.now,
  });
}

/** The template's token; templates made before forms delivered get one now. */
export async function formTokenOf(db: Executor, userId: string, templateId: string, now: Date) {
  const [row] = await db
    .select({ token: leadForms.token })
    .from(leadForms)
    .where(and(eq(leadForms.templateId, templateId), eq(leadForms.userId, userId)));
  if (row) return row.token;
  const token = newFormToken();
  const [created] = await db
    .insert(leadForms)
    .values({ token, userId, templateId, createdAt: now })
    .onConflictDoNothing()
    .returning({ token: leadForms.token });
  if (created) return created.token;
  // Another request created it at the same moment.
  const [existing] = await db
    .select({ token: leadForms.token })
    .from(leadForms)
    .where(eq(leadForms.templateId, templateId));
  return existing.token;
}
