/**
 * The change language: every change to a page is a list of these operations on its page model. The offline
 * rules (iterate/) and a configured model (llm/) both answer a request with operations; `applyOps`
 * (apply.ts) is the only code that changes a page. The zod schema is what a model is asked to fill by
 * structured output, so every field says in its description what it means.
 *
 * Addresses: a section is named by its id ("s3") or its kind ("pricing"); an item by the section and its
 * title as shown (or its 1-based position); a text by its edit path ("sections.s3.heading",
 * "sections.s3.items.1.title") as written on the page in `data-edit`.
 */
import { z } from "zod";
import { MAX_UPLOAD_DATA_URL_LENGTH } from "../../core/uploads.js";
import type { Variant } from "../brief/types.js";
import { SECTION_KINDS } from "../model.js";

/** A section: its id ("s3") or its kind ("pricing", "faq"); the first section of that kind. */
const sectionRef = z
  .string()
  .min(1)
  .max(40)
  .describe('A section: its id ("s3") or its kind ("pricing"); the first section of that kind');

/** An item of a section: its title as shown, or its position from 1. */
const itemRef = z
  .union([z.string().min(1).max(200), z.number().int().min(1).max(200)])
  .describe("An item of the section: its title as shown on the page, or its position counted from 1");

const text = z.string().max(2000);

const newItem = z.object({
  title: z.string().min(1).max(200),
  text: z.string().max(1000).optional(),
  price: z.string().max(60).optional().describe("A price exactly as the owner wrote it"),
  meta: z.string().max(200).optional().describe("A small second line: a role, a unit, an author"),
  href: z.string().max(500).optional(),
});

export const FACT_KINDS = [
  "price",
  "phone",
  "email",
  "address",
  "url",
  "social",
  "person",
  "date",
  "time",
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const STYLE_NAMES = [
  "editorial",
  "bold",
  "minimal",
  "warm",
  "luxury",
  "technical",
  "playful",
  "classic",
] as const;
export type StyleName = (typeof STYLE_NAMES)[number];

/** What a product's variant list varies (brief/variants.ts): shown as a chip in the top banner. */
export const VARIANT_KINDS = ["colour", "size", "choice"] as const satisfies readonly Variant["kind"][];
export type VariantKind = (typeof VARIANT_KINDS)[number];

export const FORM_FIELD_TYPES = ["text", "email", "tel", "textarea", "select", "date"] as const;

export const opSchema = z.discriminatedUnion("op", [
  z
    .object({
      op: z.literal("set_text"),
      path: z.string().min(1).max(200).describe('Edit path of one text, e.g. "sections.s1.heading"'),
      value: text,
    })
    .describe("Replace one text of the page with new words"),
  z
    .object({
      op: z.literal("replace_text"),
      find: z.string().min(1).max(500),
      with: z.string().max(500),
      section: sectionRef.optional().describe("Only in this section"),
    })
    .describe("Replace a phrase wherever it is written on the page (whole words)"),
  z
    .object({
      op: z.literal("set_fact"),
      kind: z.enum(FACT_KINDS),
      from: z.string().min(1).max(300).describe("The value as the page writes it now"),
      to: z.string().min(1).max(300).describe("The new value, as the owner wrote it"),
    })
    .describe(
      "Change a fact (price, phone, e-mail, address, link, person, date, time) everywhere the page says it",
    ),
  z
    .object({
      op: z.literal("add_fact"),
      kind: z.enum(FACT_KINDS),
      value: z.string().min(1).max(300),
      label: z.string().max(100).optional().describe('What it is: "WhatsApp", "Instagram", "Head office"'),
    })
    .describe("Add a contact fact (phone, e-mail, address, link, social profile) to the contact details"),
  z
    .object({
      op: z.literal("remove_fact"),
      kind: z.enum(FACT_KINDS),
      value: z.string().min(1).max(300).describe("The value as the page writes it"),
    })
    .describe("Remove a fact from everywhere the page says it"),
  z
    .object({
      op: z.literal("set_hours"),
      days: z.array(z.number().int().min(0).max(6)).min(1).describe("Weekdays, 0 = Monday … 6 = Sunday"),
      hours: z
        .string()
        .max(60)
        .describe(
          'Opening time as "HH:MM-HH:MM" (24 h); a day with a break as two ranges "09:00-12:00, 14:00-18:00"; or "closed"',
        ),
    })
    .describe("Set the opening hours of some weekdays"),
  z
    .object({
      op: z.literal("add_item"),
      section: sectionRef,
      item: newItem,
      position: z.number().int().min(1).optional(),
    })
    .describe("Add an item (a card, a plan, a question, a testimonial…) to a section"),
  z.object({ op: z.literal("remove_item"), section: sectionRef, item: itemRef }).describe("Remove an item"),
  z
    .object({
      op: z.literal("add_button"),
      label: z.string().min(1).max(80).describe("The button's words, in the page's language"),
      href: z
        .string()
        .min(1)
        .max(500)
        .describe('Where it leads: "tel:…" (the page\'s phone), "mailto:…", "https://…" or a section "#s3"'),
    })
    .describe("Add a button to the top banner: it becomes the main one; the old main button stays beside it"),
  z
    .object({
      op: z.literal("remove_button"),
      label: z
        .string()
        .min(1)
        .max(80)
        .describe("The words of the button to take off, as the page shows them"),
    })
    .describe("Remove a link button (every one with that label); the page's last call to action stays"),
  z
    .object({
      op: z.literal("move_item"),
      section: sectionRef,
      item: itemRef,
      to: z.union([z.literal("first"), z.literal("last"), z.number().int().min(1)]),
    })
    .describe("Move an item within its section"),
  z
    .object({ op: z.literal("duplicate_item"), section: sectionRef, item: itemRef })
    .describe("Copy an item right after itself"),
  z
    .object({
      op: z.literal("highlight_item"),
      section: sectionRef,
      item: itemRef.nullable().describe("null removes the highlight"),
      badge: z.string().max(40).optional(),
    })
    .describe("Highlight one plan or product (at most one per section)"),
  z
    .object({
      op: z.literal("add_section"),
      kind: z.enum(SECTION_KINDS),
      heading: z.string().max(200).optional(),
      items: z.array(newItem).max(20).optional(),
      after: sectionRef
        .optional()
        .describe("Place it after this section; default before the contact/closing sections"),
    })
    .describe("Add a section with its content"),
  z.object({ op: z.literal("remove_section"), section: sectionRef }).describe("Remove a section"),
  z
    .object({
      op: z.literal("move_section"),
      section: sectionRef,
      to: z.union([
        z.literal("first"),
        z.literal("last"),
        z.object({ after: sectionRef }),
        z.object({ before: sectionRef }),
      ]),
    })
    .describe('Move a section; "first" means right under the top banner (the hero stays first)'),
  z
    .object({ op: z.literal("duplicate_section"), section: sectionRef })
    .describe("Copy a section after itself"),
  z
    .object({
      op: z.literal("set_style"),
      primary: z.string().max(40).optional().describe("Brand colour: a CSS colour or a colour name"),
      accent: z.string().max(40).optional(),
      buttonColour: z
        .string()
        .max(40)
        .optional()
        .describe("The buttons' colour, said of the buttons: every button takes it; the accent stays"),
      font: z.enum(["sans", "serif"]).optional(),
      scheme: z.enum(["auto", "light", "dark"]).optional(),
      design: z.enum(STYLE_NAMES).optional().describe("The page's overall look"),
      spacing: z.enum(["more", "less"]).optional(),
      headline: z.enum(["bigger", "smaller"]).optional(),
      headings: z.enum(["bigger", "smaller"]).optional().describe("The section headings' size"),
      buttons: z.enum(["bigger"]).optional(),
      corners: z.enum(["rounder", "sharper"]).optional().describe("The corners of buttons, cards and fields"),
      textSize: z.enum(["small", "normal", "large"]).optional().describe("The size of the body text"),
      heroImage: z.enum(["bigger", "smaller", "hidden"]).optional(),
      navigation: z.enum(["shown", "hidden"]).optional(),
      tone: z.enum(["neutral", "formal", "friendly"]).optional(),
    })
    .describe("Change the look: colours, font, light/dark, design, spacing, emphasis"),
  z
    .object({
      op: z.literal("set_logo"),
      image: z
        .string()
        .max(MAX_UPLOAD_DATA_URL_LENGTH * 3)
        .optional()
        .describe(
          "Only an image data URL the owner gave with this request (an upload, the brand kit); without it the page shows the business's initials",
        ),
    })
    .describe("Put the owner's logo on the page, or go back to the business's initials"),
  z
    .object({
      op: z.literal("add_form_field"),
      section: sectionRef.optional(),
      label: z.string().min(1).max(80),
      type: z.enum(FORM_FIELD_TYPES),
      required: z.boolean().optional(),
      options: z.array(z.string().max(80)).max(20).optional(),
    })
    .describe("Add a field to a form"),
  z
    .object({
      op: z.literal("remove_form_field"),
      section: sectionRef.optional(),
      field: z.string().min(1).max(80),
    })
    .describe("Remove a form field (by its label)"),
  z
    .object({
      op: z.literal("set_form_field"),
      section: sectionRef.optional(),
      field: z.string().min(1).max(80),
      required: z.boolean().optional(),
      label: z.string().max(80).optional(),
    })
    .describe("Make a form field required or optional, or rename it"),
  z
    .object({ op: z.literal("set_form_action"), url: z.string().min(1).max(500) })
    .describe("Send the page's forms to the owner's own address"),
  z
    .object({
      op: z.literal("set_status"),
      item: z.string().max(200).optional().describe("The item it is about, else the whole event/offer"),
      status: z.enum(["sold_out", "available", "past", "cancelled", "postponed"]),
    })
    .describe("Mark an item or the event as sold out, available again, past, cancelled or postponed"),
  z
    .object({
      op: z.literal("shorten"),
      section: sectionRef.optional(),
      path: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .describe('Only this text, e.g. "sections.s1.heading": cut where a sentence or clause ends'),
    })
    .describe("Make the copy shorter (every fact is kept)"),
  z
    .object({
      op: z.literal("translate"),
      lang: z.string().min(2).max(12).describe("BCP 47 language the page should be in"),
      section: sectionRef.optional(),
    })
    .describe("Translate the page (or one section) into another language"),
  z
    .object({
      op: z.literal("add_variant"),
      kind: z.enum(VARIANT_KINDS).describe("What the product's variants vary: its colours, sizes or models"),
      value: z.string().min(1).max(80).describe("The new colour, size or model, as the owner wrote it"),
    })
    .describe("Add a colour, size or model to the ones the product comes in"),
  z
    .object({
      op: z.literal("remove_variant"),
      kind: z.enum(VARIANT_KINDS),
      value: z.string().min(1).max(80).describe("The colour, size or model as the owner named it"),
    })
    .describe("Take a colour, size or model out of the ones the product comes in"),
  z
    .object({
      op: z.literal("refuse"),
      part: z.string().max(500).describe("The part of the request, as written"),
      why: z.string().max(300).describe("Why it is not done, in the owner's words"),
    })
    .describe("A part of the request that cannot or should not be done"),
]);

export type Op = z.infer<typeof opSchema>;
export type OpName = Op["op"];
export type OpOf<N extends OpName> = Extract<Op, { op: N }>;

/** What a model answers to a change request. */
export const changeAnswerSchema = z.object({ ops: z.array(opSchema).max(30) });
export type ChangeAnswer = z.infer<typeof changeAnswerSchema>;

/** What applying operations did, each line in the owner's words. */
export interface ApplyReport {
  applied: string[];
  notApplied: string[];
}
