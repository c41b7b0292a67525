/**
 * /api/jobs: a user's generation and iteration jobs. GET /?active=true (queued and running, newest first;
 * without it the 20 most recent; items without `result`), GET /:id, GET /:id/events (server-sent events resumable with
 * Last-Event-ID, ending after `done` or `error`), DELETE /:id (cancel), POST /:id/undo (a page made before its
 * cancel arrived: deleted, tokens back). Other users' jobs are 404.
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { onShutdown, RECONNECT_AFTER_MS, reconnectHint } from "../events/shutdown.js";
import { pageJson } from "../http/page-json.js";
import { createStreamSlots, type StreamSlots } from "../http/stream-slots.js";
import { followJobEvents } from "../jobs/follow.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { findOwnJob, listJobs, toJobDto } from "../jobs/job-store.js";
import { undoMadeGeneration } from "../jobs/made-before-cancel.js";
import { requireUser } from "./session.js";

const KEEP_ALIVE_MS = 15_000;
/** Event numbers are PostgreSQL integers: a client claiming a later one has seen them all. */
const MAX_EVENT_SEQ = 2_147_483_647;

export function jobRoutes(deps: CoreDeps & { jobs: JobQueue }, options: { streams?: StreamSlots } = {}) {
  const app = new Hono<AppEnv>();
  const streams = options.streams ?? createStreamSlots();

  app.get("/", async (c) => {
    const user = requireUser(c);
    const active = c.req.query("active") === "true";
    const rows = await listJobs(deps.db, user.id, active);
    // Without `result` (a whole page each): GET /api/jobs/:id has it.
    return c.json({ items: rows.map((row) => ({ ...toJobDto(row), result: undefined })) });
  });

  app.get("/:id", async (c) => {
    const user = requireUser(c);
    return pageJson(c, { job: toJobDto(await findOwnJob(deps.db, user.id, c.req.param("id"))) });
  });

  app.delete("/:id", async (c) => {
    const user = requireUser(c);
    return c.json({ job: toJobDto(await deps.jobs.cancel(user.id, c.req.param("id"))) });
  });

  // Undo of a page made before its cancel arrived (the cancel's 409 gives this path): page deleted, tokens back.
  app.post("/:id/undo", async (c) => {
    const user = requireUser(c);
    return c.json(await undoMadeGeneration(deps, user.id, c.req.param("id")));
  });

  app.get("/:id/events", async (c) => {
    const user = requireUser(c);
    const job = await findOwnJob(deps.db, user.id, c.req.param("id"));
    const lastEventId = Number(c.req.header("last-event-id") ?? c.req.query("lastEventId") ?? 0);
    const after = Number.isInteger(lastEventId) && lastEventId > 0 ? Math.min(lastEventId, MAX_EVENT_SEQ) : 0;
    const releaseSlot = streams.take(user.id);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const closed = new AbortController();
      stream.onAbort(() => closed.abort());
      // A stopping server hands the client over: it resumes elsewhere after the last event it got.
      let handOver = false;
      const stopListening = onShutdown(() => {
        handOver = true;
        closed.abort();
      });
      const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      let lastSeq = after;
      try {
        for await (const event of followJobEvents(deps.db, job.id, after, closed.signal)) {
          await stream.writeSSE({
            id: String(event.seq),
            event: event.event,
            data: JSON.stringify(event.data),
          });
          lastSeq = event.seq;
        }
        if (handOver && !stream.aborted) {
          await stream.writeSSE({
            event: "reconnect",
            data: JSON.stringify(reconnectHint(lastSeq)),
            retry: RECONNECT_AFTER_MS,
          });
        }
      } finally {
        stopListening();
        clearInterval(keepAlive);
        releaseSlot();
      }
    });
  });

  return app;
}
