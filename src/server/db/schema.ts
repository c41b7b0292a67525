/**
 * The whole database schema. Better Auth's four tables come first (field names as Better Auth expects),
 * then ours. Migrations in ./migrations are generated from this file with `npm run db:generate`.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tz = { withTimezone: true, mode: "date" } as const;
const createdAt = () => timestamp("created_at", tz).notNull().defaultNow();
/**
 * created_at of the lists paged by keyset (db/keyset.ts): stored at the millisecond, the precision of the
 * cursor and of a JS Date, so a row that shares its millisecond with the last row of a page is never skipped.
 */
const pagedCreatedAt = () =>
  timestamp("created_at", { ...tz, precision: 3 })
    .notNull()
    .defaultNow();
const updatedAt = () => timestamp("updated_at", tz).notNull().defaultNow();

// ---------------------------------------------------------------- Better Auth

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// ---------------------------------------------------------------- profiles

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull().default(""),
    /** Cached balance: spendable lot remainders minus pending holds. Only the ledger writes it. */
    tokenBalance: integer("token_balance").notNull().default(0),
    totalTokensPurchased: integer("total_tokens_purchased").notNull().default(0),
    totalTokensUsed: integer("total_tokens_used").notNull().default(0),
    /** Last confirmation mail sent to this account; the server enforces the 120 s resend cool-down. */
    verificationSentAt: timestamp("verification_sent_at", tz),
    /** Leads older than this many months are deleted by the retention job. */
    leadRetentionMonths: integer("lead_retention_months").notNull().default(12),
    /** A requested change of e-mail not yet confirmed from the new address (the profile shows it). */
    pendingEmail: text("pending_email"),
    pendingEmailRequestedAt: timestamp("pending_email_requested_at", tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_balance_nonnegative", sql`${t.tokenBalance} >= 0`)],
);

// ---------------------------------------------------------------- token ledger

export const tokenLots = pgTable(
  "token_lots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** welcome | purchase | refund */
    source: text("source").notNull(),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    /** null: never expires (the welcome grant). */
    expiresAt: timestamp("expires_at", tz),
    /** Set by the expiry job when it wrote this lot's expiry transaction. */
    expiredAt: timestamp("expired_at", tz),
    purchaseId: uuid("purchase_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("token_lots_user_idx").on(t.userId),
    check("token_lots_remaining_nonnegative", sql`${t.remaining} >= 0`),
    check("token_lots_remaining_le_amount", sql`${t.remaining} <= ${t.amount}`),
  ],
);

export const tokenTransactions = pgTable(
  "token_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null once the account is deleted: the accounting record stays, anonymised. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** welcome_bonus | purchase | generation | iteration | expiry | refund */
    type: text("type").notNull(),
    description: text("description").notNull(),
    /** Signed: positive adds tokens, negative spends them. */
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reference: text("reference"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: pagedCreatedAt(),
  },
  (t) => [index("token_transactions_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

/**
 * The sum of each user's token_transactions amounts, kept by a trigger on every insert (migration 0017), so
 * the transactions list's running balance subtracts the rows newer than its page from it instead of adding
 * up every older row (billing/transactions.ts).
 */
export const tokenLedgerTotals = pgTable("token_ledger_totals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: bigint("total", { mode: "number" }).notNull(),
});

export const tokenHolds = pgTable(
  "token_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** pending | committed | released | expired */
    status: text("status").notNull().default("pending"),
    /** generation | iteration */
    purpose: text("purpose").notNull(),
    description: text("description").notNull().default(""),
    reference: text("reference"),
    /** Unique when set; most holds have none (the job queue reserves without one). */
    idempotencyKey: text("idempotency_key"),
    committedAmount: integer("committed_amount"),
    /**
     * Set when the work it pays for is shown (an iteration's new version): the hold then waits for the
     * owner to keep or undo the change until this time, and the stale-hold job leaves it alone.
     */
    keepUntil: timestamp("keep_until", tz),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", tz),
  },
  (t) => [
    index("token_holds_user_status_idx").on(t.userId, t.status),
    // Partial, so holds without a key and settled holds add no entries (every reserve and settle writes a hold).
    uniqueIndex("token_holds_idempotency_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("token_holds_pending_created_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // Shown changes waiting to be kept: the billing pass keeps those whose day has passed.
    index("token_holds_keep_until_idx")
      .on(t.keepUntil)
      .where(sql`${t.status} = 'pending' and ${t.keepUntil} is not null`),
    check("token_holds_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const tokenHoldAllocations = pgTable(
  "token_hold_allocations",
  {
    holdId: uuid("hold_id")
      .notNull()
      .references(() => tokenHolds.id, { onDelete: "cascade" }),
    lotId: uuid("lot_id")
      .notNull()
      .references(() => tokenLots.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.lotId] }), check("allocation_positive", sql`${t.amount} > 0`)],
);

export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null once the account is deleted: the accounting record stays, anonymised. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    package: text("package").notNull(),
    packageName: text("package_name").notNull(),
    baseTokens: integer("base_tokens").notNull(),
    bonusTokens: integer("bonus_tokens").notNull(),
    totalTokens: integer("total_tokens").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** pending | paid | failed */
    status: text("status").notNull(),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    paymentMethod: text("payment_method"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", tz),
  },
  (t) => [index("purchases_user_idx").on(t.userId)],
);

/** Replay store for requests sent with an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index("idempotency_created_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- templates

export const templates = pgTable(
  "templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    prompt: text("prompt").notNull().default(""),
    htmlContent: text("html_content").notNull(),
    tokensUsed: integer("tokens_used").notNull().default(0),
    landingPageType: text("landing_page_type").notNull(),
    industry: text("industry").notNull(),
    companyName: text("company_name").notNull(),
    targetAudience: text("target_audience").notNull().default(""),
    model: text("model").notNull().default("composer"),
    version: integer("version").notNull().default(1),
    /**
     * Leads its forms have received, kept by triggers on `leads` (migration 0020): the page list shows it
     * without counting a page's leads at every read (a count over 20,000 leads made the list 3.5× slower).
     */
    leadCount: integer("lead_count").notNull().default(0),
    createdAt: pagedCreatedAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("templates_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

export const templateVersions = pgTable(
  "template_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The version's page: its row in page_bodies (templates/page-bodies.ts), shared by equal versions. */
    bodyHash: text("body_hash").notNull(),
    /** What made this version: "generation", the change text, or "restore of version N". */
    change: text("change").notNull(),
    tokensUsed: integer("tokens_used").notNull().default(0),
    /** The hold paying for this version while its change can still be undone (kept or undone, it stays). */
    holdId: uuid("hold_id").references(() => tokenHolds.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("template_versions_template_version_idx").on(t.templateId, t.version)],
);

/**
 * Each distinct page a template's versions hold, once: a restore, an undo or a repeated edit points at the
 * body it already has instead of storing the page again. Keyed by the template so a deleted template takes
 * its bodies with it.
 */
export const pageBodies = pgTable(
  "page_bodies",
  {
    templateId: uuid("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    /** SHA-256 of the page's UTF-8 bytes, hex. */
    hash: text("hash").notNull(),
    html: text("html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.hash] })],
);

// ---------------------------------------------------------------- jobs

/**
 * A generation or iteration as a durable job, and the queue itself: a worker claims the row (jobs/dispatch.ts); it is what the API
 * shows (status, stage, result or error) and what holds the token hold until it is committed or released.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** generation | iteration */
    kind: text("kind").notNull(),
    /** queued | running | succeeded | failed | cancelled */
    status: text("status").notNull().default("queued"),
    stage: text("stage"),
    message: text("message"),
    title: text("title").notNull(),
    /** The iterated template; for a generation, the created one once it succeeded. */
    templateId: uuid("template_id"),
    holdId: uuid("hold_id").references(() => tokenHolds.id, { onDelete: "set null" }),
    /** The page engine that ran it: composer, openai-compatible or anthropic (for metrics). */
    provider: text("provider").notNull(),
    /** What the worker needs to run it: the generation request or the iteration's change. */
    input: jsonb("input").notNull(),
    result: jsonb("result"),
    error: jsonb("error"),
    /** How many times a worker started it (a worker that died mid-job is retried once). */
    attempts: integer("attempts").notNull().default(0),
    /** The running worker's last sign of life; a stale one means the worker died. */
    heartbeatAt: timestamp("heartbeat_at", tz),
    /**
     * The worker running it: the application name of that process's wake-up connection, which PostgreSQL lists
     * while the process lives. A job whose worker is still connected is not taken over for a late heartbeat.
     */
    claimedBy: text("claimed_by"),
    /** The number of its last event in job_events: new events take the next ones under this row's lock. */
    lastEventSeq: integer("last_event_seq").notNull().default(0),
    cancelRequestedAt: timestamp("cancel_requested_at", tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", tz),
    finishedAt: timestamp("finished_at", tz),
  },
  (t) => [
    index("jobs_user_created_idx").on(t.userId, t.createdAt),
    index("jobs_status_idx").on(t.status, t.createdAt),
    // A page's refused requests (templates/refusals.ts): the conversation reads them from their failed jobs.
    index("jobs_template_refusals_idx")
      .on(t.templateId, t.createdAt)
      .where(
        sql`${t.kind} = 'iteration' and ${t.status} = 'failed' and (${t.error} ->> 'code') = 'change_not_applied'`,
      ),
  ],
);

/** A job's events in order (`seq` is the SSE id), so any instance can replay them after `Last-Event-ID`. */
export const jobEvents = pgTable(
  "job_events",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** progress | html | done | error */
    event: text("event").notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

// ---------------------------------------------------------------- leads

/**
 * The form endpoint of one template: generated pages post to APP_URL/f/<token>. The token is random and
 * reveals no id. The row outlives its template (template_id becomes null), so the endpoint can answer 410.
 */
export const leadForms = pgTable(
  "lead_forms",
  {
    token: text("token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => templates.id, { onDelete: "set null" }),
    /** Mail the owner for every lead (the per-template switch). */
    notifyLeads: boolean("notify_leads").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lead_forms_template_idx").on(t.templateId), index("lead_forms_user_idx").on(t.userId)],
);

/** One form submission from a generated page. Fields keep the order the form sent them in. */
/**
 * What the inbox searches: the answers (as JSON text), the page title and the form id, one per line. The
 * function is the migration's (0012), so the query and leads_search_idx read the same expression.
 */
export function leadSearchText(t: { fields: AnyPgColumn; pageTitle: AnyPgColumn; formId: AnyPgColumn }) {
  return sql`lead_search_text(${t.fields}, ${t.pageTitle}, ${t.formId})`;
}

/**
 * A lead's field names in the order it sent them (the migration's function, 0014, IMMUTABLE so indexes read
 * it): leads of one form share them, so the CSV header's names are found from one lead per list of names.
 */
export function leadFieldNames(t: { fields: AnyPgColumn }) {
  return sql`lead_field_names(${t.fields})`;
}

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formToken: text("form_token")
      .notNull()
      .references(() => leadForms.token, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => templates.id, { onDelete: "set null" }),
    /** The template's title when the lead arrived (kept after the template is deleted). */
    pageTitle: text("page_title").notNull(),
    /** The page's address as the browser reported it (Referer or Origin), when it sent one. */
    pageUrl: text("page_url"),
    formId: text("form_id").notNull().default(""),
    /** [[name, value], ...] in the order the form sent them. */
    fields: jsonb("fields").$type<[string, string][]>().notNull(),
    /** HMAC of the client address: enough to spot repeats, not the address itself. */
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /**
     * Why the lead was kept out of the owner's mail as likely spam (leads/spam-signals.ts): "duplicate" or
     * "too_fast"; null for a lead that looked genuine. Held leads stay in the inbox, marked.
     */
    heldReason: text("held_reason"),
    createdAt: pagedCreatedAt(),
  },
  (t) => [
    index("leads_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The CSV export's header (inbox.ts fieldNamesInOrder): one probe per distinct list of field names, for
    // the owner's leads or one template's, finds the newest lead of each (a skip scan) without reading the rest.
    index("leads_user_field_names_idx").on(t.userId, leadFieldNames(t), t.createdAt.desc(), t.id.desc()),
    index("leads_template_field_names_idx").on(
      t.templateId,
      leadFieldNames(t),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("leads_created_idx").on(t.createdAt),
    // The spam checks on every submission look up one form's recent leads (spam-signals.ts).
    index("leads_form_created_idx").on(t.formToken, t.createdAt),
    // Inbox search (inbox.ts, leadSearchText): trigrams answer ILIKE '%words%' without reading every lead.
    // A pending list of 64 kB at most (0016): every search reads it whole, and the default let it grow to 4 MB.
    index("leads_search_idx")
      .using("gin", sql`${leadSearchText(t)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

// ---------------------------------------------------------------- contact and mail

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which template made it: confirm-address, welcome, reset-password, ... */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    /** The account a mail is about, when it may go to another address (a new one to confirm). */
    userId: text("user_id"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** pending | sending | sent | dead (given up after 72 hours of failures) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", tz),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", tz),
  },
  (t) => [
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
    // Deleting an account finds its mails by this (few rows carry it).
    index("mail_queue_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

// ---------------------------------------------------------------- metrics

/**
 * The counts /metrics reports (metrics/business-metrics.ts), kept by triggers on jobs, mail_queue, purchases
 * and token_transactions (migration 0019), so a scrape sums a few dozen rows instead of those tables.
 * `figure` names the count (jobs, mail, sold, spent), a–c its labels ('' when unused). Each database
 * connection adds to rows of its own (`backend`, its pid), so concurrent transactions never wait on one
 * shared row; rows of connections that are gone are folded into backend 0 now and then.
 */
export const metricCounts = pgTable(
  "metric_counts",
  {
    figure: text("figure").notNull(),
    a: text("a").notNull().default(""),
    b: text("b").notNull().default(""),
    c: text("c").notNull().default(""),
    backend: integer("backend").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.figure, t.a, t.b, t.c, t.backend] })],
);

// ---------------------------------------------------------------- rate limits

/** Fixed-window counters shared by every app instance on the same database. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: bigint("window_ends_at", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- shared previews and webhooks

/**
 * A read-only link to one version of a page for someone without an account (share/links.ts). The token
 * is 128 random bits in base64url; the link shows the version that was current when it was made.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    token: text("token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    revokedAt: timestamp("revoked_at", tz),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_template_idx").on(t.templateId, t.createdAt)],
);

/** Where a page's leads are also POSTed (webhooks/deliveries.ts), signed with the secret shown once. */
export const pageWebhooks = pgTable("page_webhooks", {
  templateId: uuid("template_id")
    .primaryKey()
    .references(() => templates.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The webhook outbox: one row per lead (or test) to send, retried with backoff like mail_queue; its id
 * is the delivery's idempotency key. The body is fixed when queued, so every retry sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** lead | test */
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    /** pending | sending | delivered | failed (given up after the last retry) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", tz),
    /** The receiver's HTTP status on the last attempt; null when it did not answer. */
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", tz),
    deliveredAt: timestamp("delivered_at", tz),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_template_idx").on(t.templateId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- brand kit and page settings

/** One social profile of the brand kit: the network's name as the owner wrote it, and its address. */
export type BrandSocialLink = { label: string; url: string };

/**
 * The owner's brand kit (profile): what every new page starts from, and what "Apply brand kit" puts on an
 * existing one. The logo is kept as the processed data URL (checked and re-encoded like a generation's).
 */
export const brandKits = pgTable("brand_kits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  logoData: text("logo_data"),
  primaryColor: text("primary_color"),
  accentColor: text("accent_color"),
  font: text("font"),
  phone: text("phone"),
  email: text("email"),
  address: text("address"),
  socialLinks: jsonb("social_links").$type<BrandSocialLink[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * What a page's downloaded file gets that its stored page never has (the preview and share links stay
 * without anything external): analytics and ad pixel ids, loaded only after the visitor's consent, and the
 * address the owner publishes it at (for og:url, the canonical link and an absolute og:image).
 */
export const pageSettings = pgTable(
  "page_settings",
  {
    templateId: uuid("template_id")
      .primaryKey()
      .references(() => templates.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ga4Id: text("ga4_id"),
    googleAdsId: text("google_ads_id"),
    metaPixelId: text("meta_pixel_id"),
    siteUrl: text("site_url"),
    updatedAt: updatedAt(),
  },
  (t) => [index("page_settings_user_idx").on(t.userId)],
);
