/** The change-request table (iterate-request-table.ts) on the first six page types. */
import { LANDING_PAGE_TYPES } from "../../src/core/page-options.js";
import { describeRequests } from "./iterate-request-table.js";

describeRequests(LANDING_PAGE_TYPES.slice(0, 6));
