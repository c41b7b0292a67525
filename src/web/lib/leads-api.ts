import type { LeadDto, LeadFormDto, LeadSettingsDto, Page } from "../../core/api-types";
import { apiFetch } from "./api";

export type Lead = LeadDto;
export type LeadForm = LeadFormDto;

/** Every leads query key starts with this, so a `lead` event refreshes every list and count. */
export const LEADS_QUERY_KEY = ["leads"] as const;
export const LEAD_FORMS_QUERY_KEY = [...LEADS_QUERY_KEY, "forms"] as const;
export const LEAD_SETTINGS_QUERY_KEY = [...LEADS_QUERY_KEY, "settings"] as const;

export interface LeadFilter {
  templateId?: string;
  q?: string;
}

function filterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.templateId) params.set("template", filter.templateId);
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  return params;
}

export function listLeads(filter: LeadFilter, cursor?: string | null, limit = 20): Promise<Page<Lead>> {
  const params = filterParams(filter);
  params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  return apiFetch<Page<Lead>>(`/api/leads?${params}`);
}

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export function leadsCsvUrl(filter: LeadFilter): string {
  const params = filterParams(filter).toString();
  return `/api/leads.csv${params ? `?${params}` : ""}`;
}

export function deleteLead(id: string): Promise<void> {
  return apiFetch<void>(`/api/leads/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function deleteLeads(filter: Pick<LeadFilter, "templateId">): Promise<{ deleted: number }> {
  const params = filterParams(filter).toString();
  return apiFetch<{ deleted: number }>(`/api/leads${params ? `?${params}` : ""}`, { method: "DELETE" });
}

/** One page of the owner's pages with their mail switch and lead count, newest first. */
export function listLeadForms(cursor?: string | null): Promise<Page<LeadForm>> {
  const params = new URLSearchParams({ limit: String(LEAD_FORMS_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return apiFetch<Page<LeadForm>>(`/api/leads/forms?${params}`);
}

/** One page's row (its lead count and switch), for its card or dialog; null if it has none. */
export async function leadFormOf(templateId: string): Promise<LeadForm | null> {
  const params = new URLSearchParams({ template: templateId });
  return (await apiFetch<Page<LeadForm>>(`/api/leads/forms?${params}`)).items[0] ?? null;
}

export const LEAD_FORMS_PAGE_SIZE = 20;
/** The profile's paged list of every page's row. */
export const ALL_LEAD_FORMS_QUERY_KEY = [...LEAD_FORMS_QUERY_KEY, "all"] as const;
/** Under LEAD_FORMS_QUERY_KEY, so a `lead` event refreshes the list and every card's row at once. */
export const leadFormQueryKey = (templateId: string) => [...LEAD_FORMS_QUERY_KEY, templateId] as const;

export function setLeadNotifications(templateId: string, notifyLeads: boolean): Promise<LeadForm> {
  return apiFetch<LeadForm>(`/api/leads/forms/${encodeURIComponent(templateId)}`, {
    method: "PATCH",
    body: JSON.stringify({ notifyLeads }),
  });
}

export function getLeadSettings(): Promise<LeadSettingsDto> {
  return apiFetch<LeadSettingsDto>("/api/leads/settings");
}

export function setLeadRetention(retentionMonths: number): Promise<LeadSettingsDto> {
  return apiFetch<LeadSettingsDto>("/api/leads/settings", {
    method: "PATCH",
    body: JSON.stringify({ retentionMonths }),
  });
}
