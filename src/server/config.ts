/**
 * Environment, parsed once at start with zod. A bad value stops start-up with one line per variable.
 * Every variable is documented in README.md and .env.example.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BRAND_NAME } from "../core/brand.js";
import { LOG_LEVELS } from "./logger.js";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** The product's name in the app, the mails and their subjects, and the legal pages. */
    BRAND_NAME: z.preprocess(
      emptyToUndefined,
      z.string().trim().min(1).max(60, "must be at most 60 characters").default(DEFAULT_BRAND_NAME),
    ),
    /** Defaults to "BRAND_NAME <no-reply@landingforge.local>". */
    MAIL_FROM: optionalString,
    CONTACT_EMAIL: z.email("must be an e-mail address").default("hello@landingforge.local"),
    LLM_PROVIDER: z.enum(["composer", "openai-compatible", "anthropic"]).default("composer"),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    PREVIEW_ORIGIN: optionalUrl,
    FORM_ACTION_URL: optionalUrl,
    RATE_LIMIT_ENABLED: bool.default(true),
    HOLD_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(10),
    TRUST_PROXY: bool.default(false),
    ALLOW_INSECURE_HTTP: bool.default(false),
    /** Page webhooks may use http:// and loopback or private addresses (tests, development only). */
    WEBHOOK_ALLOW_LOCAL: bool.default(false),
    /** pino level; `silent` turns logging off. */
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default("info")),
    /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset means no endpoint (404). */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    /** How many generation/iteration jobs this process runs at once; 0 = serve HTTP only (no worker). */
    WORKERS: z.coerce.number().int().min(0).max(100).default(10),
    /**
     * `npm run worker` only: the port of its health check (GET /api/health) and metrics (GET /metrics,
     * behind METRICS_TOKEN). Unset: the worker listens on no port.
     */
    WORKER_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
    /** On SIGTERM/SIGINT, how long running jobs may still finish before they are released and failed. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required when NODE_ENV=production",
      });
    }
    if (env.NODE_ENV === "production" && !env.ALLOW_INSECURE_HTTP && !isHttps(env.APP_URL ?? "http:")) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message:
          "must be an https:// URL when NODE_ENV=production (session cookies are Secure); set ALLOW_INSECURE_HTTP=true to serve production over http",
      });
    }
    if (env.LLM_PROVIDER !== "composer" && !env.LLM_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_MODEL"],
        message: `is required when LLM_PROVIDER=${env.LLM_PROVIDER}`,
      });
    }
    if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL"],
        message: "is required when LLM_PROVIDER=openai-compatible",
      });
    }
    if (env.LLM_PROVIDER === "anthropic" && !env.LLM_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_API_KEY"],
        message: "is required when LLM_PROVIDER=anthropic",
      });
    }
  });

export type Env = z.output<typeof configSchema>;

export function isHttps(url: string): boolean {
  return url.startsWith("https://");
}

export interface Config extends Omit<Env, "AUTH_SECRET" | "APP_URL" | "MAIL_FROM"> {
  AUTH_SECRET: string;
  APP_URL: string;
  MAIL_FROM: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  outboxDir: string;
}

export class ConfigError extends Error {
  constructor(public readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Never echoed back in a configuration error. */
const SECRET_VARIABLES = new Set(["AUTH_SECRET", "LLM_API_KEY", "METRICS_TOKEN"]);

/** Parses the environment; throws ConfigError listing one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      return `${name}: ${issue.message}${value !== undefined && !SECRET_VARIABLES.has(name) ? ` (got "${value}")` : ""}`;
    });
    throw new ConfigError(lines);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    dataDir,
    outboxDir: path.join(dataDir, "outbox"),
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    MAIL_FROM:
      values.MAIL_FROM ?? `${values.BRAND_NAME.replace(/[<>",]/g, "")} <no-reply@landingforge.local>`,
    AUTH_SECRET: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** Outside production the auth secret is generated once and kept in DATA_DIR, so `npm start` needs nothing. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
