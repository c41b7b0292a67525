/**
 * /api/leads: the signed-in owner's leads. GET (newest first, `?limit&cursor&template&q`), DELETE one or
 * all (`?template=`), GET /api/leads.csv (same filters), per-template notification switch
 * (GET /api/leads/forms `?limit&cursor&template`, PATCH /api/leads/forms/:templateId {notifyLeads}) and the retention setting
 * (GET/PATCH /api/leads/settings {retentionMonths}).
 */
import { Hono } from "hono";
import { z } from "zod";
import { LEAD_RETENTION_MONTHS } from "../../core/leads.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { ApiError } from "../errors.js";
import { leadsCsvStream } from "../leads/csv.js";
import {
  deleteLead,
  deleteLeads,
  getLeadSettings,
  leadsForExport,
  listLeadForms,
  listLeads,
  setLeadNotifications,
  setLeadRetention,
} from "../leads/inbox.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

export const DEFAULT_LEADS_PAGE_SIZE = 20;
export const MAX_LEADS_PAGE_SIZE = 100;

const TEMPLATE_ID_MESSAGE = "template must be a template id";

const filterQuery = z.object({
  template: z.string().min(1, TEMPLATE_ID_MESSAGE).max(100, TEMPLATE_ID_MESSAGE).optional(),
  q: z.string().max(200, "q must be at most 200 characters").optional(),
});

const listQuery = filterQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_LEADS_PAGE_SIZE).default(DEFAULT_LEADS_PAGE_SIZE),
  cursor: z.string().min(1).max(200).optional(),
});

/** GET /api/leads/forms: the owner's pages, paged like the lists (`template`: one page's row). */
const formsQuery = listQuery.omit({ q: true });

function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "query");
    const message =
      field === "limit"
        ? `limit must be a whole number from 1 to ${MAX_LEADS_PAGE_SIZE}`
        : parsed.error.issues[0].message;
    throw new ApiError(400, "invalid_request", message, { [field]: message });
  }
  return parsed.data;
}

const notifySchema = z.object({
  notifyLeads: z.boolean({ error: "notifyLeads must be true or false" }),
});

const retentionSchema = z.object({
  retentionMonths: z
    .number({ error: `retentionMonths must be one of ${LEAD_RETENTION_MONTHS.join(", ")}` })
    .refine((n) => (LEAD_RETENTION_MONTHS as readonly number[]).includes(n), {
      message: `retentionMonths must be one of ${LEAD_RETENTION_MONTHS.join(", ")}`,
    }),
});

/** GET /api/leads.csv, mounted beside /api/leads (a different path to the router). */
export function leadCsvRoute(deps: CoreDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = requireUser(c);
    const query = parseQuery(filterQuery, c.req.query());
    const { names, batches } = await leadsForExport(deps, user.id, {
      templateId: query.template,
      q: query.q,
    });
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="leads-${day}.csv"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(leadsCsvStream(names, batches));
  });
}

export function leadRoutes(deps: CoreDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c);
      const query = parseQuery(listQuery, c.req.query());
      return c.json(
        await listLeads(deps, user.id, {
          templateId: query.template,
          q: query.q,
          limit: query.limit,
          cursor: query.cursor,
        }),
      );
    })
    .delete("/", async (c) => {
      const user = requireUser(c);
      // A deletion is narrowed by `template` alone. Any other parameter (the list's `q`, a misspelt
      // `templat`) was ignored, so "delete the leads matching spam" deleted every lead the owner had.
      const raw = c.req.query();
      const unknown = Object.keys(raw).find((key) => key !== "template");
      if (unknown !== undefined) {
        const message = `“${unknown}” cannot narrow a deletion: delete one lead, one page's leads (template) or all`;
        throw new ApiError(400, "invalid_request", message, { [unknown]: message });
      }
      const query = parseQuery(filterQuery.pick({ template: true }), raw);
      return c.json({ deleted: await deleteLeads(deps, user.id, { templateId: query.template }) });
    })
    .get("/forms", async (c) => {
      const user = requireUser(c);
      const query = parseQuery(formsQuery, c.req.query());
      return c.json(
        await listLeadForms(deps, user.id, {
          limit: query.limit,
          cursor: query.cursor,
          templateId: query.template,
        }),
      );
    })
    .patch("/forms/:templateId", async (c) => {
      const user = requireUser(c);
      const { notifyLeads } = await parseJson(c, notifySchema);
      return c.json(await setLeadNotifications(deps, user.id, c.req.param("templateId"), notifyLeads));
    })
    .get("/settings", async (c) => {
      const user = requireUser(c);
      return c.json(await getLeadSettings(deps, user.id));
    })
    .patch("/settings", async (c) => {
      const user = requireUser(c);
      const { retentionMonths } = await parseJson(c, retentionSchema);
      return c.json(await setLeadRetention(deps, user.id, retentionMonths));
    })
    .delete("/:id", async (c) => {
      // DELETE /api/leads/settings and /api/leads/forms never get here: they are paths of their own, and
      // http/allowed-methods.ts answers a method they lack with 405.
      const id = c.req.param("id");
      const user = requireUser(c);
      await deleteLead(deps, user.id, id);
      return c.body(null, 204);
    });
}
