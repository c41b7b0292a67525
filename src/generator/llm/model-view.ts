/**
 * What the model sees of an existing page (for edits and repairs): the compiled Tailwind CSS and large
 * embedded data (an uploaded logo can be 2 MB) are replaced by short markers, so the prompt stays small
 * and a full rewrite does not have to copy them. `restore` puts them back into the model's answer.
 */
import { COMPILED_STYLE } from "./post-process.js";

export const TAILWIND_MARKER = "<!-- TAILWIND_CSS -->";
const LARGE_DATA_URL = /data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*,[^"'\s)]{256,}/g;

export interface ModelView {
  html: string;
  /** The answer's HTML with the compiled CSS and embedded data put back. */
  restore(answer: string): string;
}

export function toModelView(page: string): ModelView {
  const embedded: string[] = [];
  let compiled = "";
  let html = page.replace(COMPILED_STYLE, (block) => {
    if (!compiled) compiled = block.trimEnd();
    return compiled === block.trimEnd() ? `${TAILWIND_MARKER}\n` : "";
  });
  // The submit script is ours and post-processing adds it back; the model need not read or copy it.
  html = html.replace(/<script data-lead-script>[\s\S]*?<\/script>\s*/gi, "");
  html = html.replace(LARGE_DATA_URL, (url, mime?: string) => {
    embedded.push(url);
    return `data:${mime ?? "application/octet-stream"};embedded,EMBEDDED_${embedded.length}`;
  });

  const restore = (answer: string): string => {
    let restored = answer.replace(
      /data:[\w.+-]+\/[\w.+-]+;embedded,EMBEDDED_(\d+)/g,
      (marker, n: string) => embedded[Number(n) - 1] ?? marker,
    );
    if (!compiled) return restored;
    if (restored.includes(TAILWIND_MARKER)) return restored.replace(TAILWIND_MARKER, compiled);
    // The model dropped the marker: the compiled block still carries the compiler's settings.
    restored = /<\/head>/i.test(restored)
      ? restored.replace(/<\/head>/i, `${compiled}\n</head>`)
      : compiled + restored;
    return restored;
  };
  return { html, restore };
}
