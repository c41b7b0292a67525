/**
 * The brand kit put on a composer page through its page model: colours and font by the set_style
 * operation, phone, e-mail, address and social links by set_fact / add_fact (so the contact section, the
 * footer and the stored facts agree), and the logo by set_logo.
 * The request the operations run under names every value, so the fact guard traces them to the owner.
 */
import { renderStoredModel } from "../../generator/composer/compose.js";
import { readModelBlock } from "../../generator/composer/engine/page-model-block.js";
import { briefOfModel } from "../../generator/composer/stored-brief.js";
import type { PageModel } from "../../generator/model.js";
import { applyOps } from "../../generator/ops/apply.js";
import type { Op } from "../../generator/ops/schema.js";
import type { BrandKit } from "./brand-kit-schema.js";

export interface BrandedPage {
  html: string;
  model: PageModel;
  /** One line per change, in the owner's words. */
  applied: string[];
  notApplied: string[];
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/** The kit in words: the request its operations run under (the guard finds every value in it). */
export function brandKitRequest(kit: BrandKit): string {
  const parts = [
    kit.primaryColor && `brand colour ${kit.primaryColor}`,
    kit.accentColor && `accent colour ${kit.accentColor}`,
    kit.font && `${kit.font === "serif" ? "serif" : "sans-serif"} font`,
    kit.phone && `phone ${kit.phone}`,
    kit.email && `e-mail ${kit.email}`,
    kit.address && `address ${kit.address}`,
    ...kit.socialLinks.map((link) => `${link.label} ${link.url}`),
  ].filter(Boolean);
  return `Apply my brand kit: ${parts.join(", ")}`;
}

export interface ApplyOptions {
  /**
   * A new page: what its description says wins, so the kit's contact details are only added where the
   * page has none of their kind. Applying to an existing page replaces the page's first one.
   */
  keepPageFacts?: boolean;
}

/** A contact fact: changed where the page has one of its kind, added where it has none. */
function contactOp(
  kind: "phone" | "email" | "address",
  value: string | null,
  current: string[],
  options: ApplyOptions,
): Op | null {
  if (!value || current.some((text) => same(text, value))) return null;
  const [first] = current;
  if (first && options.keepPageFacts) return null;
  return first ? { op: "set_fact", kind, from: first, to: value } : { op: "add_fact", kind, value };
}

function styleOp(model: PageModel, kit: BrandKit): Op | null {
  const { palette, font } = model.settings;
  const op: Op = { op: "set_style" };
  if (kit.primaryColor && kit.primaryColor !== palette.primary) op.primary = kit.primaryColor;
  if (kit.accentColor && kit.accentColor !== palette.accent) op.accent = kit.accentColor;
  if (kit.font && kit.font !== font) op.font = kit.font;
  return Object.keys(op).length > 1 ? op : null;
}

/** The operations the kit stands for on this page (nothing for what the page already says). */
function brandKitOps(model: PageModel, kit: BrandKit, options: ApplyOptions): Op[][] {
  const facts = briefOfModel(model);
  const ops: Op[][] = [];
  const style = styleOp(model, kit);
  if (style) ops.push([style]);
  for (const op of [
    contactOp(
      "phone",
      kit.phone,
      facts.phones.map((p) => p.text),
      options,
    ),
    contactOp("email", kit.email, facts.emails, options),
    contactOp("address", kit.address, facts.addresses, options),
  ])
    if (op) ops.push([op]);
  const links = [...facts.urls, ...facts.socials.map((s) => s.text)];
  for (const link of kit.socialLinks) {
    if (links.some((url) => same(url.replace(/\/$/, ""), link.url.replace(/\/$/, "")))) continue;
    // A network the page does not know by name is added as a labelled web address.
    ops.push([
      { op: "add_fact", kind: "social", value: link.url, label: link.label },
      { op: "add_fact", kind: "url", value: link.url, label: link.label },
    ]);
  }
  return ops;
}

/**
 * The page with the kit applied, or null when the HTML has no page model (a page written as raw HTML by
 * an AI model in earlier versions): there is nothing to apply it through.
 */
export function applyBrandKit(html: string, kit: BrandKit, options: ApplyOptions = {}): BrandedPage | null {
  const stored = readModelBlock(html);
  if (!stored) return null;
  const request = brandKitRequest(kit);
  let model = stored;
  const applied: string[] = [];
  const notApplied: string[] = [];
  for (const alternatives of brandKitOps(model, kit, options)) {
    // The first alternative that applies (a social link: as a profile, else as a web address).
    let lastWhy: string[] = [];
    for (const op of alternatives) {
      const done = applyOps(model, [op], { request });
      if (done.applied.length) {
        model = done.model;
        applied.push(...done.applied);
        lastWhy = [];
        break;
      }
      lastWhy = done.notApplied;
    }
    notApplied.push(...lastWhy);
  }
  if (kit.logoData && !(model.logo.kind === "image" && model.logo.dataUrl === kit.logoData)) {
    // The logo is given with its own request: set_logo takes only an image the request carries.
    const done = applyOps(model, [{ op: "set_logo", image: kit.logoData }], {
      request: `Put my logo on the page: ${kit.logoData}`,
    });
    model = done.model;
    applied.push(...done.applied);
    notApplied.push(...done.notApplied);
  }
  return { html: renderStoredModel(model).html, model, applied, notApplied };
}
