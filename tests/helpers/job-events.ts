/**
 * Reading server-sent events in API tests: parse a whole stream's text, or read a live stream event by
 * event (to stop half-way and resume with Last-Event-ID). Also a 39 KB page for streaming measurements.
 */

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

  /** Reads until an event matches (returns the events read so far, the match last). */
  async until(match: (e: SseEvent) => boolean): Promise<SseEvent[]> {
    const events: SseEvent[] = [];
    for (let e = await this.next(); e; e = await this.next()) {
      events.push(e);
      if (match(e)) break;
    }
    return events;
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

/** The headline the copy plan below gives a page (its hero, s1, on every composed page). */
export const PLAN_HEADLINE = "Brew better coffee at home, one Friday at a time";

/**
 * A model's answer to a generation (a copy plan, llm/copy-plan.ts) of about 1.5 KB: the hero's words and a
 * meta description. Streamed in small pieces it takes a few seconds, like a model writing.
 */
export function modelCopyPlan(): string {
  const lead =
    "Every Friday we taste a handful of new beans, brew them three ways and write down what worked, so your next cup at home is better than the last. Grind size, water temperature and ratios, explained in plain words for home baristas.";
  return JSON.stringify(
    {
      metaDescription: "A weekly coffee newsletter for home baristas with brewing tips and bean reviews.",
      sections: [
        {
          id: "s1",
          eyebrow: "The weekly coffee letter",
          heading: PLAN_HEADLINE,
          lead,
          cta: "Get the letter",
        },
      ],
    },
    null,
    2,
  );
}
