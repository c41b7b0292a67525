/** The page_settings row of a page: pixel ids and the published address, written field group by group. */
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { pageSettings } from "../db/schema.js";
import { NO_PIXELS, type Pixels } from "./page-settings-schema.js";

export interface PageSettingsRow extends Pixels {
  siteUrl: string | null;
}

export async function readPageSettings(db: Executor, templateId: string): Promise<PageSettingsRow> {
  const [row] = await db.select().from(pageSettings).where(eq(pageSettings.templateId, templateId));
  if (!row) return { ...NO_PIXELS, siteUrl: null };
  return {
    ga4Id: row.ga4Id,
    googleAdsId: row.googleAdsId,
    metaPixelId: row.metaPixelId,
    siteUrl: row.siteUrl,
  };
}

/** Saves some of the fields (the others keep their value). */
export async function writePageSettings(
  db: Executor,
  ids: { templateId: string; userId: string },
  fields: Partial<PageSettingsRow>,
  now: Date,
): Promise<PageSettingsRow> {
  await db
    .insert(pageSettings)
    .values({ ...ids, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: pageSettings.templateId, set: { ...fields, updatedAt: now } });
  return readPageSettings(db, ids.templateId);
}
