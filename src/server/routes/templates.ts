/**
 * /api/templates: generate (JSON, or progress as server-sent events with `Accept: text/event-stream`, or
 * 202 with the job under `Prefer: respond-async`), list, get, iterate (JSON or 202 likewise), save a hand-edited version, versions, restore, download, delete. Failures before work starts (401, 400, 402,
 * 429) are plain JSON errors whatever the Accept header; once a stream is open, a failure is its `error` event.
 * Generation and iteration run as jobs (src/server/jobs): the request validates, reserves the tokens and
 * creates the job; the JSON and event-stream answers just wait for it.
 */
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { SCOPE_NOT_ON_PAGE_MESSAGE, scopeIsOnPage } from "../../core/change-scope.js";
import { downloadFileName } from "../../core/download-name.js";
import { generationRequestSchema, iterationRequestSchema } from "../../core/generation-request.js";
import { HAND_EDIT_NOTE_MAX_LENGTH } from "../../core/hand-edit.js";
import { oneLineText } from "../../core/text-rules.js";
import type { AppEnv } from "../app-types.js";
import type { BrandKit } from "../brand/brand-kit-schema.js";
import { readBrandKit } from "../brand/brand-kit-store.js";
import { withBrandKit } from "../brand/generation.js";
import { downloadHtml } from "../download/download-html.js";
import { readPageSettings } from "../download/page-settings-store.js";
import { ApiError } from "../errors.js";
import { pageJson } from "../http/page-json.js";
import { enforceRateLimit, RATE_LIMITS, type RateLimiter } from "../http/rate-limiter.js";
import { followJobEvents } from "../jobs/follow.js";
import type { HtmlEventData } from "../jobs/html-deltas.js";
import type { JobQueue } from "../jobs/job-queue.js";
import type { JobRow } from "../jobs/job-store.js";
import type { GenerationInput, IterationInput } from "../jobs/runner.js";
import { saveHandEdit } from "../templates/hand-edit.js";
import { keepForDownload, undoChange, withHeldChanges } from "../templates/held-changes.js";
import { listRefusals } from "../templates/refusals.js";
import {
  deleteTemplate,
  duplicateTemplate,
  findOwnTemplate,
  generationCharge,
  iterationCharge,
  listTemplates,
  produceGeneration,
  producesLocally,
  type TemplateDeps,
  templateFromExample,
  toTemplateDto,
  toTemplateSummary,
} from "../templates/service.js";
import { hasUploads, processRequestUploads, refuseUnaffordable } from "../templates/uploads.js";
import { isVersionNumber, listVersions, restoreVersion } from "../templates/versions.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

export const DEFAULT_TEMPLATE_PAGE_SIZE = 10;
export const MAX_TEMPLATE_PAGE_SIZE = 50;

const handEditBody = z.object({
  html: z.string({ error: "html must be the page's HTML" }).min(1, "html must not be empty"),
  // One line of the page's history, like a title: no control characters, line breaks folded.
  // Named as the storable-text rule names it (“note” contains characters that are not allowed).
  note: oneLineText("“note”", undefined, "note must be text")
    .max(HAND_EDIT_NOTE_MAX_LENGTH, `note must be at most ${HAND_EDIT_NOTE_MAX_LENGTH} characters`)
    .optional(),
});

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_TEMPLATE_PAGE_SIZE).default(DEFAULT_TEMPLATE_PAGE_SIZE),
  cursor: z.string().min(1).optional(),
});

/** A list's `limit` and `cursor` (templates, versions); 400 naming the one field at fault. */
function parseListQuery(c: Context) {
  const query = listQuery.safeParse(c.req.query());
  if (query.success) return query.data;
  // A cursor is refused as a cursor that does not decode is (db/keyset.ts).
  if (query.error.issues[0]?.path[0] === "cursor")
    throw new ApiError(400, "invalid_cursor", "The cursor is not valid");
  throw new ApiError(400, "invalid_query", "limit must be a whole number from 1 to 50");
}

/** `Prefer: respond-async`: answer 202 with the job at once instead of waiting for its result. */
const wantsAsync = (c: Context) => /(^|[,;\s])respond-async\b/i.test(c.req.header("prefer") ?? "");
const wantsEventStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

function accepted(c: Context<AppEnv>, job: JobRow) {
  c.header("Location", `/api/jobs/${job.id}`);
  c.header("Preference-Applied", "respond-async");
  return c.json({ job: { id: job.id, status: job.status } }, 202);
}

export function templateRoutes(deps: TemplateDeps & { limiter: RateLimiter; jobs: JobQueue }) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const user = requireUser(c);
    const query = parseListQuery(c);
    const page = await listTemplates(deps, user.id, query.limit, query.cursor);
    const items = await withHeldChanges(deps, user.id, page.items);
    const leadCounts = new Map(page.items.map((row) => [row.id, row.leadCount]));
    // Summaries without pages: a full page of 50 is about 12 KB, which goes faster as it is than compressed.
    return c.json({
      ...page,
      items: items.map((item) => toTemplateSummary(item, leadCounts.get(item.id) ?? 0)),
    });
  });

  addCopyRoutes(app, deps);

  app.post("/", async (c) => {
    const user = requireUser(c);
    const parsed = await parseJson(c, generationRequestSchema);
    // The reads before the reservation go together (one round trip of waiting, not three): the rate limit,
    // the owner's brand kit, and, only when there are uploads to decode, the balance (the reservation
    // refuses an account that cannot pay by itself, atomically). Their refusals keep this order.
    const [limited, kit, affordable] = await Promise.allSettled([
      enforceRateLimit(
        c,
        deps.limiter,
        RATE_LIMITS.generationUser,
        user.id,
        (seconds) => `Too many generations. Please try again in ${seconds} seconds.`,
      ),
      readBrandKit(deps.db, user.id),
      hasUploads(parsed) ? refuseUnaffordable(deps.db, user.id, generationCharge(parsed).cost) : undefined,
    ]);
    for (const outcome of [limited, affordable, kit]) if (outcome.status === "rejected") throw outcome.reason;
    // After the rate limit and for an account that can pay (re-encoding photos is the costly part),
    // before any token is reserved.
    const request = withBrandKit(
      await processRequestUploads(parsed),
      (kit as PromiseFulfilledResult<BrandKit>).value,
    );
    const { cost, description } = generationCharge(request);
    const job = await deps.jobs.submit({
      userId: user.id,
      kind: "generation",
      title: request.title,
      cost,
      description,
      input: { request } satisfies GenerationInput,
      produceEarly: producesLocally(deps.config)
        ? (onProgress, signal) => produceGeneration(deps, request, { onProgress, signal })
        : undefined,
    });
    if (wantsAsync(c)) return accepted(c, job);
    if (!wantsEventStream(c)) return c.json(await deps.jobs.result(job), 201);
    return streamSSE(c, async (stream) => {
      // The old stream's events (progress, html {partialHtml: the page so far}, done, error) over the job's log.
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
      await send("progress", { stage: "reserving", message: "Reserving tokens…" });
      const closed = new AbortController();
      stream.onAbort(() => closed.abort());
      let page = "";
      for await (const { event, data } of followJobEvents(deps.db, job.id, 0, closed.signal)) {
        if (event === "html") {
          const html = data as HtmlEventData;
          page = "reset" in html ? "" : page + html.append;
          if (page) await send("html", { partialHtml: page });
        } else await send(event, data);
      }
    });
  });

  app.get("/:id", async (c) => {
    const user = requireUser(c);
    const row = await findOwnTemplate(deps, user.id, c.req.param("id"));
    return pageJson(c, (await withHeldChanges(deps, user.id, [row]))[0]);
  });

  app.post("/:id/iterations", async (c) => {
    const user = requireUser(c);
    const { change, scope } = await parseJson(c, iterationRequestSchema);
    const template = await findOwnTemplate(deps, user.id, c.req.param("id"));
    if (scope && !scopeIsOnPage(template.htmlContent, scope)) {
      throw new ApiError(422, "scope_not_found", SCOPE_NOT_ON_PAGE_MESSAGE, {
        scope: SCOPE_NOT_ON_PAGE_MESSAGE,
      });
    }
    const { cost, description } = iterationCharge(template, change);
    const job = await deps.jobs.submit({
      userId: user.id,
      kind: "iteration",
      title: template.title,
      templateId: template.id,
      cost,
      description,
      input: { templateId: template.id, change, ...(scope ? { scope } : {}) } satisfies IterationInput,
    });
    if (wantsAsync(c)) return accepted(c, job);
    return c.json(await deps.jobs.result(job));
  });

  app.post("/:id/undo", async (c) => {
    const user = requireUser(c);
    return c.json(await undoChange(deps, user.id, c.req.param("id")));
  });

  app.put("/:id/html", async (c) => {
    const user = requireUser(c);
    const edit = await parseJson(c, handEditBody);
    return c.json(await saveHandEdit(deps, user.id, c.req.param("id"), edit));
  });

  app.get("/:id/refusals", async (c) => {
    const user = requireUser(c);
    return c.json(await listRefusals(deps, user.id, c.req.param("id")));
  });

  app.get("/:id/versions", async (c) => {
    const user = requireUser(c);
    const query = parseListQuery(c);
    return c.json(await listVersions(deps, user.id, c.req.param("id"), query.limit, query.cursor));
  });

  app.post("/:id/versions/:version/restore", async (c) => {
    const user = requireUser(c);
    const version = Number(c.req.param("version"));
    if (!isVersionNumber(version)) throw new ApiError(404, "not_found", "Version not found");
    // ?undoing=N: this restore is the Undo of the free change that made version N (refused if the page moved on).
    const undoingParam = c.req.query("undoing");
    const undoing = undoingParam === undefined ? undefined : Number(undoingParam);
    if (undoing !== undefined && !isVersionNumber(undoing)) {
      throw new ApiError(400, "invalid_input", "undoing must be the version number of the change to undo");
    }
    return c.json(await restoreVersion(deps, user.id, c.req.param("id"), version, { undoing }));
  });

  app.get("/:id/download", async (c) => {
    const user = requireUser(c);
    // Downloading keeps the change on show (its held tokens are charged).
    const template = await keepForDownload(deps, user.id, c.req.param("id"));
    const name = downloadFileName(template.title);
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "private, no-store");
    // The pixels (behind consent) and the published address go into the file, never into the stored page.
    return c.body(downloadHtml(template.htmlContent, await readPageSettings(deps.db, template.id)));
  });

  app.delete("/:id", async (c) => {
    const user = requireUser(c);
    await deleteTemplate(deps, user.id, c.req.param("id"));
    return c.body(null, 204);
  });

  return app;
}

const fromExampleBody = z.object({
  example: z.string({ error: "example must be the id of a showcase example" }).min(1).max(100),
});

/**
 * New pages from existing ones, free: POST /:id/duplicate (the page's current version) and POST /from-example
 * ({example}: a showcase page). 201 {template}. Rate-limited with generations: each adds a page.
 */
function addCopyRoutes(app: Hono<AppEnv>, deps: TemplateDeps & { limiter: RateLimiter }) {
  const limit = (c: Context<AppEnv>, userId: string) =>
    enforceRateLimit(
      c,
      deps.limiter,
      RATE_LIMITS.generationUser,
      userId,
      (seconds) => `Too many new pages. Please try again in ${seconds} seconds.`,
    );

  app.post("/from-example", async (c) => {
    const user = requireUser(c);
    const { example } = await parseJson(c, fromExampleBody);
    await limit(c, user.id);
    return c.json({ template: toTemplateDto(await templateFromExample(deps, user.id, example)) }, 201);
  });

  app.post("/:id/duplicate", async (c) => {
    const user = requireUser(c);
    await limit(c, user.id);
    return c.json(
      { template: toTemplateDto(await duplicateTemplate(deps, user.id, c.req.param("id"))) },
      201,
    );
  });
}
