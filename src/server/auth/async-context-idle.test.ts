import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { authCall, authCallsInFlight, countAuthCalls, disableWhenAuthIdle } from "./async-context-idle.js";

const GLOBAL = Symbol.for("better-auth:global");
type Global = { context: Record<string, unknown> };
const globals = globalThis as unknown as Record<symbol, Global | undefined>;
const saved = globals[GLOBAL];

afterEach(() => {
  globals[GLOBAL] = saved;
});

/** A storage as Better Auth keeps one: on its global object. */
function betterAuthStorage(): AsyncLocalStorage<string> {
  const storage = new AsyncLocalStorage<string>();
  globals[GLOBAL] = { ...saved, context: { ...saved?.context, requestStateAsyncStorage: storage } };
  return storage;
}

describe("async context storages between Better Auth calls", () => {
  it("are disabled once the last call ends: a context left behind by a call no longer sees its store", async () => {
    const storage = betterAuthStorage();
    let seenLater: string | undefined = "not read";
    let later: Promise<void> = Promise.resolve();
    await authCall(async () =>
      storage.run("request state", () => {
        later = sleep(20).then(() => {
          seenLater = storage.getStore();
        });
      }),
    );
    expect(authCallsInFlight()).toBe(0);
    await later;
    expect(seenLater).toBeUndefined();
    // The next call turns the storage back on by itself.
    expect(await authCall(async () => storage.run("again", async () => storage.getStore()))).toBe("again");
  });

  it("stay on while another call is still running", async () => {
    const storage = betterAuthStorage();
    const own = disableWhenAuthIdle(new AsyncLocalStorage<string>());
    let release = () => {};
    const slow = authCall(() =>
      storage.run("slow call", () =>
        own.run("slow scope", async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return [storage.getStore(), own.getStore()];
        }),
      ),
    );
    await authCall(async () => storage.run("quick call", async () => storage.getStore()));
    expect(authCallsInFlight()).toBe(1);
    release();
    expect(await slow).toEqual(["slow call", "slow scope"]);
    expect(authCallsInFlight()).toBe(0);
  });

  it("counts a failing call out too", async () => {
    await expect(authCall(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(authCallsInFlight()).toBe(0);
  });

  it("wraps the handler and every endpoint, keeping the endpoints' own properties", async () => {
    let inFlightDuringCall = -1;
    const getSession = Object.assign(
      async () => {
        inFlightDuringCall = authCallsInFlight();
        return "session";
      },
      { path: "/get-session", options: { method: "GET" } },
    );
    const auth = countAuthCalls({
      handler: async (_request: Request) => new Response("ok"),
      api: { getSession },
      options: { basePath: "/api/auth" },
    });
    expect(await auth.api.getSession()).toBe("session");
    expect(inFlightDuringCall).toBe(1);
    expect(auth.api.getSession.path).toBe("/get-session");
    expect(auth.api.getSession.options).toEqual({ method: "GET" });
    expect(await (await auth.handler(new Request("http://x/"))).text()).toBe("ok");
    expect(auth.options.basePath).toBe("/api/auth");
    expect(authCallsInFlight()).toBe(0);
  });

  it("counts a handler put in place of the old one, which may call the old one, without calling itself", async () => {
    const auth = countAuthCalls({ handler: async (_request: Request) => new Response("original"), api: {} });
    const previous = auth.handler;
    let depth = 0;
    auth.handler = async (request: Request) => {
      depth = authCallsInFlight();
      return previous(request);
    };
    expect(await (await auth.handler(new Request("http://x/"))).text()).toBe("original");
    expect(depth).toBe(1);
    auth.handler = previous;
    expect(auth.handler).toBe(previous);
    expect(authCallsInFlight()).toBe(0);
  });
});
