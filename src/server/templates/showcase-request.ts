/**
 * The generation request a showcase example stands for. The build makes the showcase's static pages from
 * it (scripts/build-showcase-pages.ts) and "start from this example" makes the owner's copy from it
 * (templateFromExample), so the copy is the page the showcase showed.
 */
import { type GenerationRequest, generationRequestSchema } from "../../core/generation-request.js";
import type { ShowcaseExample } from "../../web/content/showcase.js";

export function showcaseRequest(example: ShowcaseExample): GenerationRequest {
  return generationRequestSchema.parse({
    prompt: example.prompt,
    title: example.title,
    companyName: example.companyName,
    landingPageType: example.pageType,
    industry: example.industry,
    targetAudience: example.targetAudience,
    logoOption: "generate",
  });
}
