/** GET /api/transactions?limit=&cursor=: the signed-in user's ledger rows, newest first. */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, CoreDeps } from "../app-types.js";
import {
  DEFAULT_TRANSACTIONS_LIMIT,
  listTransactions,
  MAX_TRANSACTIONS_LIMIT,
} from "../billing/transactions.js";
import { ApiError, unauthorized } from "../errors.js";

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_TRANSACTIONS_LIMIT).default(DEFAULT_TRANSACTIONS_LIMIT),
  cursor: z.string().max(200).optional(),
});

export function transactionRoutes(deps: CoreDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? "query");
      const message =
        field === "limit"
          ? `limit must be a whole number from 1 to ${MAX_TRANSACTIONS_LIMIT}`
          : "Invalid query";
      throw new ApiError(400, "invalid_request", message, { [field]: message });
    }
    return c.json(await listTransactions(deps.db, user.id, parsed.data));
  });
}
