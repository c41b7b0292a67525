import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The store lives in module state, so every test loads a fresh copy. fetch is replaced by a queue of
// answers: this checks the store's own rules; the journeys in tests/e2e run it against the real server.
type Answer = { status: number; body?: unknown; delayMs?: number } | "network-error";

let answers: Answer[] = [];
let requests = 0;

async function loadSession() {
  vi.resetModules();
  return import("./session");
}

beforeEach(() => {
  answers = [];
  requests = 0;
  vi.stubGlobal("fetch", async (url: string) => {
    expect(url).toBe("/api/auth/get-session");
    requests++;
    const answer = answers.shift();
    if (!answer || answer === "network-error") throw new TypeError("fetch failed");
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const alice = { id: "u1", email: "alice@example.com", name: "Alice", emailVerified: true };

describe("session store", () => {
  it("starts pending (as the prerendered HTML) and holds the signed-in user after the answer", async () => {
    const session = await loadSession();
    expect(session.currentSession()).toEqual({ user: null, isPending: true });
    answers.push({ status: 200, body: { user: alice, session: { id: "s1" } } });
    await session.notifySessionChanged();
    expect(session.currentSession()).toEqual({ user: alice, isPending: false });
  });

  it("reads a signed-out answer (null) as signed out", async () => {
    const session = await loadSession();
    answers.push({ status: 200, body: null });
    await session.notifySessionChanged();
    expect(session.currentSession()).toEqual({ user: null, isPending: false });
  });

  it("keeps the latest read's answer when an older, slower read ends later", async () => {
    const session = await loadSession();
    answers.push({ status: 200, body: null, delayMs: 50 }, { status: 200, body: { user: alice } });
    const older = session.notifySessionChanged();
    await session.notifySessionChanged();
    await older;
    expect(session.currentSession().user).toEqual(alice);
  });

  it("retries a failing server three times, 1 s, 2 s and 4 s apart", async () => {
    vi.useFakeTimers();
    const session = await loadSession();
    answers.push({ status: 503 }, "network-error", { status: 502 }, { status: 200, body: { user: alice } });
    const read = session.notifySessionChanged();
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    await read;
    expect(requests).toBe(4);
    expect(session.currentSession()).toEqual({ user: alice, isPending: false });
  });

  it("shows the signed-out state instead of a spinner forever when the server stays down", async () => {
    vi.useFakeTimers();
    const session = await loadSession();
    answers.push("network-error", "network-error", "network-error", "network-error");
    const read = session.notifySessionChanged();
    await vi.advanceTimersByTimeAsync(7000);
    await read;
    expect(requests).toBe(4);
    expect(session.currentSession()).toEqual({ user: null, isPending: false });
  });

  it("does not retry a client error", async () => {
    const session = await loadSession();
    answers.push({ status: 403, body: { error: { code: "forbidden", message: "Forbidden" } } });
    await session.notifySessionChanged();
    expect(requests).toBe(1);
    expect(session.currentSession()).toEqual({ user: null, isPending: false });
  });
});
