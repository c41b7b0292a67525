/**
 * Round G of change requests as owners type them (iterate-round-g-table.ts), on six new pages (a physio
 * clinic, a conference, a bookkeeping SaaS, a French bistro, an electrician without opening hours, a
 * newsletter): hours closed and added in the page's own format, sections named by their headings, FAQ
 * questions introduced in words, relative price changes, addresses that leave the old street in the owner's
 * text, undo, and what a page cannot do. Each must change exactly the lines it lists, report exactly what it
 * did, keep the page passing the quality gates, or be refused with its reason and at no charge.
 */
import { ROUND_G_CASES, ROUND_G_NOW, ROUND_G_PAGES } from "./iterate-round-g-table.js";
import { describeOwnerRequests } from "./owner-requests.js";

describeOwnerRequests("round G of owners' change requests", {
  pages: ROUND_G_PAGES,
  cases: ROUND_G_CASES,
  now: ROUND_G_NOW,
});
