/**
 * Where a template's versions keep their pages: each distinct page once per template, in page_bodies under
 * the SHA-256 of its UTF-8 bytes, and a version row points at it (body_hash). A restore, an undo or an edit
 * that comes back to an earlier page adds a version row of a few dozen bytes, not another copy of the page.
 * PostgreSQL compresses each stored body (lz4 where it has it, else pglz; PGlite pglz).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { pageBodies, templateVersions } from "../db/schema.js";

/** The key of a page among its template's bodies; the migration computes the same in SQL. */
export const bodyHash = (html: string): string => createHash("sha256").update(html, "utf8").digest("hex");

/** Stores `html` as one of the template's bodies (once) and returns its hash for the version row. */
export async function storeBody(tx: Tx | Database, templateId: string, html: string): Promise<string> {
  const hash = bodyHash(html);
  await tx.insert(pageBodies).values({ templateId, hash, html }).onConflictDoNothing();
  return hash;
}

/** The join from a version row to its page (page_bodies), for queries that read a version's page. */
export const versionBodyJoin = and(
  eq(pageBodies.templateId, templateVersions.templateId),
  eq(pageBodies.hash, templateVersions.bodyHash),
);

/** The page of one version of a template, or undefined when there is no such version. */
export async function readVersionBody(
  db: Tx | Database,
  templateId: string,
  version: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ html: pageBodies.html })
    .from(templateVersions)
    .innerJoin(pageBodies, versionBodyJoin)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)));
  return row?.html;
}
