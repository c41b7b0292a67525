/**
 * The real application around a test database: createApp with every service, a manual clock for our
 * own timers, mail left in the queue (tests read it or deliver it), and a tiny HTTP client with a cookie jar.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { type App, createApp } from "../../src/server/app.js";
import { ManualClock } from "../../src/server/clock.js";
import { loadConfig } from "../../src/server/config.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { mailQueue } from "../../src/server/db/schema.js";
import type { Logger } from "../../src/server/logger.js";
import { deliverDueMail } from "../../src/server/mail/sender.js";
import { createOutboxTransport } from "../../src/server/mail/transport.js";
import { createServices, type Services } from "../../src/server/services.js";
import type { PageEngine } from "../../src/server/templates/engine.js";
import { openTestDatabase } from "./test-db.js";

export const APP_URL = "http://localhost:3000";

export interface TestContext {
  app: App;
  services: Services;
  database: DatabaseHandle;
  clock: ManualClock;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { engine?: PageEngine; logger?: Logger } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "lpb-test-data-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    TRUST_PROXY: "true",
    ...env,
  });
  const clock = new ManualClock(new Date());
  const services = await createServices(config, {
    database,
    clock,
    mailSender: false,
    billingJobs: false,
    engine: options.engine,
    logger: options.logger,
  });
  const app = createApp(services.deps);
  return {
    app,
    services,
    database,
    clock,
    async close() {
      await services.close();
      await database.close();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call, so rate limits of one test do not touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(process.pid + ipCounter) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${emailCounter}@example.com`;
}

export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field.
  body: any;
}

/** An HTTP client for app.request() that keeps cookies like a browser and sends a same-site Origin. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    public ip = freshIp(),
  ) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const allHeaders: Record<string, string> = {
      origin: APP_URL,
      "x-forwarded-for": this.ip,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      ...headers,
    };
    // An empty value means "leave this header out" (e.g. a request without Origin).
    for (const [name, value] of Object.entries(allHeaders)) if (value === "") delete allHeaders[name];
    const init: RequestInit = {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    };
    const response = await this.app.request(url.startsWith("http") ? url : `${APP_URL}${url}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, body ?? {}, headers);
  }
  patch(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("PATCH", url, body ?? {}, headers);
  }

  /** Buys a custom package of `baseTokens` under a fresh Idempotency-Key; answers the reply. */
  buyTokens(baseTokens: number) {
    return this.post(
      "/api/purchases",
      { package: "custom", baseTokens },
      { "idempotency-key": crypto.randomUUID() },
    );
  }

  async signUp(input: { name?: string; email?: string; password?: string } = {}) {
    const email = input.email ?? uniqueEmail();
    const password = input.password ?? "violet-harbour-93";
    const reply = await this.post("/api/auth/sign-up/email", {
      name: input.name ?? "Ada Lovelace",
      email,
      password,
    });
    // Sign-up gives no session (it would tell a new address from a taken one); like the web app, sign in.
    const signIn =
      reply.status === 200 ? await this.post("/api/auth/sign-in/email", { email, password }) : undefined;
    const userId = (signIn?.status === 200 ? signIn.body?.user?.id : reply.body?.user?.id) as string;
    return { reply, signIn, email, password, userId };
  }
}

/** Mails queued for an address, oldest first. */
export async function queuedMails(ctx: TestContext, to: string) {
  return ctx.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, to))
    .orderBy(asc(mailQueue.createdAt));
}

/** Delivers every mail due to a fresh outbox folder and answers each message as written (headers and body). */
export async function deliverToOutbox(ctx: TestContext): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lpb-test-outbox-"));
  await deliverDueMail(
    {
      db: ctx.database.db,
      transport: createOutboxTransport(dir),
      from: "LF <no-reply@example.com>",
      clock: ctx.clock,
    },
    500,
  );
  return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8"));
}

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(text: string, fragment: string): string {
  const match = text.match(new RegExp(`https?://\\S*${fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no link containing ${fragment} in:\n${text}`);
  return match[0];
}
