/** Lead rules shared by the server and the web app. */

/** Retention choices offered in the app and accepted by PATCH /api/leads/settings. */
export const LEAD_RETENTION_MONTHS = [1, 3, 6, 12, 24, 36] as const;
export const DEFAULT_LEAD_RETENTION_MONTHS = 12;

/** Limits of one submission to a form endpoint. */
export const LEAD_LIMITS = {
  maxFields: 30,
  maxValueLength: 5000,
  maxNameLength: 100,
} as const;
