/**
 * Per-user event bus behind GET /api/events.
 *
 * - PGlite (one process owns the database): listeners live in this process only.
 * - PostgreSQL: publishing sends NOTIFY on one channel with `{userId, event}`; every server process LISTENs on
 *   a dedicated connection and hands each notification to its own local listeners, so a change made by one
 *   process reaches streams held by another. Publishing does not also deliver locally (that would double it):
 *   the process hears its own NOTIFY like everyone else.
 */
import type pg from "pg";
import type { AppEvent, EventBus } from "../app-types.js";
import type { DatabaseHandle } from "../db/client.js";
import { listenOnOwnConnection } from "../db/listen.js";
import type { Logger } from "../logger.js";

export const EVENTS_CHANNEL = "lpb_events";
/** PostgreSQL's NOTIFY payload limit is 8000 bytes; our events are far smaller. */
const MAX_PAYLOAD_BYTES = 7900;

type Listener = (event: AppEvent) => void;

/** Listener bookkeeping shared by both buses. */
class LocalListeners {
  private readonly byUser = new Map<string, Set<Listener>>();

  add(userId: string, listener: Listener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.byUser.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userId: string, event: AppEvent): void {
    for (const listener of [...(this.byUser.get(userId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }

  clear(): void {
    this.byUser.clear();
  }
}

export function createInProcessEventBus(): EventBus {
  const listeners = new LocalListeners();
  return {
    async publish(userId, event) {
      // Deliver on a later tick, as a network bus would; publishers never run listener code inline.
      queueMicrotask(() => listeners.deliver(userId, event));
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      listeners.clear();
    },
  };
}

interface Notification {
  userId: string;
  event: AppEvent;
}

function isNotification(value: unknown): value is Notification {
  const v = value as Notification | null;
  return (
    typeof v?.userId === "string" &&
    typeof v.event === "object" &&
    (v.event?.type === "profile" || v.event?.type === "template" || v.event?.type === "lead")
  );
}

/**
 * Sends NOTIFY payloads in batches: one statement at a time, carrying everything queued while the previous
 * one ran. A transaction that notifies holds a database-wide lock from its pre-commit to the end of its
 * commit, so notifying transactions commit one by one (no group commit); one per event capped the whole
 * server's balance changes at a few hundred a second. Each publish resolves once its batch is sent.
 * (PostgreSQL folds identical payloads within one transaction into one delivery; they carry the same news.)
 */
function createNotifyBatcher(pool: pg.Pool): (payload: string) => Promise<void> {
  let queue: { payload: string; done: (error?: unknown) => void }[] = [];
  let sending = false;
  const send = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const error = await pool
        .query({
          name: "lpb_events_notify",
          // The function scan yields the array in order, so the events keep their order.
          text: "SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload",
          values: [EVENTS_CHANNEL, batch.map((item) => item.payload)],
        })
        .then(
          () => undefined,
          (e: unknown) => e ?? new Error("NOTIFY failed"),
        );
      for (const item of batch) item.done(error);
    }
    sending = false;
  };
  return (payload) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ payload, done: (error) => (error ? reject(error) : resolve()) });
      // Sent once the current turn's other events have joined the batch (a paid save announces the
      // balance and the template together: one statement, not two).
      if (!sending) {
        sending = true;
        queueMicrotask(() => void send());
      }
    });
}

/** A bus over LISTEN/NOTIFY; the listening connection reconnects by itself if it drops. */
export async function createPostgresEventBus(pool: pg.Pool, logger?: Logger): Promise<EventBus> {
  const listeners = new LocalListeners();
  const notify = createNotifyBatcher(pool);
  // Events sent while the connection is down are lost; clients re-read their profile when their stream
  // reconnects.
  const listening = await listenOnOwnConnection(pool, {
    channel: EVENTS_CHANNEL,
    logger,
    onNotification: (payload) => {
      if (!payload) return;
      try {
        const parsed: unknown = JSON.parse(payload);
        if (isNotification(parsed)) listeners.deliver(parsed.userId, parsed.event);
      } catch {
        // Not ours; ignore.
      }
    },
  });

  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ userId, event } satisfies Notification);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error("Event too large for NOTIFY");
      await notify(payload);
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      listeners.clear();
      await listening.stop();
    },
  };
}

/** The bus fitting the database: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
export async function createEventBus(database: DatabaseHandle, logger?: Logger): Promise<EventBus> {
  if (database.kind === "postgres" && database.pool) return createPostgresEventBus(database.pool, logger);
  return createInProcessEventBus();
}
