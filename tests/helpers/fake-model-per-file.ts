/**
 * One fake model on loopback for a whole test file: started before its tests, closed after them, and before
 * each test nothing is left queued from the one before (its recorded requests cleared unless asked not to).
 */
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { LlmSettings } from "../../src/generator/types.js";
import { type FakeLlmServer, fakeModelSettings, startFakeLlmServer } from "./fake-llm-server.js";

export function fakeModelForThisFile({
  timeoutMs = 20000,
  clearRequests = true,
}: {
  timeoutMs?: number;
  clearRequests?: boolean;
} = {}): { readonly server: FakeLlmServer; readonly llm: LlmSettings } {
  let server: FakeLlmServer | undefined;
  let llm: LlmSettings | undefined;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    llm = fakeModelSettings(server, timeoutMs);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (clearRequests) server!.requests.length = 0;
    expect(server!.pending()).toBe(0);
  });
  return {
    get server() {
      if (!server) throw new Error("the fake model starts before the file's tests");
      return server;
    },
    get llm() {
      if (!llm) throw new Error("the fake model starts before the file's tests");
      return llm;
    },
  };
}
