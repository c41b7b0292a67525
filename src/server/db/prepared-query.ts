/**
 * A hand-written statement for a hot path, run without Drizzle's per-call query building and result
 * mapping, and parsed and planned once instead of on every call:
 * - PostgreSQL: a named prepared statement (node-postgres prepares it once per pooled connection);
 * - PGlite: a named prepared statement too, prepared once on the instance and then run with one Bind/
 *   Execute/Sync exchange, under PGlite's own locks so it never lands inside another caller's
 *   transaction. (PGlite's query() would parse, describe and plan it again in six exchanges.)
 * Rows come back as each driver parses them: timestamptz as Date, json as objects, int4 as number.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "./client.js";

// PGlite's protocol helpers, loaded with the embedded database only (see openDatabase).
type PgliteProtocol = Pick<typeof import("@electric-sql/pglite"), "parse" | "protocol">;
let pgliteProtocol: Promise<PgliteProtocol> | undefined;

export type PreparedQuery<Row> = (values: PreparedValue[]) => Promise<Row[]>;
/** Parameters are sent as text: strings as they are, dates as ISO timestamps. */
export type PreparedValue = string | number | Date | null;

export function preparedQuery<Row>(database: DatabaseHandle, name: string, text: string): PreparedQuery<Row> {
  if (database.kind === "postgres") {
    const pool = database.pool!;
    return async (values) => (await pool.query<Row & object>({ name, text, values })).rows;
  }
  return pglitePreparedQuery<Row>(database.pglite!, name, text);
}

/** Names prepared on each PGlite instance (one backend, so one set per instance). */
const preparedOnInstance = new WeakMap<PGlite, Set<string>>();

function pglitePreparedQuery<Row>(pglite: PGlite, name: string, text: string): PreparedQuery<Row> {
  const prepared = preparedOnInstance.get(pglite) ?? new Set<string>();
  preparedOnInstance.set(pglite, prepared);
  pgliteProtocol ??= import("@electric-sql/pglite");
  const loading = pgliteProtocol;
  return (values) =>
    pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const { parse, protocol } = await loading;
        if (!prepared.has(name)) {
          await pglite.execProtocol(
            concat([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]),
            {
              syncToFs: false,
            },
          );
          prepared.add(name);
        }
        const { messages } = await pglite.execProtocol(
          concat([
            protocol.serialize.bind({ statement: name, values: values.map(asText) }),
            protocol.serialize.describe({ type: "P" }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          // A read: nothing to flush to the data directory.
          { syncToFs: false },
        );
        return parse.parseResults(messages, pglite.parsers)[0].rows as Row[];
      }),
    );
}

function asText(value: PreparedValue): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
