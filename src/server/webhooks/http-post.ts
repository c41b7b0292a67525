/**
 * One webhook request: POST the JSON body to the checked address (url-guard.ts resolves and refuses
 * private hosts at connection time), no redirects followed, a fixed timeout. Answers the receiver's status,
 * or throws a WebhookSendError whose message the owner can read in the deliveries list.
 */
import http from "node:http";
import https from "node:https";
import { guardedLookup, WebhookUrlRefusal } from "./url-guard.js";

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Only the status matters; a receiver's answer is read up to this much and dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

export class WebhookSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSendError";
  }
}

export interface WebhookPost {
  url: URL;
  headers: Record<string, string>;
  body: string;
  allowLocal: boolean;
  timeoutMs?: number;
}

export function postWebhook(request: WebhookPost): Promise<number> {
  const { url, body } = request;
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(request.allowLocal) as never,
        timeout: timeoutMs,
      },
      (answer) => {
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on("error", () => {});
        answer.on("close", () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new WebhookSendError(`No answer within ${timeoutMs / 1000} seconds.`)),
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => reject(readable(error)));
    outgoing.end(body);
  });
}

function readable(error: NodeJS.ErrnoException): WebhookSendError {
  if (error instanceof WebhookSendError) return error;
  if (error instanceof WebhookUrlRefusal) return new WebhookSendError(error.message);
  switch (error.code) {
    case "ECONNREFUSED":
      return new WebhookSendError("Connection refused: nothing is listening at that address.");
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new WebhookSendError("The host name could not be found.");
    case "ECONNRESET":
      return new WebhookSendError("The connection was closed before an answer came.");
    default:
      if (error.code?.startsWith("ERR_TLS") || /certificate/i.test(error.message)) {
        return new WebhookSendError("The server's https certificate is not valid.");
      }
      return new WebhookSendError(`The request failed: ${error.message}`);
  }
}
