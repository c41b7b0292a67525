import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydrationUntilFirstPaint } from "./lib/defer-hydration";

// The app has no server rendering at run time (ssr: false): this renders the prerendered pages and the SPA
// fallback at build time, and the dev server's HTML. Each page is rendered whole (static generation, not
// streaming), then its JavaScript is set to load after the first paint (lib/defer-hydration.ts).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD")
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              clearTimeout(timeout);
              const html = Buffer.concat(chunks).toString("utf8");
              // The dev server's bootstrap also loads Vite's client and hot reload: it stays as it is.
              const body = import.meta.env.DEV ? html : deferHydrationUntilFirstPaint(html);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(body, { status, headers: responseHeaders }));
              done();
            },
          });
          pipe(page);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
