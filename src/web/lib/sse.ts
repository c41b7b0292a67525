/** A minimal server-sent-events reader for fetch responses (EventSource cannot POST). */

export interface SseMessage {
  event: string;
  data: string;
  /** The message's `id:` field, when it had one (what a reconnect sends back as Last-Event-ID). */
  id?: string;
}

/** Splits an SSE text stream into messages; call `push` with each chunk, it returns complete messages. */
export function createSseParser() {
  let buffer = "";
  return {
    push(chunk: string): SseMessage[] {
      buffer += chunk.replace(/\r\n?/g, "\n");
      const messages: SseMessage[] = [];
      let boundary = buffer.indexOf("\n\n");
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const message = parseBlock(block);
        if (message) messages.push(message);
        boundary = buffer.indexOf("\n\n");
      }
      return messages;
    },
    /** Whatever is left once the stream ends (a last message without its blank line). */
    flush(): SseMessage[] {
      const rest = buffer;
      buffer = "";
      const message = rest.trim() ? parseBlock(rest) : null;
      return message ? [message] : [];
    },
  };
}

function parseBlock(block: string): SseMessage | null {
  let event = "message";
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) id = value;
  }
  if (data.length === 0) return null;
  return id === undefined ? { event, data: data.join("\n") } : { event, data: data.join("\n"), id };
}

/** Reads a fetch response body as SSE, calling `onMessage` for each message until the stream ends. */
export async function readSse(response: Response, onMessage: (message: SseMessage) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const message of parser.push(decoder.decode(value, { stream: true }))) onMessage(message);
  }
  for (const message of parser.push(decoder.decode())) onMessage(message);
  for (const message of parser.flush()) onMessage(message);
}
