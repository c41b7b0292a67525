/**
 * Starts the real server process the way `npm start` does (on a free port, fresh DATA_DIR), signs up over
 * HTTP, opens the confirmation .eml from the outbox, follows its link and sees the address confirmed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let child: ChildProcess;
let baseUrl = "";
let dataDir = "";
let output = "";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

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
  throw new Error(`timed out waiting for ${what}\n${output}`);
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lpb-startup-"));
  baseUrl = `http://localhost:${port}`;
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  await waitFor("the health check", async () => {
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      return r.ok ? true : undefined;
    } catch {
      return undefined;
    }
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
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
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
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
    expect(visit.headers.get("location")).toBe("/confirm-email");

    const after = await (await fetch(`${baseUrl}/api/profile`, { headers: { cookie } })).json();
    expect(after.emailVerified).toBe(true);
  });

  it("shuts down cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM received, shutting down");
  });
});
