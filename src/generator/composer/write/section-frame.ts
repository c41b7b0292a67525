/** What a section writer is given and gives back (sections.ts and the writers it gathers). */
import type { Section, SectionKind } from "../../model.js";
import { EVENT_TYPES } from "../page-types.js";
import type { WriteContext } from "./context.js";

export type SectionContent = Omit<Section, "id" | "kind" | "variant">;

/** What writers know about the page beyond the brief: its sections and its main call to action. */
export interface PageFrame {
  order: SectionKind[];
  action: string;
  target: string;
}

export type Writer = (c: WriteContext, page: PageFrame) => SectionContent | null;

export const isEventPage = (c: WriteContext) => EVENT_TYPES.includes(c.source.landingPageType);
