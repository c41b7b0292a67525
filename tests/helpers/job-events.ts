/**
 * Reading server-sent events in API tests: parse a whole stream's text, or read a live stream event by
 * event (to stop half-way and resume with Last-Event-ID). Also a 39 KB page for streaming measurements.
 */
import { readFileSync } from "node:fs";

export interface SseEvent {
  id?: string;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect event data field by field.
  data: any;
}

export function parseSseBlock(block: string): SseEvent | undefined {
  const event = block.match(/^event: ?(.*)$/m)?.[1];
  if (!event) return undefined;
  const data = block
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.replace(/^data: ?/, ""))
    .join("\n");
  return { id: block.match(/^id: ?(.*)$/m)?.[1], event, data: data ? JSON.parse(data) : null };
}

export function parseSse(text: string | null): SseEvent[] {
  return (text ?? "")
    .split("\n\n")
    .map(parseSseBlock)
    .filter((e): e is SseEvent => e !== undefined);
}

/** Reads events from a streaming response one at a time; counts the bytes received. */
export class SseReader {
  private buffer = "";
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  bytes = 0;

  constructor(response: Response) {
    this.reader = response.body!.getReader();
  }

  /** The next event, or undefined when the stream ended. */
  async next(): Promise<SseEvent | undefined> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event = parseSseBlock(block);
        if (event) return event;
        continue;
      }
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.bytes += value.byteLength;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  async rest(): Promise<SseEvent[]> {
    const events: SseEvent[] = [];
    for (let event = await this.next(); event; event = await this.next()) events.push(event);
    return events;
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }
}

/** The preview text the `html` events build: appends since the last reset. */
export function previewFrom(events: SseEvent[]): string {
  let page = "";
  for (const e of events) {
    if (e.event !== "html") continue;
    page = e.data.reset ? "" : page + e.data.append;
  }
  return page;
}

/** A valid ~39 KB landing page (the newsletter fixture with more sections), as a model would write it. */
export function largePage(targetBytes = 39_000): string {
  const base = readFileSync(new URL("../generator/fixtures/good-newsletter.html", import.meta.url), "utf8");
  const sections: string[] = [];
  let size = base.length;
  for (let n = 1; size < targetBytes; n++) {
    const section = `<section id="issue-${n}" data-section="issue-${n}">
<h2>From the archive: issue ${n}</h2>
<p>Every week we taste a handful of new beans, brew them three ways and write down what worked. Issue ${n} compared a washed Ethiopian with a natural from Brazil and found the pour-over brought out the fruit while the French press made the chocolate notes shine.</p>
<ul><li>Grind size that suited each bean</li><li>Water at 93 °C, never boiling</li><li>A ratio of 1:16 as the starting point</li></ul>
</section>
`;
    sections.push(section);
    size += section.length;
  }
  return base.replace("</main>", `${sections.join("")}</main>`);
}
