/**
 * GET /api/events: server-sent events for the signed-in user. Sends the current `profile` figures at once
 * (so a reconnecting client is up to date), then every `profile`/`template`/`lead` event published for this user,
 * plus a comment line every 25 s so proxies keep the connection open. Unsubscribes when the client leaves.
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv, AppEvent, CoreDeps } from "../app-types.js";
import { getBalanceSummary } from "../billing/ledger.js";
import { unauthorized } from "../errors.js";
import { onShutdown, RECONNECT_AFTER_MS, reconnectHint } from "../events/shutdown.js";
import { createStreamSlots, type StreamSlots } from "../http/stream-slots.js";

export const HEARTBEAT_INTERVAL_MS = 25_000;

export function eventRoutes(deps: CoreDeps, options: { heartbeatMs?: number; streams?: StreamSlots } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
  const streams = options.streams ?? createStreamSlots();
  return new Hono<AppEnv>().get("/", (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    const releaseSlot = streams.take(user.id);
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const pending: AppEvent[] = [];
      let heartbeatDue = false;
      let closed = false;
      let wake: (() => void) | null = null;
      const nudge = () => {
        const resolve = wake;
        wake = null;
        resolve?.();
      };
      // Subscribe before reading the figures, so nothing published in between is missed.
      const unsubscribe = deps.events.subscribe(user.id, (event) => {
        pending.push(event);
        nudge();
      });
      const heartbeat = setInterval(() => {
        heartbeatDue = true;
        nudge();
      }, heartbeatMs);
      stream.onAbort(() => {
        closed = true;
        nudge();
      });
      // A stopping server hands the client over: it reconnects to another instance (and reads its figures again).
      let handOver = false;
      const stopListening = onShutdown(() => {
        handOver = true;
        closed = true;
        nudge();
      });
      try {
        const summary = await getBalanceSummary(deps.db, user.id, deps.clock.now()).catch(() => null);
        if (summary) {
          const { tokenBalance, totalTokensPurchased, totalTokensUsed } = summary;
          await stream.writeSSE({
            event: "profile",
            data: JSON.stringify({ tokenBalance, totalTokensPurchased, totalTokensUsed }),
          });
        }
        while (!closed && !stream.aborted) {
          while (pending.length > 0) {
            const event = pending.shift()!;
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
          }
          if (heartbeatDue) {
            heartbeatDue = false;
            await stream.write(": heartbeat\n\n");
          }
          if (pending.length === 0 && !heartbeatDue && !closed)
            await new Promise<void>((resolve) => (wake = resolve));
        }
        if (handOver && !stream.aborted) {
          await stream.writeSSE({
            event: "reconnect",
            data: JSON.stringify(reconnectHint()),
            retry: RECONNECT_AFTER_MS,
          });
        }
      } finally {
        stopListening();
        clearInterval(heartbeat);
        unsubscribe();
        releaseSlot();
      }
    });
  });
}
