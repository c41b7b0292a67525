import { describe, expect, it } from "vitest";
import { downloadFileName } from "../../core/download-name";
import { createSseParser, readSse, type SseMessage } from "./sse";

describe("createSseParser", () => {
  it("splits events across chunk boundaries, skips comments and joins multi-line data", () => {
    const parser = createSseParser();
    expect(parser.push('event: progress\ndata: {"stage":"res')).toEqual([]);
    expect(parser.push('erving"}\n\n: heartbeat\n\nevent: html\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { event: "progress", data: '{"stage":"reserving"}' },
      { event: "html", data: "a\nb" },
    ]);
    expect(parser.push("data: plain")).toEqual([]);
    expect(parser.flush()).toEqual([{ event: "message", data: "plain" }]);
  });
});

describe("event ids", () => {
  it("keeps each message's id, so a reconnect can resume after the last one seen", () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\nevent: html\ndata: {"append":"<p>"}\n\nevent: progress\ndata: 1\n\n')).toEqual(
      [
        { event: "html", data: '{"append":"<p>"}', id: "7" },
        { event: "progress", data: "1" },
      ],
    );
  });
});

describe("readSse", () => {
  it("reads every message of a streamed response", async () => {
    const encoder = new TextEncoder();
    const chunks = ["event: progress\ndata: 1\n\nevent: do", "ne\ndata: 2\n\n"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const seen: SseMessage[] = [];
    await readSse(new Response(body), (message) => seen.push(message));
    expect(seen).toEqual([
      { event: "progress", data: "1" },
      { event: "done", data: "2" },
    ]);
  });
});

describe("downloadFileName", () => {
  it("lower-cases the title and joins its words with single underscores, none at the end", () => {
    expect(downloadFileName("Spring Launch 2026!")).toBe("spring_launch_2026.html");
  });
});
