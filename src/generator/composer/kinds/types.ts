/**
 * What a business kind brings to its page: words, colours, icons and the calls to action a person in that
 * trade would use. One data file per kind in this folder; add a kind by adding a file and listing it in
 * index.ts (and a scene in ../scenes). Nothing here is a fact about a particular business: no numbers,
 * no names, no promises — those come only from the description (../../brief).
 *
 * Placeholders in strings: {company} (the business name), {noun} (this kind's noun).
 */
import type { FontStyle, Palette } from "../../model.js";
import type { IconName } from "../engine/icon-set.js";

export interface KindProfile {
  /** How the page names the business: "café", "studio", "practice". */
  noun: string;
  /** The people it serves, plural: "guests", "patients", "clients". */
  people: string;
  /** Consumers are asked for name, e-mail and phone; businesses also for their company. */
  visitors: "consumer" | "business";
  palette: Palette;
  /**
   * Two more palettes a designer would consider for the trade (two cafés need not share one colour; serious
   * trades are not all blue): each a deep primary white text reads on and an accent of another hue. The
   * page's seed picks one of the three (engine/kind-palettes.ts).
   */
  alternatePalettes: readonly Palette[];
  font: FontStyle;
  /** Icons for cards, most characteristic first (names from ../engine/icon-set.ts). */
  icons: IconName[];
  /** The section listing what the business offers: its eyebrow and heading options. */
  offerings: { eyebrow: string; headings: string[] };
  /** Calls to action of a page whose aim is a visit or an enquiry, most fitting first. */
  actions: string[];
  /** Heading options of the contact section. */
  contactHeadings: string[];
  /** Label of the contact form's message field. */
  messageLabel: string;
  /** Heading options of the about section. */
  aboutHeadings: string[];
  /** Heading of the customer-quotes section. */
  quotesHeading: string;
  /** What the dashed box says when the description gives no customer quote. */
  quotePlaceholder: string;
}
