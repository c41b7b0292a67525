/**
 * The owner's leads: list (newest first, cursor-paged, by template, searched), delete one or many,
 * per-template notification switch, retention setting. Every query is filtered by the owner's id;
 * another user's lead or template answers 404.
 */
import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { LeadDto, LeadFormDto, LeadSettingsDto, Page } from "../../core/api-types.js";
import type { CoreDeps } from "../app-types.js";
import { encodeCursor, newestFirst, olderThan, toPage } from "../db/keyset.js";
import { leadFieldNames, leadForms, leadSearchText, leads, profiles, templates } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { formTokenOf } from "./form-tokens.js";
import { readHold } from "./spam-signals.js";

export type LeadRow = typeof leads.$inferSelect;

export function toLeadDto(row: LeadRow): LeadDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    templateId: row.templateId,
    pageTitle: row.pageTitle,
    pageUrl: row.pageUrl,
    formId: row.formId,
    fields: row.fields.map(([name, value]) => ({ name, value })),
    ...heldOf(row.heldReason),
  };
}

/** The DTO's `held` (and, for too_soon, `heldSentAfterMs`) from the stored reason. */
function heldOf(stored: string | null): Pick<LeadDto, "held" | "heldSentAfterMs"> {
  const hold = readHold(stored);
  if (!hold) return { held: null };
  return hold.reason === "too_soon"
    ? { held: hold.reason, heldSentAfterMs: hold.sentAfterMs ?? 0 }
    : { held: hold.reason };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export interface LeadFilter {
  /** Only this template's leads; must be the owner's template. */
  templateId?: string;
  /** Words to find in the answers, the page title or the form id. */
  q?: string;
}

async function assertOwnTemplate(deps: CoreDeps, userId: string, templateId: string): Promise<void> {
  const notFound = new ApiError(404, "not_found", "Template not found");
  if (!isUuid(templateId)) throw notFound;
  const [row] = await deps.db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.userId, userId)));
  if (!row) throw notFound;
}

/** The WHERE clause for one owner's leads under a filter (the template checked first). */
async function whereLeads(deps: CoreDeps, userId: string, filter: LeadFilter): Promise<SQL | undefined> {
  if (filter.templateId) await assertOwnTemplate(deps, userId, filter.templateId);
  const text = filter.q?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return and(
    eq(leads.userId, userId),
    filter.templateId ? eq(leads.templateId, filter.templateId) : undefined,
    // One expression over answers, title and form id: the one leads_search_idx (pg_trgm) indexes.
    pattern ? ilike(leadSearchText(leads), pattern) : undefined,
  );
}

export async function listLeads(
  deps: CoreDeps,
  userId: string,
  filter: LeadFilter & { limit: number; cursor?: string },
) {
  const where = await whereLeads(deps, userId, filter);
  const rows = await deps.db
    .select()
    .from(leads)
    .where(and(where, olderThan(leads.createdAt, leads.id, filter.cursor)))
    .orderBy(...newestFirst(leads.createdAt, leads.id))
    .limit(filter.limit + 1);
  return toPage(rows, filter.limit, toLeadDto);
}

/** How many leads the CSV export reads per query: its memory stays one batch, whatever the inbox holds. */
export const EXPORT_BATCH = 500;

/**
 * Every lead under the filter, newest first, for the CSV export: the field names in the order they first
 * appear (for its header), then the rows in batches read one query at a time as the consumer asks. The
 * export ends at the lead that was newest when it began (later ones are left out, so the header covers
 * every row); the names need only that lead's id, so the header goes out before any batch is read.
 */
export async function leadsForExport(deps: CoreDeps, userId: string, filter: LeadFilter) {
  const where = await whereLeads(deps, userId, filter);
  const [newest] = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...newestFirst(leads.createdAt, leads.id))
    .limit(1);
  const bound = newest ? notNewerThan(newest.id) : undefined;
  const names = bound ? await fieldNamesInOrder(deps, userId, filter, where, bound) : [];
  const batch = (after?: LeadRow) =>
    deps.db
      .select()
      .from(leads)
      .where(and(where, bound, after ? olderThan(leads.createdAt, leads.id, encodeCursor(after)) : undefined))
      .orderBy(...newestFirst(leads.createdAt, leads.id))
      .limit(EXPORT_BATCH);
  async function* batches(): AsyncGenerator<LeadRow[]> {
    if (!bound) return;
    let rows = await batch();
    while (rows.length > 0) {
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
      rows = await batch(rows.at(-1));
    }
  }
  return { names, batches: batches() };
}

/**
 * Leads not newer than the lead `id`, compared with its stored time: a Date read back has milliseconds
 * only, and a lead stored at .123456 s is newer than .123 s (it left the header without its own fields).
 */
const notNewerThan = (id: string) =>
  sql`(${leads.createdAt}, ${leads.id}) <= (SELECT l.created_at, l.id FROM ${leads} l WHERE l.id = ${id})`;

/**
 * Field names in the order they first appear in newest-first leads (then in the form's order), in SQL, for
 * the leads `where` picks up to `bound`. Leads of one form share their names: without a search, a skip scan
 * over leads_user_field_names_idx (or the template's) takes the newest lead of each distinct list of names,
 * one index probe per list, so the header costs the same for 20 leads or 20,000. A search reads its matches.
 */
async function fieldNamesInOrder(
  deps: CoreDeps,
  userId: string,
  filter: LeadFilter,
  where: SQL | undefined,
  bound: SQL | undefined,
): Promise<string[]> {
  const rows = await deps.db.execute(
    filter.q?.trim()
      ? sql`SELECT name FROM (
          SELECT DISTINCT ON (field->>0) field->>0 AS name, ${leads.createdAt} AS at, ${leads.id} AS lead, position
          FROM ${leads}, jsonb_array_elements(${leads.fields}) WITH ORDINALITY AS f(field, position)
          WHERE ${and(where, bound)}
          ORDER BY field->>0, ${leads.createdAt} DESC, ${leads.id} DESC, position
        ) firsts ORDER BY at DESC, lead DESC, position`
      : namesOfNewestPerList(
          and(
            filter.templateId ? eq(leads.templateId, filter.templateId) : undefined,
            eq(leads.userId, userId),
            bound,
          ),
        ),
  );
  const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { name: string }[];
  return list.map((row) => row.name);
}

/** The skip scan of fieldNamesInOrder: the newest lead of each list of names, then their names in order. */
function namesOfNewestPerList(where: SQL | undefined): SQL {
  const names = leadFieldNames(leads);
  // In the indexes' order (NULLS LAST as they were made), so each probe is one index descent.
  const newestOfNextList = (after: SQL) => sql`
    SELECT ${names} AS names, ${leads.createdAt} AS at, ${leads.id} AS lead FROM ${leads}
    WHERE ${where} ${after}
    ORDER BY ${names}, ${leads.createdAt} DESC NULLS LAST, ${leads.id} DESC NULLS LAST LIMIT 1`;
  return sql`
    WITH RECURSIVE lists AS (
      (${newestOfNextList(sql``)})
      UNION ALL
      SELECT next.* FROM lists, LATERAL (${newestOfNextList(sql`AND ${names} > lists.names`)}) next)
    SELECT name FROM (
      SELECT DISTINCT ON (name) name, at, lead, position
      FROM lists, unnest(lists.names) WITH ORDINALITY AS n(name, position)
      ORDER BY name, at DESC, lead DESC, position
    ) firsts ORDER BY at DESC, lead DESC, position`;
}

export async function deleteLead(deps: CoreDeps, userId: string, id: string): Promise<void> {
  const notFound = new ApiError(404, "not_found", "Lead not found");
  if (!isUuid(id)) throw notFound;
  const deleted = await deps.db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.userId, userId)))
    .returning({ id: leads.id });
  if (deleted.length === 0) throw notFound;
  await publishLeadsChanged(deps, userId);
}

/** Deletes all the owner's leads, or one template's; returns how many. */
export async function deleteLeads(deps: CoreDeps, userId: string, filter: LeadFilter): Promise<number> {
  if (filter.templateId) await assertOwnTemplate(deps, userId, filter.templateId);
  const deleted = await deps.db
    .delete(leads)
    .where(
      and(eq(leads.userId, userId), filter.templateId ? eq(leads.templateId, filter.templateId) : undefined),
    )
    .returning({ id: leads.id });
  await publishLeadsChanged(deps, userId);
  return deleted.length;
}

/** Other open tabs of the owner refresh their lists. */
async function publishLeadsChanged(deps: CoreDeps, userId: string) {
  await deps.events.publish(userId, { type: "lead", data: { action: "deleted" } }).catch(() => {});
}

/**
 * The owner's pages with their form's mail switch and lead count, newest first and keyset-paged like the
 * other lists (`template` narrows it to one page: a card asks for its own). Each page's count is read for
 * that page alone, so a page of the list costs the same with 20 leads or 20,000.
 */
export async function listLeadForms(
  deps: CoreDeps,
  userId: string,
  options: { limit: number; cursor?: string; templateId?: string },
): Promise<Page<LeadFormDto>> {
  if (options.templateId) await assertOwnTemplate(deps, userId, options.templateId);
  const rows = await deps.db
    .select({
      id: templates.id,
      createdAt: templates.createdAt,
      title: templates.title,
      notifyLeads: leadForms.notifyLeads,
      // Kept on the page's row (migration 0020): a page with 20,000 leads reads like one with none.
      leadCount: templates.leadCount,
    })
    .from(templates)
    .leftJoin(leadForms, eq(leadForms.templateId, templates.id))
    .where(
      and(
        eq(templates.userId, userId),
        options.templateId ? eq(templates.id, options.templateId) : undefined,
        olderThan(templates.createdAt, templates.id, options.cursor),
      ),
    )
    .orderBy(...newestFirst(templates.createdAt, templates.id))
    .limit(options.limit + 1);
  return toPage(rows, options.limit, (r) => ({
    templateId: r.id,
    title: r.title,
    notifyLeads: r.notifyLeads ?? true,
    leadCount: Number(r.leadCount ?? 0),
  }));
}

/** Turns the owner's mail per lead on or off for one template. */
export async function setLeadNotifications(
  deps: CoreDeps,
  userId: string,
  templateId: string,
  notifyLeads: boolean,
): Promise<LeadFormDto> {
  await assertOwnTemplate(deps, userId, templateId);
  const updated = await deps.db
    .update(leadForms)
    .set({ notifyLeads })
    .where(and(eq(leadForms.templateId, templateId), eq(leadForms.userId, userId)))
    .returning({ token: leadForms.token });
  if (updated.length === 0) {
    // A template made before forms delivered has no form endpoint yet: create it (its next version
    // posts there) and store the switch on it.
    await formTokenOf(deps.db, userId, templateId, deps.clock.now());
    await deps.db.update(leadForms).set({ notifyLeads }).where(eq(leadForms.templateId, templateId));
  }
  const [form] = (await listLeadForms(deps, userId, { limit: 1, templateId })).items;
  if (!form) throw new ApiError(404, "not_found", "Template not found");
  return form;
}

export async function getLeadSettings(deps: CoreDeps, userId: string): Promise<LeadSettingsDto> {
  const [row] = await deps.db
    .select({ retentionMonths: profiles.leadRetentionMonths })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new ApiError(404, "not_found", "Profile not found");
  return row;
}

export async function setLeadRetention(
  deps: CoreDeps,
  userId: string,
  retentionMonths: number,
): Promise<LeadSettingsDto> {
  await deps.db
    .update(profiles)
    .set({ leadRetentionMonths: retentionMonths, updatedAt: deps.clock.now() })
    .where(eq(profiles.id, userId));
  return getLeadSettings(deps, userId);
}
