/**
 * On Node 20 and 22, an AsyncLocalStorage that has run once keeps an async_hooks init hook and V8's promise
 * hooks on for the rest of the process: every promise and every socket write of every request pays for
 * them (about a tenth of a simple API request's CPU here), until every storage is disabled. Better Auth
 * keeps its request state, endpoint context and transaction adapter in AsyncLocalStorage, and sign-up's
 * transaction scope (transaction-scope.ts) has one. None of them is needed between Better Auth calls, and
 * most requests (the fast session check, the pages, the ledger) make none.
 *
 * So every call into Better Auth is counted, and when the last one in flight ends, the storages are
 * disabled: the hooks go off. The next call's `run()` turns them back on by itself. With no call in flight
 * no context of theirs is live, so disabling loses nothing. (On Node 24 the storages ride on
 * AsyncContextFrame, cost nothing when idle, and disabling them is just as harmless.)
 */
import { AsyncLocalStorage } from "node:async_hooks";

const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
const ownStorages = new Set<AsyncLocalStorage<unknown>>();
let callsInFlight = 0;

/** A storage of ours to disable with Better Auth's when no call is in flight. */
export function disableWhenAuthIdle<T>(storage: AsyncLocalStorage<T>): AsyncLocalStorage<T> {
  ownStorages.add(storage as AsyncLocalStorage<unknown>);
  return storage;
}

/** Runs one call into Better Auth, counted; the last one out disables the storages. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight++;
  try {
    return await call();
  } finally {
    callsInFlight--;
    if (callsInFlight === 0) disableStorages();
  }
}

/** How many Better Auth calls are running (tests). */
export function authCallsInFlight(): number {
  return callsInFlight;
}

function disableStorages(): void {
  for (const storage of ownStorages) storage.disable();
  // Better Auth creates its storages lazily and keeps them on one global object (shared by every copy of
  // the library in the process), so they are looked up each time rather than remembered.
  const context = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ]?.context;
  if (!context) return;
  for (const value of Object.values(context)) {
    if (value instanceof AsyncLocalStorage) value.disable();
  }
}

/**
 * The auth object with its request handler and every `api` endpoint counted by authCall. Everything else
 * (`$context`, `options`, types) is passed through untouched.
 */
export function countAuthCalls<A extends { handler: (request: Request) => Promise<Response>; api: object }>(
  auth: A,
): A {
  // Keyed by the endpoint itself, so an endpoint replaced on the object (a test's spy) is counted afresh.
  const counted = new WeakMap<object, unknown>();
  const api = new Proxy(auth.api, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (!counted.has(value)) {
        const endpoint = value as (...args: unknown[]) => Promise<unknown>;
        // Endpoints carry properties (path, options) that the route list reads: keep them reachable.
        const call = (...args: unknown[]) => authCall(() => endpoint.apply(target, args));
        counted.set(value, Object.assign(call, endpoint));
      }
      return counted.get(value);
    },
  });
  // The handler may be replaced on the object (tests slow it down); the replacement is counted too, and a
  // handler of ours put back is not wrapped twice.
  const originals = new WeakMap<object, unknown>();
  const counting = (raw: A["handler"]): A["handler"] => {
    if (originals.has(raw)) return raw;
    const call = (request: Request) => authCall(() => raw(request));
    originals.set(call, raw);
    return call;
  };
  let handler = counting(auth.handler);
  return new Proxy(auth, {
    get(target, property, receiver) {
      if (property === "api") return api;
      if (property === "handler") return handler;
      return Reflect.get(target, property, receiver);
    },
    set(target, property, value, receiver) {
      if (property !== "handler") return Reflect.set(target, property, value, receiver);
      handler = counting(value);
      return true;
    },
  });
}
