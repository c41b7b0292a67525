/**
 * Round H of change requests as owners type them (iterate-round-h-table.ts), on six new pages (a French
 * bakery, a Spanish dental clinic, an Italian trattoria, a Dutch bike repair shop (composed in Dutch since
 * composer round H), an English yoga studio, a Polish hair salon): opening hours written in words ("du mardi au
 * samedi de 7h à 19h30", "lunes a viernes de 9:00 a 20:00") closed, opened and changed by the day, "midi",
 * one day's closing time in the owner's language, two prices in one sentence, typos in the command words,
 * and what a page cannot do asked in other languages. Each must change exactly the lines it lists, report
 * exactly what it did, keep the page passing the quality gates, or be refused with its reason and at no
 * charge.
 */
import { ROUND_H_CASES, ROUND_H_NOW, ROUND_H_PAGES } from "./iterate-round-h-table.js";
import { describeOwnerRequests } from "./owner-requests.js";

describeOwnerRequests("round H of owners' change requests", {
  pages: ROUND_H_PAGES,
  cases: ROUND_H_CASES,
  now: ROUND_H_NOW,
});
