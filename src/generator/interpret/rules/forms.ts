/**
 * Form fields and where forms go: "add a phone field", "make the phone number required", "remove the
 * company field", "send the form to hello@…".
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { rawIndex } from "../raw-at.js";
import { find, has, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, escapeRegExp, type Found, findPhrase, norm, tokens } from "../text.js";
import { emails, urls } from "../values.js";

type FieldType = "text" | "email" | "tel" | "textarea" | "select" | "date";

function fieldOnPage(r: Reading): { label: string; section: string } | null {
  for (const s of r.model.sections) {
    for (const f of s.form?.fields ?? []) {
      const words = norm(f.label)
        .replace(/\(.*?\)/g, "")
        .replace(/\b(?:your|work)\b/g, "")
        .trim();
      const key = words.split(" ").filter((w) => w.length > 2);
      if (key.length > 0 && key.every((w) => r.text.includes(w))) return { label: f.label, section: s.id };
    }
  }
  return null;
}

function fieldType(r: Reading, text: string): FieldType {
  for (const pack of r.packs) {
    if (findPhrase(text, [...pack.forms.types.email, ...pack.forms.types.tel])) break;
    if (findPhrase(text, pack.forms.dates ?? [])) return "date";
  }
  for (const pack of r.packs) {
    for (const type of ["email", "tel", "textarea", "select", "text"] as const) {
      if (findPhrase(text, pack.forms.types[type])) return type;
    }
  }
  return "text";
}

/** Words around a field's name that are not its name: articles, "new", "for", "to the form". */
function noise(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...p.filler,
      ...p.grammar.one,
      ...p.grammar.new,
      ...p.grammar.of,
      ...p.grammar.to,
      ...p.grammar.in,
      ...p.grammar.on,
      ...p.forms.form,
      ...p.forms.field,
      ...p.verbs.add,
    ]).map(norm),
  );
}

/**
 * The name of a new field, in either word order: "a phone field" (before the field word), "un champ
 * prénom", "een veld voor het adres" (after it, up to "to the form"). The owner's words, capitalised.
 */
function fieldLabel(r: Reading, add: Found, field: Found): string | null {
  const skip = noise(r);
  const keep = (part: string) =>
    part
      .split(/\s+/)
      .filter((w) => w && !skip.has(norm(w).replace(/[?!.,:]+$/, "")))
      .join(" ")
      .replace(/[?!.,:]+$/, "");
  const before = add.index < field.index ? keep(r.raw.slice(add.end, field.index)) : "";
  const formAt = findPhrase(
    r.text.slice(field.end),
    wordsOf(r, (p) => p.forms.form),
  );
  const afterEnd = formAt ? field.end + formAt.index : add.index > field.end ? add.index : r.raw.length;
  // After the field word only when the form is named too: "add a question about refunds" is no field.
  const after = formAt ? keep(r.raw.slice(field.end, afterEnd)) : "";
  const label = before || after;
  if (!label || label.split(" ").length > 3) return null;
  return capitalised(label);
}

/**
 * A field named by what the form asks: "make the signup form ask for the number of clients too", "el
 * formulario tiene que pedir el teléfono". The owner's words after "ask for", without the small words.
 */
function askedField(r: Reading, existing: { label: string } | null): Op[] | null {
  const form = find(r, (p) => p.forms.form);
  const ask = find(r, (p) => p.forms.ask);
  if (!form || !ask || ask.index < form.index) return null;
  const skip = new Set([...noise(r), ...wordsOf(r, (p) => p.grammar.also).map(norm)]);
  const words = r.raw
    .slice(rawIndex(r.raw, ask.end))
    .trim()
    .replace(/[.!?]+$/, "")
    .split(/\s+/);
  while (words.length && skip.has(norm(words[0]!))) words.shift();
  while (words.length && skip.has(norm(words[words.length - 1]!))) words.pop();
  if (words.length === 0 || words.length > 5) return null;
  if (existing)
    return [
      {
        op: "refuse",
        part: r.raw,
        why: reportWords(r.model.lang, "formHas", { fields: `“${existing.label}”` }),
      },
    ];
  const label = words.join(" ");
  return [
    {
      op: "add_form_field",
      label: capitalised(label),
      type: fieldType(r, label),
    },
  ];
}

/**
 * "add a form with name, phone and preferred date", "das Formular soll nach Name, Telefon und Wunschtermin
 * fragen": a list of fields (two or more) after the form's name — those the form lacks are added, typed
 * (tel, email, date …); those it has are kept. Null when the clause lists no fields.
 */
function fieldList(r: Reading): Op[] | null {
  const form = find(r, (p) => p.forms.form);
  if (!form) return null;
  const rest = r.text.slice(form.end);
  const lead = findPhrase(
    rest,
    wordsOf(r, (p) => [...p.grammar.with, ...p.forms.ask]),
  );
  // findPhrase reads the text trimmed: its indexes start after the leading space.
  const shift = rest.length - rest.trimStart().length;
  const from = rawIndex(r.raw, form.end + (lead ? shift + lead.end : 0));
  const small = new Set(
    [
      ...noise(r),
      ...wordsOf(r, (p) => [...p.grammar.also, ...Object.values(p.grammar).flat(), ...p.forms.ask]),
    ].flatMap((w) => norm(w).split(" ")),
  );
  const trim = (entry: string) => {
    const words = entry
      .trim()
      .replace(/[.!?:]+$/, "")
      .split(/\s+/)
      .filter(Boolean);
    while (words.length && small.has(norm(words[0]!))) words.shift();
    while (words.length && small.has(norm(words[words.length - 1]!))) words.pop();
    return words.join(" ");
  };
  const ands = wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$|^&$/u.test(w));
  const split = new RegExp(`\\s*,\\s*|\\s+(?:${ands.map(escapeRegExp).join("|")})\\s+`, "iu");
  const parts = r.raw.slice(from).split(split);
  const others = parts.slice(1).map(trim).filter(Boolean);
  // "soll nach Name, Telefon …": the first entry is as long as the longest after it, the words before
  // it say what the form should do.
  const longest = Math.max(1, ...others.map((e) => e.split(" ").length));
  const first = trim(
    trim(parts[0] ?? "")
      .split(" ")
      .slice(-longest)
      .join(" "),
  );
  const entries = [first, ...others].filter(Boolean);
  if (entries.length < 2 || entries.some((e) => e.split(" ").length > 3)) return null;
  const fields = r.model.sections.find((s) => s.form)?.form?.fields;
  if (!fields) return null;
  const has = (entry: string, type: FieldType) =>
    fields.some(
      (f) => (type !== "text" && f.type === type) || tokens(entry).every((w) => tokens(f.label).includes(w)),
    );
  const added: Op[] = [];
  for (const entry of entries) {
    const type = fieldType(r, entry);
    if (!has(entry, type)) added.push({ op: "add_form_field", label: capitalised(entry), type });
  }
  return added.length
    ? added
    : [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "formHas", { fields: entries.join(", ") }),
        },
      ];
}

export const forms: Rule = {
  name: "forms",
  examples: [
    {
      say: "send the form to orders@crumbcorner.co.uk",
      ops: [{ op: "set_form_action", url: "mailto:orders@crumbcorner.co.uk" }],
    },
    {
      say: "make the phone field required",
      ops: [{ op: "set_form_field", field: "Phone (optional)", required: true }],
    },
    {
      say: "remove the phone field from the form",
      ops: [{ op: "remove_form_field", field: "Phone (optional)" }],
    },
    {
      page: "webinar",
      say: "make the phone field required",
      ops: [{ op: "add_form_field", label: "Phone", type: "tel", required: true }],
    },
    {
      page: "webinar",
      say: "add a phone number field to the form",
      ops: [{ op: "add_form_field", label: "Phone number", type: "tel" }],
    },
    {
      page: "boulangerie",
      say: "ajoute un champ prénom au formulaire",
      ops: [{ op: "add_form_field", label: "Prénom", type: "text" }],
    },
    {
      page: "bloemen",
      say: "kun je een veld voor het adres toevoegen aan het formulier?",
      ops: [{ op: "add_form_field", label: "Adres", type: "text" }],
    },
    {
      page: "kurs",
      say: "make the form ask for the group size",
      ops: [{ op: "add_form_field", label: "Group size", type: "text" }],
    },
    {
      page: "tienda",
      say: "el formulario tiene que pedir la dirección de envío",
      ops: [{ op: "add_form_field", label: "Dirección de envío", type: "text" }],
    },
    {
      page: "stage",
      say: "le formulaire doit demander le téléphone",
      ops: [{ op: "add_form_field", label: "Téléphone", type: "tel" }],
    },
    {
      page: "webinar",
      say: "add a form with name, phone and preferred date",
      ops: [
        { op: "add_form_field", label: "Phone", type: "tel" },
        { op: "add_form_field", label: "Preferred date", type: "date" },
      ],
    },
    {
      page: "baeckerei",
      say: "das Formular soll nach Name, Telefon und Wunschtermin fragen",
      ops: [{ op: "add_form_field", label: "Wunschtermin", type: "date" }],
    },
    {
      page: "bloemen",
      say: "het formulier moet ook om telefoon en gewenste datum vragen",
      ops: [{ op: "add_form_field", label: "Gewenste datum", type: "date" }],
    },
    {
      say: "the form should ask for name and email",
      ops: [
        {
          op: "refuse",
          part: "the form should ask for name and email",
          why: "the form already asks for name, email",
        },
      ],
    },
    {
      page: "trattoria",
      say: "rendi obbligatorio il telefono nel modulo",
      ops: [{ op: "set_form_field", field: "Telefono (facoltativo)", required: true }],
    },
  ],
  read(r) {
    const formWords = has(r, (p) => [...p.forms.form, ...p.forms.field]);
    if (!formWords) return null;
    // "zet er een knop bij: Vraag een offerte aan": after a colon are the owner's words for the page, and a
    // word there ("Vraag") is no field asked for; a clause about a button is no form field either.
    const colon = r.text.indexOf(":");
    const head = colon >= 0 ? { ...r, text: r.text.slice(0, colon) } : r;
    if (colon >= 0 && !has(head, (p) => [...p.forms.form, ...p.forms.field])) return null;
    if (has(head, (p) => p.styleParts.buttons) && !has(head, (p) => p.forms.form)) return null;
    const add = startsWithVerb(r, (p) => p.verbs.add);
    const field = find(r, (p) => p.forms.field);
    if (has(r, (p) => p.forms.sendTo) || /\bsubmissions?\b|\bgo to\b/.test(r.text)) {
      const to = emails(r.raw)[0];
      const url = urls(r.raw)[0];
      if (to) return [{ op: "set_form_action", url: `mailto:${to}` }];
      if (url) return [{ op: "set_form_action", url: url.startsWith("http") ? url : `https://${url}` }];
    }
    const existing = fieldOnPage(r);
    const required = has(r, (p) => p.forms.required);
    const optional = has(r, (p) => p.forms.optional);
    if (existing && (required || optional)) {
      return [{ op: "set_form_field", field: existing.label, required: required && !optional }];
    }
    if (existing && startsWithVerb(r, (p) => p.verbs.remove))
      return [{ op: "remove_form_field", field: existing.label }];
    // "make the phone field required" on a form without one: the field is added, required.
    const asked = find(r, (p) => p.forms.field);
    if (!existing && asked && (required || optional)) {
      const label = r.text
        .slice(0, asked.index)
        .replace(/^.*\b(?:the|a|an|make|set|our|my)\s+/, "")
        .trim();
      if (!label || label.split(" ").length > 3) return null;
      return [
        {
          op: "add_form_field",
          label: capitalised(label),
          type: fieldType(r, label),
          required: required && !optional,
        },
      ];
    }
    const listed = fieldList(r);
    if (listed) return listed;
    const asks = askedField(r, existing);
    if (asks) return asks;
    if (add && field) {
      const label = fieldLabel(r, add, field);
      if (!label) return null;
      const op: Op = { op: "add_form_field", label, type: fieldType(r, label) };
      return [...(required ? [{ ...op, required: true }] : [op])];
    }
    return null;
  },
};
