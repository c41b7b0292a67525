/**
 * The copy plan: what a configured model is asked for when it writes a page. It never holds markup or
 * facts of its own: per section of the composer's page model (by id) the words that sell — heading, lead,
 * item texts, call-to-action labels — plus an optional section order and visual style. The composer's
 * model stays the page; merge-copy.ts lays the plan over it and the fact guard checks every word.
 */
import { z } from "zod";
import { STYLE_NAMES } from "../ops/schema.js";

/** Bumped whenever the schema's shape changes; logged with every request and shown by the eval. */
export const COPY_PLAN_SCHEMA_VERSION = 1;

const line = z.string().max(200);
const paragraph = z.string().max(800);

export const itemCopySchema = z
  .object({
    title: line.optional().describe("Only for items marked titleEditable; otherwise leave it out"),
    text: paragraph.optional().describe("One or two sentences that sell this item"),
  })
  .describe("The item at the same position in the section's items");

export const sectionCopySchema = z.object({
  id: z.string().min(1).max(20).describe('The section id from the page, e.g. "s1"'),
  eyebrow: line.optional().describe("A short label above the heading"),
  heading: line.optional(),
  tagline: line.optional().describe("Hero only: the line under the headline"),
  lead: paragraph.optional().describe("The paragraph under the heading"),
  items: z.array(itemCopySchema).max(24).optional(),
  cta: line.optional().describe("Label of the section's main button"),
  secondaryCta: line.optional().describe("Label of the section's second button"),
  submitLabel: line.optional().describe("Label of the section's form button"),
});

export const copyPlanSchema = z.object({
  style: z.enum(STYLE_NAMES).optional().describe("The page's visual style"),
  metaDescription: z.string().max(300).optional().describe("One sentence for search results"),
  order: z
    .array(z.string().max(20))
    .max(40)
    .optional()
    .describe("Section ids in the order they should appear; the hero stays first"),
  sections: z.array(sectionCopySchema).max(40),
});

export type ItemCopy = z.infer<typeof itemCopySchema>;
export type SectionCopy = z.infer<typeof sectionCopySchema>;
export type CopyPlan = z.infer<typeof copyPlanSchema>;

/** The repair round's answer: new words for the texts whose facts did not trace back. */
export const copyFixesSchema = z.object({
  fixes: z
    .array(
      z.object({
        path: z.string().max(120).describe("The path of the text, exactly as given"),
        text: paragraph.describe("The text rewritten without the untraced facts; empty to drop it"),
      }),
    )
    .max(120),
});

export type CopyFixes = z.infer<typeof copyFixesSchema>;
