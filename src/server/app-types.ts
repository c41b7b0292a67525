/** What createApp needs, and what route handlers can read from the request context. */
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { Logger } from "./logger.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** Per-user server-sent events: `profile` (new balance), `template` and `lead` (a form was submitted). */
export interface AppEvent {
  type: "profile" | "template" | "lead";
  data: Record<string, unknown>;
}

export interface EventBus {
  publish(userId: string, event: AppEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: (event: AppEvent) => void): () => void;
  close(): Promise<void>;
}

export interface CoreDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  events: EventBus;
  /** pino; child loggers carry the request id, job id or user id. */
  logger: Logger;
}

/** Hono environment: `c.get("user")` is set by the session middleware (null when signed out). */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
  };
}
