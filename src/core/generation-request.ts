import { z } from "zod";
import { INDUSTRIES, LANDING_PAGE_TYPES, LOGO_OPTIONS } from "./page-options.js";
import { plainText } from "./text-rules.js";

export const MAX_PROMPT_LENGTH = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_COMPANY_LENGTH = 120;
export const MAX_AUDIENCE_LENGTH = 300;
export const MAX_CHANGE_LENGTH = 2000;

export const FILL_ALL_FIELDS_TITLE = "Please fill in all fields";
export const FILL_ALL_FIELDS_MESSAGE = "All fields including page type and industry are required.";
export const UPLOAD_LOGO_MESSAGE = "Please upload a logo";

const requiredText = (max: number, label: string) =>
  plainText(label, FILL_ALL_FIELDS_MESSAGE)
    .trim()
    .min(1, FILL_ALL_FIELDS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

/** The spec's generation request, as the server accepts it (cost is never taken from the client). */
export const generationRequestSchema = z
  .object({
    prompt: requiredText(MAX_PROMPT_LENGTH, "Prompt"),
    title: requiredText(MAX_TITLE_LENGTH, "Title"),
    companyName: requiredText(MAX_COMPANY_LENGTH, "Company name"),
    landingPageType: z.enum(LANDING_PAGE_TYPES, { error: FILL_ALL_FIELDS_MESSAGE }),
    industry: z.enum(INDUSTRIES, { error: FILL_ALL_FIELDS_MESSAGE }),
    targetAudience: plainText("Target audience").trim().max(MAX_AUDIENCE_LENGTH).optional().default(""),
    logoOption: z.enum(LOGO_OPTIONS).default("generate"),
    logoData: plainText("Logo").nullable().optional().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.logoOption === "upload" && !value.logoData) {
      ctx.addIssue({ code: "custom", path: ["logoData"], message: UPLOAD_LOGO_MESSAGE });
    }
  });

export type GenerationRequest = z.output<typeof generationRequestSchema>;
export type GenerationRequestInput = z.input<typeof generationRequestSchema>;

export const iterationRequestSchema = z.object({
  change: plainText("Change", "Describe the change you want")
    .trim()
    .min(1, "Describe the change you want")
    .max(MAX_CHANGE_LENGTH, `Must be at most ${MAX_CHANGE_LENGTH} characters`),
});
