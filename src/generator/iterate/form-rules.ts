/**
 * Requests about the page's form fields: "ask for the company name in the form too", "add a phone field",
 * "remove the phone field from the form", "make the message optional". Every form on the page changes
 * (a page has one kind of form; the hero's and the closing one ask the same).
 */
import { localeOf, pageLang, say } from "../composer/locale/index.js";
import { capitalize } from "../composer/write/text.js";
import type { FormField, PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { FIELD_LABELS, type FieldName } from "./request-words.js";

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

/** What the request calls the field: "add a date of birth field", "ask for their date of birth in the form". */
function fieldPhrase(request: string): string | undefined {
  const m =
    request.match(
      /\b(?:add|include|insert|put|remove|delete|drop|make)\s+(?:an?\s+|the\s+|one\s+)?(?:new\s+|extra\s+|optional\s+|required\s+)?(.+?)\s+(?:field|input|box)\b/i,
    ) ??
    request.match(
      /\b(?:ask(?:s|ing)?\s+(?:\w+\s+)?for|collect|capture)\s+(?:their\s+|the\s+|a\s+|an\s+|people's\s+|visitors'\s+)?(.+?)(?:\s+(?:in|on|to)\s+(?:the\s+)?(?:\w+\s+)?form\b.*|\s+(?:too|as well|also)\b.*)?$/i,
    );
  return m?.[1]?.trim();
}

function fieldNamed(request: string): FormField | null {
  // What the request calls the field, when it says: "date of birth" is not the "date" field.
  const phrase = fieldPhrase(request);
  if (phrase && !/\b(?:form|fields?)\b/i.test(phrase)) {
    const bare = phrase.replace(/^(?:a|an|the|their|your)\s+/i, "");
    return FIELDS.find(([re]) => new RegExp(`^(?:${re.source})$`, "i").test(bare))?.[1] ?? null;
  }
  // The most specific name first: "company name" is the company, not the person's name.
  const found = FIELDS.map(([re, field]) => ({ field, at: request.search(re) })).filter((f) => f.at >= 0);
  return found.length ? found[0]!.field : null;
}

/**
 * The label the request gives: in quotes ("add a field 'Dog's name'"), or as the field's name when it is
 * none of the known ones ("add a date of birth field" → "Date of birth").
 */
function givenLabel(request: string, known: FormField | null): string | undefined {
  const quoted = request.match(/["“'‘]([^"”'’]{1,60})["”'’]/)?.[1]?.trim();
  if (quoted) return quoted;
  const phrase = fieldPhrase(request);
  // "we now ask for a card" tells the visitors something; a new field is asked for with the form named.
  if (!phrase || phrase.length > 40 || known || !/\b(?:field|form|input|box)\b/i.test(request))
    return undefined;
  if (/\b(?:form|fields?|it|them|this|that|one)\b/i.test(phrase)) return undefined;
  return capitalize(phrase.replace(/^(?:a|an|the|their|your)\s+/i, ""));
}

/**
 * A known field's label in the page's language, as the composer words its own fields ("Phone (optional)",
 * "Telefon (optional)").
 */
function labelOf(field: FormField, required: boolean, model: PageModel): string {
  const lang = pageLang(model);
  const optional = (label: string) => (required ? label : say(lang, "{label} (optional)", { label }));
  switch (field.name) {
    case "phone":
      return say(lang, required ? "Phone" : "Phone (optional)");
    case "company": {
      const label = say(lang, "Company (optional)");
      return required ? label.replace(/\s*\([^)]*\)$/, "") : label;
    }
    case "message":
      return say(lang, required ? "Message" : "Message (optional)");
    case "address":
      return optional(say(lang, "Address"));
    case "name":
      return optional(say(lang, "Your name"));
    case "email":
      return optional(say(lang, "Email address"));
  }
  const own = FIELD_LABELS[localeOf(lang)?.lang ?? "en"]?.[field.name.replace("_", " ") as FieldName];
  return optional(own ?? field.label);
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
    const label = givenLabel(request, field);
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
            // "(optional)" as the page's language writes it ("(facoltativo)", "(nem kötelező)").
            const optional = say(pageLang(model), "{label} (optional)", { label: "" }).trim();
            const bare = f.label
              .replace(/\s*\(optional\)$/i, "")
              .replace(optional, "")
              .trim();
            f.label = required ? bare : say(pageLang(model), "{label} (optional)", { label: bare });
          }
      return {
        applied: `Made the ${(field?.label ?? label)!.toLowerCase()} field ${required ? "required" : "optional"}`,
      };
    }
    if (existing) {
      const shown = pageForms.flatMap((form) => form.fields).find((f) => f.name === name)?.label;
      return { refused: `The form already has the field “${shown}”` };
    }
    if (required === false && !/\b(?:add|ask|include|collect)\b/i.test(request))
      return { refused: `The form does not ask for ${field?.label.toLowerCase() ?? label}` };
    if (!/\b(?:add|ask|include|collect|capture|need|want|insert|put|with|also)\b/i.test(request)) return null;
    const added: FormField = {
      ...(field ?? { name, type: "text", required: false }),
      ...(label ? { label } : { label: labelOf(field!, required ?? field!.required, model) }),
      ...(required !== undefined ? { required } : {}),
    } as FormField;
    for (const form of pageForms) {
      // New fields go before the message box, which stays last.
      const at = form.fields.findIndex((f) => f.type === "textarea");
      form.fields.splice(at < 0 ? form.fields.length : at, 0, { ...added });
    }
    return { applied: `Added the field “${added.label}” to the form` };
  },
};
