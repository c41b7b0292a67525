/**
 * The messages between the app and the editor frame. The frame is the page's sandbox, so whatever it sends
 * is untrusted: the app accepts only messages from that frame's window with exactly these shapes.
 */
import { APP_SOURCE, FRAME_SOURCE, frameScriptSource } from "./frame-script";
import { type ItemAction, MARK, type PageDocument, type SectionAction } from "./page-document";

export type FrameMessage =
  | { type: "ready" | "undo" | "redo" | "save" | "rerender" }
  | { type: "text"; n: number; texts: string[] }
  | { type: "section"; n: number; action: SectionAction }
  | { type: "item"; n: number; action: ItemAction }
  | { type: "image"; n: number; height: number };

const SECTION_ACTIONS: readonly string[] = ["up", "down", "duplicate", "delete"];
const ITEM_ACTIONS: readonly string[] = ["duplicate", "remove"];
const MAX_TEXT_NODES = 500;
const MAX_TEXT_LENGTH = 20_000;

const isNodeNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1_000_000;

/** The message if it is one the frame may send, else null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== FRAME_SOURCE) return null;
  switch (m.type) {
    case "ready":
    case "undo":
    case "redo":
    case "save":
    case "rerender":
      return { type: m.type };
    case "text":
      return isNodeNumber(m.n) &&
        Array.isArray(m.texts) &&
        m.texts.length <= MAX_TEXT_NODES &&
        m.texts.every((t) => typeof t === "string" && t.length <= MAX_TEXT_LENGTH)
        ? { type: "text", n: m.n, texts: m.texts as string[] }
        : null;
    case "section":
      return isNodeNumber(m.n) && typeof m.action === "string" && SECTION_ACTIONS.includes(m.action)
        ? { type: "section", n: m.n, action: m.action as SectionAction }
        : null;
    case "item":
      return isNodeNumber(m.n) && typeof m.action === "string" && ITEM_ACTIONS.includes(m.action)
        ? { type: "item", n: m.n, action: m.action as ItemAction }
        : null;
    case "image":
      return isNodeNumber(m.n) && typeof m.height === "number" && Number.isFinite(m.height)
        ? { type: "image", n: m.n, height: Math.max(0, Math.min(m.height, 2000)) }
        : null;
    default:
      return null;
  }
}

/** The message that makes the frame show the document's current state (and select element `select`). */
export function renderMessage(doc: PageDocument, select: number | null) {
  return { source: APP_SOURCE, type: "render", html: doc.frameHtml(), select };
}

/**
 * The frame's first document: the page's marked-up copy with the editor's script at the end of <head>,
 * carrying `nonce` (the editor page's, see frame-nonce.ts): the only script the frame runs, as the page's
 * own are paused.
 */
export function frameSrcdoc(doc: PageDocument, appOrigin: string, nonce = ""): string {
  const html = doc.frameHtml();
  const nonceAttribute = /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
  const script = `<script${nonceAttribute} data-lf-editor="script">${frameScriptSource({ appOrigin, marks: MARK })}</script>`;
  const at = html.indexOf("</head>");
  return at >= 0 ? `${html.slice(0, at)}${script}${html.slice(at)}` : `${script}${html}`;
}
