/**
 * Reads one form submission (urlencoded or multipart, fields only) into ordered [name, value] pairs and
 * applies the limits: at most 30 fields of at most 5,000 characters, no control characters, no files.
 * Every refusal is a LeadRefusal with a message a visitor can read.
 */
import { LEAD_LIMITS } from "../../core/leads.js";
import { hasVisibleText } from "../../core/text-rules.js";
import { FORM_ID_FIELD, HONEYPOT_FIELD, OPENED_MS_FIELD } from "../../generator/forms/lead-fields.js";

export class LeadRefusal extends Error {
  constructor(
    public readonly status: 400 | 404 | 410 | 413 | 415 | 429,
    public readonly code: string,
    message: string,
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "LeadRefusal";
  }
}

export interface Submission {
  /** The form's id from `_form` ("" when absent or not an id). */
  formId: string;
  /** True when the honeypot was filled in: a bot. */
  isBot: boolean;
  /**
   * Milliseconds between the page being opened and the form being sent, as the page's script reports it
   * in `_t`; null without it (no JavaScript, an older page) or when it is not a plausible number.
   */
  openedMs: number | null;
  fields: [string, string][];
}

/** A week: any larger `_t` is not a time a page was open, and is ignored. */
const MAX_OPENED_MS = 7 * 24 * 60 * 60_000;

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const FORM_ID = /^[A-Za-z][\w-]{0,99}$/;

export function isFormContentType(contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/** Checks the entries of a parsed form body and splits off the form id and honeypot. */
export function readSubmission(entries: Iterable<[string, FormDataEntryValue]>): Submission {
  let formId = "";
  let isBot = false;
  let openedMs: number | null = null;
  const fields: [string, string][] = [];
  for (const [name, value] of entries) {
    if (typeof value !== "string") {
      throw new LeadRefusal(
        400,
        "files_not_accepted",
        "This form cannot send files. Please remove the file and try again.",
      );
    }
    if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value)) {
      throw new LeadRefusal(400, "invalid_characters", "The form contains characters that are not allowed.");
    }
    if (name === HONEYPOT_FIELD) {
      if (value.trim() !== "") isBot = true;
      continue;
    }
    if (name === FORM_ID_FIELD) {
      if (FORM_ID.test(value)) formId = value;
      continue;
    }
    if (name === OPENED_MS_FIELD) {
      const ms = /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (ms <= MAX_OPENED_MS) openedMs = ms;
      continue;
    }
    if (!name.trim() || name.length > LEAD_LIMITS.maxNameLength) {
      throw new LeadRefusal(400, "invalid_field", "The form has a field without a usable name.");
    }
    if (value.length > LEAD_LIMITS.maxValueLength) {
      throw new LeadRefusal(
        400,
        "field_too_long",
        `“${name}” is too long: at most ${LEAD_LIMITS.maxValueLength.toLocaleString("en-US")} characters.`,
      );
    }
    fields.push([name, value.trim()]);
    if (fields.length > LEAD_LIMITS.maxFields) {
      throw new LeadRefusal(
        400,
        "too_many_fields",
        `A form can send at most ${LEAD_LIMITS.maxFields} fields.`,
      );
    }
  }
  // A value that shows nothing (spaces, a zero-width space) is no answer: such a submission is empty.
  if (!isBot && !fields.some(([, value]) => hasVisibleText(value))) {
    throw new LeadRefusal(400, "empty_submission", "The form is empty. Please fill it in and try again.");
  }
  return { formId, isBot, openedMs, fields };
}
