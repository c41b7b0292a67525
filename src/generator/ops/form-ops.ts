/**
 * Form operations on a section's FormSpec: add a field, remove one, make one required or optional or
 * rename it; and where the page's forms send (the owner's own https address or e-mail only).
 */
import type { FormField, FormSpec, PageModel } from "../model.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { findSection, fold } from "./refs.js";
import { reportWords } from "./report-words.js";

function formOf(model: PageModel, ref?: string): FormSpec {
  const section = ref ? findSection(model, ref) : model.sections.find((s) => s.form);
  return (
    section?.form ??
    (ref ? refuse(model.lang, "sectionNoForm", { section: ref }) : refuse(model.lang, "noFormOnPage"))
  );
}

/** A field by its label: exact (case and accents ignored, "(optional)" aside), then the one it starts. */
function fieldOf(model: PageModel, form: FormSpec, label: string): FormField {
  const bare = (text: string) => fold(text.replace(/\s*\([^)]*\)\s*$/, ""));
  const key = bare(label);
  const found =
    form.fields.find((f) => bare(f.label) === key || f.name === key) ??
    form.fields.filter((f) => bare(f.label).startsWith(key)).at(0);
  return found ?? refuse(model.lang, "noSuchField", { field: label });
}

const AUTOCOMPLETE: Partial<Record<FormField["type"], string>> = { email: "email", tel: "tel" };

const nameOf = (label: string, taken: Set<string>) => {
  const base =
    fold(label)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "field";
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
};

export const FORM_OPS: HandlerTable = {
  add_form_field(model, op) {
    const form = formOf(model, op.section);
    const label = op.label.trim();
    if (form.fields.some((f) => fold(f.label) === fold(label)))
      refuse(model.lang, "fieldAsked", { field: label });
    const field: FormField = {
      name: nameOf(label, new Set(form.fields.map((f) => f.name))),
      label,
      type: op.type,
      required: op.required ?? false,
    };
    const autocomplete = AUTOCOMPLETE[op.type];
    if (autocomplete) field.autocomplete = autocomplete;
    if (op.type === "select") {
      const options = (op.options ?? []).map((o) => o.trim()).filter(Boolean);
      if (!options.length) refuse(model.lang, "needsChoices", { field: label });
      field.options = options;
    }
    // A message box stays last, as forms are read.
    const message = form.fields.findIndex((f) => f.type === "textarea");
    form.fields.splice(message < 0 ? form.fields.length : message, 0, field);
    return reportWords(model.lang, "fieldAdded", { field: label });
  },

  remove_form_field(model, op) {
    const form = formOf(model, op.section);
    const field = fieldOf(model, form, op.field);
    if (form.fields.length === 1) refuse(model.lang, "onlyField", { field: field.label });
    form.fields = form.fields.filter((f) => f !== field);
    return reportWords(model.lang, "fieldRemoved", { field: field.label });
  },

  set_form_field(model, op) {
    const form = formOf(model, op.section);
    const field = fieldOf(model, form, op.field);
    const lines: string[] = [];
    const was = field.label;
    if (op.label?.trim()) {
      field.label = op.label.trim();
      lines.push(reportWords(model.lang, "fieldRenamed", { was, now: field.label }));
    }
    if (op.required !== undefined) {
      field.required = op.required;
      if (op.required)
        field.label = field.label.replace(
          /\s*\((?:optional|optionnel|opcional|opzionale|optioneel|opcjonalnie|nem kötelező)\)\s*$/i,
          "",
        );
      lines.push(
        reportWords(model.lang, op.required ? "fieldRequired" : "fieldOptional", { field: field.label }),
      );
    }
    if (!lines.length) refuse(model.lang, "sayFieldChange", { field: was });
    return lines.join("; ");
  },

  set_form_action(model, op) {
    let url = op.url.trim();
    if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(url)) url = `mailto:${url}`;
    if (!/^(?:https:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i.test(url))
      refuse(model.lang, "formAddressOnly", { address: op.url });
    model.settings.formAction = url;
    model.settings.ownFormAction = true;
    return reportWords(model.lang, "formSendsTo", { address: url.replace(/^mailto:/, "") });
  },
};
