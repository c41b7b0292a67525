/**
 * The app's side of "point, then ask" (server/templates/point-script.ts runs inside the preview): reading
 * what the sandboxed page posts, and the message asking it to outline the sections a change touched. The
 * page is untrusted, so its messages are checked field by field and its label is only ever shown as text.
 */
import { type ChangeScope, changeScopeSchema } from "../../core/change-scope";
import { POINT_APP_SOURCE, POINT_FRAME_SOURCE } from "../../core/point-protocol";

/** A part of the page the owner pointed at: the scope of the next change and the words naming it. */
export interface PointedPart {
  scope: ChangeScope;
  /** "the pricing section" or the chosen text, quoted. */
  label: string;
}

export type FrameMessage = { type: "ready" } | { type: "selected" | "ask"; part: PointedPart };

const MAX_LABEL = 80;

/** A message from the point script, or null for anything else (another source, a malformed part). */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== POINT_FRAME_SOURCE) return null;
  if (message.type === "ready") return { type: "ready" };
  if (message.type !== "selected" && message.type !== "ask") return null;
  const scope = changeScopeSchema.safeParse({
    section: message.section,
    ...(message.path === undefined ? {} : { path: message.path }),
  });
  if (!scope.success) return null;
  const raw = typeof message.label === "string" ? message.label.replace(/\s+/g, " ").trim() : "";
  const label = raw
    ? raw.length > MAX_LABEL
      ? `${raw.slice(0, MAX_LABEL - 1)}…`
      : raw
    : "the selected part";
  return { type: message.type, part: { scope: scope.data, label } };
}

/** Asks the preview to outline these sections (an empty list clears the outlines). */
export function outlineMessage(sections: readonly string[]) {
  return { source: POINT_APP_SOURCE, type: "outline", sections: [...sections] } as const;
}
