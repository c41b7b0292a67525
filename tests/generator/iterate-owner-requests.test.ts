/** The owner-request table on the English pages (café, SaaS, event, shop, portfolio, clinic, electrician, webinar). */
import { describeOwnerRequests } from "./iterate-owner-table.js";

describeOwnerRequests((page) => !page.includes("-"));
