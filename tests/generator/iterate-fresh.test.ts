/**
 * A fresh round of change requests as owners type them (iterate-fresh-table.ts): casual, misspelt, several
 * in one message, polite, by place ("the second service", "the middle plan"), hours in many forms, prices,
 * sections named by their headings, other languages, and what a page cannot do. Each must change exactly
 * the lines it lists, report exactly what it did, keep the page passing the quality gates, or be refused
 * with its reason and at no charge.
 */
import { FRESH_CASES, FRESH_NOW, FRESH_PAGES } from "./iterate-fresh-table.js";
import { describeOwnerRequests } from "./owner-requests.js";

describeOwnerRequests("a fresh round of owners' change requests", {
  pages: FRESH_PAGES,
  cases: FRESH_CASES,
  now: FRESH_NOW,
});
