/**
 * Requests about the page's form fields: "ask for the company name in the form too", "add a phone field",
 * "remove the phone field from the form", "make the message optional". Every form on the page changes
 * (a page has one kind of form; the hero's and the closing one ask the same).
 */
import type { FormField, PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";

/** Fields the owner can ask for by name, with the browser hints that fill them. */
const FIELDS: [RegExp, FormField][] = [
  [
    /\b(?:phone|telephone|mobile|phone number)\b/i,
    { name: "phone", label: "Phone", type: "tel", required: false, autocomplete: "tel" },
  ],
  [
    /\b(?:company|company name|business name|organi[sz]ation)\b/i,
    { name: "company", label: "Company", type: "text", required: false, autocomplete: "organization" },
  ],
  [
    /\b(?:website|web site|url|site)\b/i,
    { name: "website", label: "Website", type: "text", required: false, autocomplete: "url" },
  ],
  [
    /\b(?:message|comments?|notes?|questions?)\b/i,
    { name: "message", label: "Message", type: "textarea", required: false },
  ],
  [
    /\b(?:address|street address)\b/i,
    { name: "address", label: "Address", type: "text", required: false, autocomplete: "street-address" },
  ],
  [
    /\b(?:job title|role|position)\b/i,
    {
      name: "job_title",
      label: "Job title",
      type: "text",
      required: false,
      autocomplete: "organization-title",
    },
  ],
  [
    /\b(?:city|town)\b/i,
    { name: "city", label: "City", type: "text", required: false, autocomplete: "address-level2" },
  ],
  [/\b(?:budget)\b/i, { name: "budget", label: "Budget", type: "text", required: false }],
  [
    /\b(?:number of (?:guests|people)|guests|party size|people)\b/i,
    { name: "guests", label: "Number of guests", type: "text", required: false },
  ],
  [/\b(?:preferred date|date)\b/i, { name: "date", label: "Preferred date", type: "text", required: false }],
  [
    /\b(?:name|full name)\b/i,
    { name: "name", label: "Your name", type: "text", required: true, autocomplete: "name" },
  ],
  [
    /\b(?:e-?mail|email address)\b/i,
    { name: "email", label: "Email address", type: "email", required: true, autocomplete: "email" },
  ],
];

const ABOUT_FORM =
  /\b(?:fields?|form|ask (?:\w+ )?for|asks for|collect|capture|required|optional|mandatory)\b/i;

function fieldNamed(request: string): FormField | null {
  // The most specific name first: "company name" is the company, not the person's name.
  const found = FIELDS.map(([re, field]) => ({ field, at: request.search(re) })).filter((f) => f.at >= 0);
  return found.length ? found[0]!.field : null;
}

/** The label the request gives in quotes ("add a field 'Dog's name'"), if any. */
function quotedLabel(request: string): string | undefined {
  return request.match(/["“'‘]([^"”'’]{1,60})["”'’]/)?.[1]?.trim();
}

function forms(model: PageModel) {
  return model.sections.flatMap((section) => (section.form ? [section.form] : []));
}

export const FORM_FIELD_RULE: ChangeRule = {
  apply(request, model) {
    if (!ABOUT_FORM.test(request) || /\bhttps?:\/\//i.test(request)) return null;
    if (/\b(?:send|post|submit)\b.*\bto\b/i.test(request)) return null;
    const pageForms = forms(model);
    const field = fieldNamed(request);
    const label = quotedLabel(request);
    if (!field && !label) return null;
    if (pageForms.length === 0)
      return { refused: "The page has no form; add one first: add a contact section" };

    const removing =
      /\b(?:remove|delete|drop|get rid of|take out|no longer ask|don't ask|do not ask|without)\b/i.test(
        request,
      );
    const required = /\b(?:required|mandatory|compulsory)\b/i.test(request)
      ? true
      : /\boptional\b/i.test(request)
        ? false
        : undefined;
    const name =
      field?.name ??
      label!
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_|_$/g, "");
    const existing = pageForms.some((form) => form.fields.some((f) => f.name === name));

    if (removing) {
      if (!existing) return { refused: `The form does not ask for ${field?.label.toLowerCase() ?? label}` };
      if (name === "email")
        return { refused: "The form needs the e-mail address to reach the visitor, so it stays" };
      for (const form of pageForms) form.fields = form.fields.filter((f) => f.name !== name);
      return { applied: `Removed the ${(field?.label ?? label)!.toLowerCase()} field from the form` };
    }
    if (existing && required !== undefined) {
      if (name === "email" && !required)
        return { refused: "The e-mail address stays required: it is how you reply" };
      for (const form of pageForms)
        for (const f of form.fields)
          if (f.name === name) {
            f.required = required;
            f.label = f.label.replace(/\s*\(optional\)$/i, "");
          }
      return {
        applied: `Made the ${(field?.label ?? label)!.toLowerCase()} field ${required ? "required" : "optional"}`,
      };
    }
    if (existing) return { refused: `The form already asks for ${field?.label.toLowerCase() ?? label}` };
    if (required === false && !/\b(?:add|ask|include|collect)\b/i.test(request))
      return { refused: `The form does not ask for ${field?.label.toLowerCase() ?? label}` };
    if (!/\b(?:add|ask|include|collect|capture|need|want|insert|put|with|also)\b/i.test(request)) return null;
    const added: FormField = {
      ...(field ?? { name, type: "text", required: false }),
      ...(label ? { label } : { label: field!.label }),
      ...(required !== undefined ? { required } : {}),
    } as FormField;
    for (const form of pageForms) {
      // New fields go before the message box, which stays last.
      const at = form.fields.findIndex((f) => f.type === "textarea");
      form.fields.splice(at < 0 ? form.fields.length : at, 0, { ...added });
    }
    return { applied: `Added a ${added.label.toLowerCase()} field to the form` };
  },
};
