/**
 * A connection of its own (outside the pool) that LISTENs on its channels and replaces itself when it
 * drops. A reconnect that fails (the database restarting, refusing connections for a while) is logged and
 * tried again with a growing delay, for as long as the listener is not stopped: a listener that gave up
 * would leave workers waiting for their 5 s poll and event streams deaf, with nothing in the log.
 * Notifications sent while it is down are lost: callers catch up in onListening (called after every
 * successful LISTEN, the first included) or elsewhere.
 */
import pg from "pg";
import { fallbackLogger, type Logger } from "../logger.js";

/** The first retry's delay; each failed attempt doubles it up to RECONNECT_MAX_DELAY_MS. */
export const RECONNECT_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

export interface ListenOptions {
  channel: string;
  /** More channels on the same connection (a worker's own wake-up channel beside the shared one). */
  alsoChannels?: readonly string[];
  /** Shown in pg_stat_activity, so other processes can tell this connection apart. */
  applicationName?: string;
  onNotification: (payload: string, channel: string) => void;
  onListening?: () => void;
  /** Where drops, failed reconnects and recoveries are logged (default: the fallback logger). */
  logger?: Logger;
  /** The first reconnect delay (tests shorten it); doubled after each failure. */
  reconnectDelayMs?: number;
}

export interface Listening {
  /** Whether the connection is up and listening right now. */
  readonly up: boolean;
  stop(): Promise<void>;
}

/** The delay before reconnect attempt `attempt` (1-based): base, 2×base, 4×base, … capped. */
export function reconnectDelay(attempt: number, baseMs = RECONNECT_DELAY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), Math.max(baseMs, RECONNECT_MAX_DELAY_MS));
}

export async function listenOnOwnConnection(pool: pg.Pool, options: ListenOptions): Promise<Listening> {
  const logger = options.logger ?? fallbackLogger();
  const baseDelay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const channels = [options.channel, ...(options.alsoChannels ?? [])];
  const clientConfig = options.applicationName
    ? { ...pool.options, application_name: options.applicationName }
    : pool.options;

  /** One attempt: a new connection, LISTEN, then it is the current one. Rejects if either step fails. */
  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on("notification", (message) => {
      if (channels.includes(message.channel)) options.onNotification(message.payload ?? "", message.channel);
    });
    next.on("error", (err) => {
      // Errors of a connection that never became the current one are its attempt's rejection.
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (stopped) return;
      logger.warn({ channel: options.channel, reason: err.message }, "listen connection lost; reconnecting");
      scheduleReconnect(1);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    options.onListening?.();
  };

  const scheduleReconnect = (attempt: number) => {
    if (stopped) return;
    retryTimer = setTimeout(
      () => {
        connect().then(
          () => {
            if (attempt > 1 && !stopped)
              logger.info({ channel: options.channel, attempts: attempt }, "listen connection restored");
          },
          (err: Error) => {
            if (stopped) return;
            const delayMs = reconnectDelay(attempt + 1, baseDelay);
            logger.warn(
              { channel: options.channel, attempt, retryInMs: delayMs, reason: err.message },
              "listen reconnect failed; retrying",
            );
            scheduleReconnect(attempt + 1);
          },
        );
      },
      reconnectDelay(attempt, baseDelay),
    );
    retryTimer.unref();
  };

  await connect();

  return {
    get up() {
      return client !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
