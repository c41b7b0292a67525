/**
 * Wires the running system from a Config: database (migrated), event bus, mail queue and sender,
 * auth, rate limiter, periodic jobs, the generation/iteration job queue and its workers (WORKERS). main.ts and the start-up test use it; API tests build the same
 * pieces around a cloned test database.
 */
import type { AppDeps } from "./app.js";
import { createAuth } from "./auth/auth.js";
import { startBillingJobs } from "./billing/jobs.js";
import { createDemoPaymentProvider } from "./billing/payments.js";
import { type Clock, systemClock } from "./clock.js";
import type { Config } from "./config.js";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "./db/client.js";
import { createEventBus } from "./events/index.js";
import { createDatabaseRateLimiter } from "./http/rate-limiter.js";
import { createJobQueue } from "./jobs/job-queue.js";
import { startLeadRetentionJob } from "./leads/retention.js";
import { type Logger, silentLogger } from "./logger.js";
import { startMailSender } from "./mail/sender.js";
import { createOutboxTransport, createSmtpTransport, type MailTransport } from "./mail/transport.js";
import { libraryEngine, type PageEngine } from "./templates/engine.js";
import { startWebhookSender } from "./webhooks/sender.js";

export interface Services {
  deps: AppDeps;
  transport: MailTransport;
  close(): Promise<void>;
}

export interface ServiceOptions {
  clock?: Clock;
  /** An already-open database (tests); otherwise opened from config and migrated. */
  database?: DatabaseHandle;
  /** Run the mail sender loop (off in tests that deliver mail by hand). */
  mailSender?: boolean;
  /** Run the webhook sender loop (off in tests that deliver by hand); follows mailSender when unset. */
  webhookSender?: boolean;
  /** Run the periodic jobs: billing (expiry, stale holds, old idempotency keys) and lead retention (off in tests). */
  billingJobs?: boolean;
  /** The page engine; tests may pass one that fails. */
  engine?: PageEngine;
  /** Where the server logs; silent when omitted (tests). */
  logger?: Logger;
}

export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` }));
  if (!options.database) await migrateDatabase(database);
  const db = database.db;
  const events = await createEventBus(database, logger);
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createOutboxTransport(config.outboxDir);
  const sender =
    options.mailSender === false
      ? undefined
      : startMailSender({ db, transport, from: config.MAIL_FROM, clock, logger });
  const onMailQueued = () => sender?.kick();
  const webhooks =
    (options.webhookSender ?? options.mailSender) === false
      ? undefined
      : startWebhookSender({ db, clock, allowLocal: config.WEBHOOK_ALLOW_LOCAL, logger });
  const limiter = createDatabaseRateLimiter(db, clock, config.RATE_LIMIT_ENABLED);
  const auth = createAuth({ config, db, clock, limiter, onMailQueued, logger });

  const payments = createDemoPaymentProvider();

  const engine = options.engine ?? libraryEngine;
  const jobs = await createJobQueue({ config, database, db, clock, events, logger, engine });
  const deps: AppDeps = {
    config,
    database,
    db,
    clock,
    events,
    auth,
    limiter,
    payments,
    engine,
    jobs,
    onMailQueued,
    onWebhookQueued: () => webhooks?.kick(),
    logger,
  };
  const stopBillingJobs =
    options.billingJobs === false
      ? undefined
      : startBillingJobs(deps, { onError: (error) => logger.error({ err: error }, "billing jobs failed") });
  const stopLeadRetention =
    options.billingJobs === false
      ? undefined
      : startLeadRetentionJob(deps, {
          onError: (error) => logger.error({ err: error }, "lead retention failed"),
        });
  return {
    deps,
    transport,
    async close() {
      // Jobs first: a job still running here is failed with its hold released while the database is open.
      await jobs.close();
      await stopBillingJobs?.();
      await stopLeadRetention?.();
      await sender?.stop();
      await webhooks?.stop();
      await events.close();
      transport.close();
      if (!options.database) await database.close();
    },
  };
}
