/**
 * Slow or abandoned request bodies cannot pile up: a body that does not arrive in time is cut off (408),
 * one client cannot hold more than a bounded number of connections, and a client that gives up mid-body
 * is one info line in the log, never an "unhandled error" with a stack.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  capConnectionsPerClient,
  httpServerOptions,
  type ServerLimits,
  serverLimits,
} from "../../src/server/http/server-limits.js";
import { createTestApp, type TestContext } from "../helpers/test-app.js";

const lines: { level: number; msg: string; err?: unknown }[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const logger = pino({ level: "debug" }, capture);

// The production limits, with times short enough for a test.
const LIMITS: ServerLimits = {
  ...serverLimits(false),
  headersTimeoutMs: 800,
  requestTimeoutMs: 1_500,
  maxConnectionsPerClient: 6,
};

let ctx: TestContext;
let server: Server;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger });
  server = serve({
    fetch: ctx.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    serverOptions: httpServerOptions(LIMITS),
  }) as Server;
  capConnectionsPerClient(server, LIMITS, logger);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await ctx.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Held {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

/** Opens a connection and sends `head`; collects what comes back. */
function hold(head: string): Promise<Held> {
  return new Promise((resolve) => {
    let data = "";
    const socket = net.connect(port, "127.0.0.1");
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", () => {});
    socket.once("connect", () => {
      if (head) socket.write(head);
      resolve({ socket, received: () => data, closed });
    });
  });
}

const SLOW_POST =
  'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Ada",';

describe("a client that gives up mid-body", () => {
  it("is one info line, with no error and no stack", async () => {
    const held = await hold(SLOW_POST);
    await sleep(200);
    held.socket.destroy();
    await expect.poll(() => lines.some((line) => line.msg === "client aborted the request")).toBe(true);
    expect(lines.filter((line) => line.msg === "client aborted the request")).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
  });
});

describe("a body that does not arrive in time", () => {
  it("is cut off with 408 and the connection closed", async () => {
    const held = await hold(SLOW_POST);
    const started = performance.now();
    await Promise.race([held.closed, sleep(LIMITS.requestTimeoutMs + 3_000)]);
    expect(held.socket.destroyed || held.socket.readableEnded).toBe(true);
    expect(performance.now() - started).toBeLessThan(LIMITS.requestTimeoutMs + 2_500);
    expect(held.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("nor do headers that never end", async () => {
    const held = await hold("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await Promise.race([held.closed, sleep(LIMITS.headersTimeoutMs + 3_000)]);
    expect(held.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe("one client's connections", () => {
  it("are capped: the ones beyond the limit are closed at once, the others still answer", async () => {
    const open = await Promise.all(Array.from({ length: LIMITS.maxConnectionsPerClient! }, () => hold("")));
    const extra = await hold("");
    await Promise.race([extra.closed, sleep(2_000)]);
    expect(extra.socket.destroyed).toBe(true);
    expect(open.every((held) => !held.socket.destroyed)).toBe(true);
    expect(lines.some((line) => line.msg.startsWith("too many connections from one client"))).toBe(true);
    for (const held of open) held.socket.destroy();
    await Promise.all(open.map((held) => held.closed));
    // Once they are closed the client may connect again.
    const again = await hold("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await Promise.race([again.closed, sleep(3_000)]);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
