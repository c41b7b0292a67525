/**
 * Starts the real server process the way `npm start` does (on a free port, fresh DATA_DIR), signs up over
 * HTTP, opens the confirmation .eml from the outbox, follows its link and sees the address confirmed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, sessionCookieOf, startServer } from "../helpers/server-process.js";

let server: RunningServer;
let baseUrl = "";
let dataDir = "";

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}\n${server.output()}`);
}

beforeAll(async () => {
  // As `npm start` runs it: the embedded defaults, rate limits on.
  server = await startServer({ RATE_LIMIT_ENABLED: "true" });
  ({ baseUrl, dataDir } = server);
});

afterAll(async () => {
  await server?.stop();
});

describe("the started server", () => {
  it("signs up over HTTP, writes the confirmation .eml, and confirms through its link", async () => {
    const email = "startup@example.com";
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ name: "Start Up", email, password: "violet-harbour-93" }),
    });
    expect(signUp.status).toBe(200);
    // Sign-up gives no session (no account enumeration); sign in as the web app does right after.
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email, password: "violet-harbour-93" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn);
    const profile = await (await fetch(`${baseUrl}/api/profile`, { headers: { cookie } })).json();
    expect(profile).toMatchObject({ email, tokenBalance: 500, emailVerified: false });

    const outbox = path.join(dataDir, "outbox");
    const confirmation = await waitFor("the confirmation mail", async () => {
      if (!existsSync(outbox)) return undefined;
      for (const file of readdirSync(outbox)) {
        const mail = await simpleParser(readFileSync(path.join(outbox, file)));
        if (mail.subject?.startsWith("Confirm your e-mail")) return mail;
      }
      return undefined;
    });
    expect(confirmation.to && "text" in confirmation.to ? confirmation.to.text : "").toBe(email);
    const link = confirmation.text?.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeDefined();
    const visit = await fetch(link!, { redirect: "manual" });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/confirm-email?status=confirmed");

    const after = await (await fetch(`${baseUrl}/api/profile`, { headers: { cookie } })).json();
    expect(after.emailVerified).toBe(true);
  });

  it("shuts down cleanly on SIGTERM", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM received, shutting down");
  });
});
