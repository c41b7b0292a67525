/**
 * The process is stopping (SIGTERM): long-lived event streams hear it here, send their client a reconnect
 * hint (an SSE `retry` and a `reconnect` event with the last event id) and close, so the client resumes on
 * another instance with Last-Event-ID instead of being cut mid-stream.
 */
import { EventEmitter } from "node:events";

const bell = new EventEmitter();
bell.setMaxListeners(0);
let stopping = false;

/** Tells every open stream of this process to hand its client over. */
export function announceShutdown(): void {
  if (stopping) return;
  stopping = true;
  bell.emit("shutdown");
}

/** Calls `listener` once when the process starts stopping (at once if it already has); returns the unsubscribe. */
export function onShutdown(listener: () => void): () => void {
  if (stopping) {
    queueMicrotask(listener);
    return () => {};
  }
  bell.once("shutdown", listener);
  return () => bell.off("shutdown", listener);
}

/** How long a client should wait before it reconnects elsewhere, in ms (the SSE `retry` field). */
export const RECONNECT_AFTER_MS = 1000;

/** The `reconnect` event's data: why the stream ends, and where to resume from. */
export function reconnectHint(lastEventId?: number) {
  return {
    message: "This server is restarting. Reconnect to continue where you left off.",
    ...(lastEventId !== undefined ? { lastEventId } : {}),
  };
}
