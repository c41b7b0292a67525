/**
 * Better Auth runs sign-up inside one database transaction but calls its `create.after` hooks only
 * after commit. To create the profile and the welcome grant in the SAME transaction as the user row,
 * we hand Better Auth a view of the database whose `transaction()` remembers the drizzle transaction
 * and runs work queued with `beforeCommit()` at the end of it, still inside the transaction.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Database, Tx } from "../db/client.js";
import { disableWhenAuthIdle } from "./async-context-idle.js";

interface Scope {
  tx: Tx;
  beforeCommit: ((tx: Tx) => Promise<void>)[];
}

// Disabled between Better Auth calls, with its own storages (async-context-idle.ts).
const scopes = disableWhenAuthIdle(new AsyncLocalStorage<Scope>());

export function withTransactionScope(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return (callback: (tx: Tx) => Promise<unknown>, config?: Parameters<Database["transaction"]>[1]) =>
        target.transaction(async (tx) => {
          const scope: Scope = { tx, beforeCommit: [] };
          const result = await scopes.run(scope, () => callback(tx));
          for (const work of scope.beforeCommit) await work(tx);
          return result;
        }, config);
    },
  });
}

/** Queues work for the end of the current Better Auth transaction; false when there is none. */
export function beforeCommit(work: (tx: Tx) => Promise<void>): boolean {
  const scope = scopes.getStore();
  if (!scope) return false;
  scope.beforeCommit.push(work);
  return true;
}
