/**
 * The owner-request table on pages the composer wrote in German, French, Spanish, Italian, Dutch,
 * Portuguese, Polish and Hungarian: requests in the page's language, and form fields labelled in it.
 */
import { describeOwnerRequests } from "./iterate-owner-table.js";

describeOwnerRequests((page) => page.includes("-"));
