/**
 * The JSON shapes the API answers with, shared by the server (which builds them) and the web app (which
 * reads them), so the two cannot drift apart. Types only: nothing here reaches a bundle.
 */
import type { PackageId } from "./pricing.js";

/** One page of a cursor-paged list; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface TemplateDto {
  id: string;
  title: string;
  prompt: string;
  htmlContent: string;
  tokensUsed: number;
  landingPageType: string;
  industry: string;
  companyName: string;
  targetAudience: string;
  model: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set while the current version is a change that can still be undone (its tokens are on hold). */
  heldChange?: HeldChangeDto;
}

/** A shown change not yet kept: its tokens, held until kept (then charged) or undone (then given back). */
export interface HeldChangeDto {
  tokens: number;
  /** When it counts as kept if nothing else kept or undid it. */
  keepUntil: string;
}

/** A generation or iteration that was paid for: the saved template and what it cost. */
export interface PaidResult {
  template: TemplateDto;
  tokensUsed: number;
  tokenBalance: number;
  /** What the owner still has to add to the page (its placeholders), e.g. "Speakers: Add your speakers…". */
  toFill?: string[];
  /** Things the owner should know about the page, e.g. an event date that has already passed. */
  notes?: string[];
}

export interface IterationResult extends PaidResult {
  applied: string[];
  notApplied?: string[];
  /** Ids of the sections the change touched ("s3"), for the preview to outline. */
  changedSections?: string[];
}

/** GET /api/templates/:id/refusals: a request that was not applied (free), where the conversation shows it. */
export interface PageRefusal {
  /** The request in the owner's words. */
  change: string;
  /** Why it was not applied. */
  message: string;
  /** What can be asked for instead ("What can I ask for?"). */
  supported: string[];
  /** When it was asked (ISO), to place it among the versions. */
  at: string;
}

/** POST /api/templates/:id/undo: the page as it was before the change, and the tokens given back. */
export interface UndoResult {
  template: TemplateDto;
  tokensReleased: number;
  tokenBalance: number;
}

export interface PurchaseView {
  id: string;
  package: PackageId;
  baseTokens: number;
  bonusTokens: number;
  totalTokens: number;
  priceCents: number;
  status: "paid" | "pending" | "failed";
}

export interface TransactionItem {
  id: string;
  createdAt: string;
  type: string;
  description: string;
  amount: number;
  balanceAfter: number;
}

/** One form submission from a generated page (GET /api/leads). */
export interface LeadDto {
  id: string;
  createdAt: string;
  /** null once the page was deleted. */
  templateId: string | null;
  pageTitle: string;
  /** The page's address as the visitor's browser reported it, when it did. */
  pageUrl: string | null;
  formId: string;
  /** In the order the form sent them. */
  fields: { name: string; value: string }[];
  /**
   * Why the lead was not mailed to the owner as likely spam: the same answers again ("duplicate"), sent
   * within seconds of the page opening ("too_soon", see heldSentAfterMs), or another submission from the
   * same address moments before ("too_fast"); null for a genuine lead.
   */
  held: "duplicate" | "too_soon" | "too_fast" | null;
  /** For "too_soon": the milliseconds between the page opening and the form being sent. */
  heldSentAfterMs?: number;
}

/** A template's form endpoint settings and lead count (GET /api/leads/forms). */
export interface LeadFormDto {
  templateId: string;
  title: string;
  notifyLeads: boolean;
  leadCount: number;
}

export interface LeadSettingsDto {
  /** Leads older than this are deleted. */
  retentionMonths: number;
}

/**
 * A generation or iteration running as a durable job (POST with `Prefer: respond-async`, GET /api/jobs/:id).
 * The job holds its token hold: `succeeded` committed it, `failed` and `cancelled` released it.
 */
export type JobKind = "generation" | "iteration";
export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

export interface JobDto {
  id: string;
  kind: JobKind;
  status: JobStatus;
  /** The latest progress stage ("reserving", "composing", "writing", …) and its message; null before any. */
  stage: string | null;
  message: string | null;
  /** The page's title (generation) or the iterated template's title. */
  title: string;
  /** The template being iterated; for a generation, the new template once it succeeded. */
  templateId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set when `succeeded`: what the synchronous answer would have been. */
  result?: PaidResult | IterationResult;
  /** Set when `failed` or `cancelled`: the API error body's inner object. */
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

/**
 * GET /api/jobs/:id/events is server-sent events, each with an `id:` (a per-job sequence number, so a client
 * resumes with `Last-Event-ID` and gets only what it missed). Events:
 * - `progress` — {stage, message}
 * - `html` — {append: string}: the next piece of the page as the model writes it; the preview so far is the
 *   concatenation of every `append` since the last `{reset: true}` (sent when a retried job starts over)
 * - `done` — the PaidResult / IterationResult
 * - `error` — {error: {code, message}} (also for a cancelled job: code `cancelled`)
 * The stream ends after `done` or `error`.
 */
export type JobEvent =
  | { event: "progress"; data: { stage: string; message: string } }
  | { event: "html"; data: { append: string } | { reset: true } }
  | { event: "done"; data: PaidResult | IterationResult }
  | { event: "error"; data: { error: { code: string; message: string } } };
