/** The page's logo markup: the uploaded image (a data URL) or a generated mark with the company's initials. */
import type { PageRequest } from "../types.js";
import { checkUpload } from "../uploads/check-upload.js";
import { escapeHtml } from "./html-text.js";

const MARK_COLORS = ["#1d4ed8", "#047857", "#7c3aed", "#b91c1c", "#0f766e", "#c2410c", "#be185d", "#374151"];

export function initialsOf(companyName: string): string {
  const words = companyName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

/** Same company, same colour; all colours carry white text at WCAG AA contrast. */
function markColor(companyName: string): string {
  let hash = 0;
  for (const char of companyName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return MARK_COLORS[hash % MARK_COLORS.length];
}

export function generatedLogoSvg(companyName: string): string {
  const label = escapeHtml(`${companyName} logo`);
  return (
    `<svg role="img" aria-label="${label}" width="40" height="40" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${markColor(companyName)}"></rect>` +
    `<text x="20" y="25.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#ffffff">${escapeHtml(initialsOf(companyName))}</text></svg>`
  );
}

/** Only what passes the shared upload check is embedded, under the type its bytes show; else the mark. */
function checkedLogo(request: Pick<PageRequest, "logoOption" | "logoData">): string | null {
  if (request.logoOption !== "upload" || !request.logoData) return null;
  try {
    return checkUpload(request.logoData, { purpose: "logo" }).dataUrl;
  } catch {
    return null;
  }
}

export function logoMarkup(request: Pick<PageRequest, "companyName" | "logoOption" | "logoData">): string {
  const dataUrl = checkedLogo(request);
  if (dataUrl) {
    return `<img src="${dataUrl}" alt="${escapeHtml(request.companyName)} logo" height="40" style="height:40px;width:auto">`;
  }
  return generatedLogoSvg(request.companyName);
}
