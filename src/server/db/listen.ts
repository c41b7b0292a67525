/**
 * A connection of its own (outside the pool) that LISTENs on one channel and replaces itself when it
 * drops, after RECONNECT_DELAY_MS. Notifications sent while it is down are lost: callers catch up in
 * onListening (called after every successful LISTEN, the first included) or elsewhere.
 */
import pg from "pg";

const RECONNECT_DELAY_MS = 1000;

export interface ListenOptions {
  channel: string;
  /** Shown in pg_stat_activity, so other processes can tell this connection apart. */
  applicationName?: string;
  onNotification: (payload: string) => void;
  onListening?: () => void;
  onLost?: (err: Error) => void;
}

export interface Listening {
  /** Whether the connection is up and listening right now. */
  readonly up: boolean;
  stop(): Promise<void>;
}

export async function listenOnOwnConnection(pool: pg.Pool, options: ListenOptions): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | null = null;
  const clientConfig = options.applicationName
    ? { ...pool.options, application_name: options.applicationName }
    : pool.options;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on("notification", (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? "");
    });
    next.on("error", (err) => {
      options.onLost?.(err);
      if (client === next) client = null;
      next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${options.channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    options.onListening?.();
  };
  await connect();

  return {
    get up() {
      return client !== null;
    },
    async stop() {
      stopped = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
