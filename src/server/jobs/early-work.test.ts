import { describe, expect, it } from "vitest";
import type { ProgressEvent } from "../../generator/types.js";
import type { ProducedPage } from "../templates/service.js";
import { EarlyWork } from "./early-work.js";

const produced = { page: { html: "<p>page</p>" }, formToken: "token" } as unknown as ProducedPage;

describe("work started before its job exists", () => {
  it("starts after what the current turn queued (a pooled statement is written first)", async () => {
    const order: string[] = [];
    const work = new EarlyWork(async () => {
      order.push("work");
      return produced;
    });
    process.nextTick(() => order.push("tick queued after the work"));
    queueMicrotask(() => order.push("microtask"));
    expect(order).toEqual([]);
    await work.result;
    expect(order).toEqual(["microtask", "tick queued after the work", "work"]);
  });

  it("hands progress made before the job existed to the job in order, then the rest as it comes", async () => {
    let finish: (page: ProducedPage) => void = () => {};
    let report: (event: ProgressEvent) => void = () => {};
    const work = new EarlyWork((onProgress) => {
      report = onProgress;
      onProgress({ stage: "composing", message: "Composing your page…" });
      onProgress({ stage: "checking", message: "Checking the page…" });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await new Promise((resolve) => setImmediate(resolve));
    const seen: string[] = [];
    work.attach((event) => seen.push(event.stage), new AbortController().signal);
    expect(seen).toEqual(["composing", "checking"]);
    report({ stage: "done", message: "Your page is ready." });
    finish(produced);
    await expect(work.result).resolves.toBe(produced);
    expect(seen).toEqual(["composing", "checking", "done"]);
  });

  it("is stopped by the job's cancel, with its reason, and when no job came of it", async () => {
    const reasons: unknown[] = [];
    const waitForAbort = (_: unknown, signal: AbortSignal) =>
      new Promise<ProducedPage>((_resolve, reject) => {
        signal.addEventListener("abort", () => {
          reasons.push(signal.reason);
          reject(new Error("aborted"));
        });
      });
    const cancelled = new EarlyWork(waitForAbort);
    const job = new AbortController();
    cancelled.attach(() => {}, job.signal);
    await new Promise((resolve) => setImmediate(resolve));
    job.abort("cancelled");
    await expect(cancelled.result).rejects.toThrow("aborted");

    const abandoned = new EarlyWork(waitForAbort);
    await new Promise((resolve) => setImmediate(resolve));
    abandoned.abandon();
    await expect(abandoned.result).rejects.toThrow("aborted");
    expect(reasons).toEqual(["cancelled", "abandoned"]);
  });
});
