/**
 * The editor's script inside the sandboxed frame (no allow-same-origin: the page cannot reach the app's
 * DOM or cookies). It shows outlines and a small toolbar, makes text editable in place, and reports what
 * the user did to the app by postMessage, naming elements by the numbers the app put on them. It never
 * decides anything: the app applies each edit to its own copy of the page and sends back the page to show.
 *
 * `editorFrameMain` is injected as source text (`frameScriptSource`), so it must not use anything from
 * outside its own body.
 */
import type { MARK } from "./page-document";

export interface FrameConfig {
  /** Where messages to the app go (the sandboxed frame's own origin is opaque). */
  appOrigin: string;
  marks: typeof MARK;
}

/** Messages the frame sends carry this `source`; the app's carry APP_SOURCE. */
export const FRAME_SOURCE = "lf-editor-frame";
export const APP_SOURCE = "lf-editor-app";

export function editorFrameMain(cfg: FrameConfig) {
  const M = cfg.marks;
  const post = (message: Record<string, unknown>) =>
    window.parent.postMessage({ source: "lf-editor-frame", ...message }, cfg.appOrigin);
  const numberOf = (el: Element) => Number(el.getAttribute(M.node));
  const closest = (node: EventTarget | null, mark: string): HTMLElement | null =>
    node instanceof Element ? (node.closest(`[${mark}]`) as HTMLElement | null) : null;

  // The editor's own UI lives in a shadow root outside <body>, so the page's CSS cannot restyle it and
  // a re-rendered body never removes it.
  const host = document.createElement("div");
  host.setAttribute("data-lf-editor", "ui");
  host.style.cssText = "position:absolute;top:0;left:0;width:0;height:0;z-index:2147483647";
  const ui = host.attachShadow({ mode: "open" });
  const icon = (d: string) =>
    `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
  ui.innerHTML = `<style>
  .box{position:fixed;pointer-events:none;border-radius:4px;display:none}
  .hover{outline:2px dashed rgba(79,70,229,.55);outline-offset:-2px}
  .sel{outline:2px solid #4f46e5;outline-offset:-2px}
  .item{outline:2px dashed #0d9488;outline-offset:1px}
  .bar{position:fixed;display:none;flex-wrap:nowrap;gap:4px;max-width:calc(100vw - 16px);padding:4px;border-radius:10px;
    background:#111827;box-shadow:0 6px 20px rgba(0,0,0,.3);font:500 13px/1 ui-sans-serif,system-ui,sans-serif}
  .bar button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:4px;min-height:32px;padding:0 10px;
    border-radius:7px;color:#f9fafb;cursor:pointer;white-space:nowrap}
  .bar button:hover,.bar button:focus-visible{background:#374151}
  .bar button:focus-visible{outline:2px solid #a5b4fc}
  .bar button[hidden]{display:none}
  .bar .sep{width:1px;align-self:stretch;background:#4b5563;margin:2px 2px}
  .bar .sep[hidden]{display:none}
  @media (max-width:720px){.bar .word{display:none}.bar button{padding:0 8px;min-height:36px}}
  </style>
  <div class="box hover"></div><div class="box sel"></div><div class="box item"></div>
  <div class="bar" role="toolbar" aria-label="Section tools">
    <button type="button" data-act="section:up" aria-label="Move section up" title="Move section up">${icon("M12 19V5M5 12l7-7 7 7")}<span class="word">Up</span></button>
    <button type="button" data-act="section:down" aria-label="Move section down" title="Move section down">${icon("M12 5v14M19 12l-7 7-7-7")}<span class="word">Down</span></button>
    <button type="button" data-act="section:duplicate" aria-label="Duplicate section" title="Duplicate section">${icon("M8 8h12v12H8zM4 16V4h12")}<span class="word">Duplicate</span></button>
    <button type="button" data-act="section:delete" aria-label="Delete section" title="Delete section">${icon("M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3")}<span class="word">Delete</span></button>
    <span class="sep" data-group="item"></span>
    <button type="button" data-act="item:duplicate" aria-label="Duplicate item" title="Duplicate item">${icon("M12 5v14M5 12h14")}<span class="word">Add item</span></button>
    <button type="button" data-act="item:remove" aria-label="Remove item" title="Remove item">${icon("M5 12h14")}<span class="word">Remove item</span></button>
    <span class="sep" data-group="image"></span>
    <button type="button" data-act="image" aria-label="Replace image" title="Replace image">${icon("M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01")}<span class="word">Replace image</span></button>
  </div>`;
  const hoverBox = ui.querySelector(".hover") as HTMLElement;
  const selBox = ui.querySelector(".sel") as HTMLElement;
  const itemBox = ui.querySelector(".item") as HTMLElement;
  const bar = ui.querySelector(".bar") as HTMLElement;
  const itemButtons = Array.from(
    ui.querySelectorAll('[data-act^="item"], [data-group="item"]'),
  ) as HTMLElement[];
  const imageButtons = Array.from(
    ui.querySelectorAll('[data-act="image"], [data-group="image"]'),
  ) as HTMLElement[];
  const imageButton = ui.querySelector('[data-act="image"]') as HTMLElement;

  const editorCss = document.createElement("style");
  editorCss.setAttribute("data-lf-editor", "css");
  editorCss.textContent = `html{scroll-behavior:auto!important}
  [${M.text}]{cursor:text}
  [${M.text}]:hover{outline:1px dashed rgba(79,70,229,.6);outline-offset:2px}
  [${M.text}][contenteditable]{outline:2px solid #4f46e5;outline-offset:2px;cursor:text}
  [${M.image}]{cursor:pointer}`;

  let section: HTMLElement | null = null;
  let item: HTMLElement | null = null;
  let image: HTMLElement | null = null;
  let hovered: HTMLElement | null = null;
  let editing: HTMLElement | null = null;
  let before: string[] = [];

  const place = (box: HTMLElement, el: Element | null) => {
    if (!el?.isConnected) {
      box.style.display = "none";
      return;
    }
    const r = el.getBoundingClientRect();
    Object.assign(box.style, {
      display: "block",
      top: `${r.top}px`,
      left: `${r.left}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    });
  };

  const layout = () => {
    place(hoverBox, hovered && hovered !== section ? hovered : null);
    place(selBox, section);
    place(itemBox, item);
    if (!section && !image) {
      bar.style.display = "none";
      return;
    }
    for (const el of itemButtons) el.hidden = !item;
    for (const el of imageButtons) el.hidden = !image;
    for (const el of Array.from(ui.querySelectorAll('[data-act^="section"]')) as HTMLElement[])
      el.hidden = !section;
    imageButton.setAttribute(
      "aria-label",
      image?.getAttribute(M.image) === "logo" ? "Replace logo" : "Replace image",
    );
    (imageButton.querySelector(".word") as HTMLElement).textContent =
      image?.getAttribute(M.image) === "logo" ? "Replace logo" : "Replace image";
    bar.style.display = "flex";
    bar.style.left = "0px"; // measure at full width, then place
    const anchor = (section ?? image) as HTMLElement;
    const r = anchor.getBoundingClientRect();
    const h = bar.offsetHeight;
    const w = bar.offsetWidth;
    // Top right of the selection, kept inside the viewport while the section scrolls by.
    const top = Math.min(
      Math.max(r.top + 8, 8),
      Math.max(8, Math.min(r.bottom - h - 8, window.innerHeight - h - 8)),
    );
    const left = Math.max(8, Math.min(r.right - w - 8, window.innerWidth - w - 8));
    bar.style.top = `${top}px`;
    bar.style.left = `${left}px`;
  };
  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(layout);
  };

  const select = (target: Element | null) => {
    section = closest(target, M.section);
    item = closest(target, M.item);
    if (item && section && !section.contains(item)) item = null;
    image = closest(target, M.image);
    layout();
  };

  const textsOf = (el: Element): string[] => {
    const texts: string[] = [];
    const walk = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === 3) texts.push((child as Text).data);
        else if (child.nodeType === 1 && (child as Element).localName !== "svg") walk(child);
      }
    };
    walk(el);
    return texts;
  };

  const stopEditing = (keep: boolean) => {
    const el = editing;
    if (!el) return;
    editing = null;
    el.removeAttribute("contenteditable");
    const after = textsOf(el);
    const changed = after.length !== before.length || after.some((t, i) => t !== before[i]);
    if (keep && changed) post({ type: "text", n: numberOf(el), texts: after });
    if (!keep && changed) post({ type: "rerender" });
  };

  const startEditing = (el: HTMLElement, x: number, y: number) => {
    if (editing === el) return;
    stopEditing(true);
    editing = el;
    before = textsOf(el);
    try {
      el.contentEditable = "plaintext-only";
    } catch {
      el.contentEditable = "true";
    }
    el.focus({ preventScroll: true });
    const range = document.caretRangeFromPoint?.(x, y);
    if (range && el.contains(range.startContainer)) {
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };

  document.addEventListener(
    "click",
    (event) => {
      if (event.target === host) return;
      event.preventDefault();
      const target = event.target as Element;
      select(target);
      const text = closest(target, M.text);
      if (text) startEditing(text, event.clientX, event.clientY);
      else stopEditing(true);
    },
    true,
  );
  // Nothing in the page navigates, submits or drags while it is edited.
  for (const type of ["submit", "auxclick", "dragstart", "drop"]) {
    document.addEventListener(type, (event) => event.preventDefault(), true);
  }
  document.addEventListener("focusout", (event) => {
    if (editing && event.target === editing) stopEditing(true);
  });
  document.addEventListener("mouseover", (event) => {
    hovered = closest(event.target, M.section);
    relayout();
  });
  document.addEventListener(
    "paste",
    (event) => {
      if (!editing) return;
      event.preventDefault();
      const text = (event.clipboardData?.getData("text/plain") ?? "").replace(/\s+/g, " ");
      document.execCommand("insertText", false, text);
    },
    true,
  );
  document.addEventListener(
    "beforeinput",
    (event) => {
      if (!editing) return;
      // Plain text only: no new paragraphs or line breaks, no formatting.
      if (event.inputType === "insertParagraph" || event.inputType === "insertLineBreak") {
        event.preventDefault();
        if (editing.hasAttribute(M.singleLine)) stopEditing(true);
      } else if (event.inputType.startsWith("format") || event.inputType === "insertFromDrop") {
        event.preventDefault();
      }
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      const mod = event.ctrlKey || event.metaKey;
      if (editing) {
        if (event.key === "Enter" && (editing.hasAttribute(M.singleLine) || mod)) {
          event.preventDefault();
          const el = editing;
          stopEditing(true);
          el.blur();
        } else if (event.key === "Enter") {
          event.preventDefault();
        } else if (event.key === "Escape") {
          event.preventDefault();
          stopEditing(false);
        }
        return;
      }
      const key = event.key.toLowerCase();
      if (mod && key === "z") {
        event.preventDefault();
        post({ type: event.shiftKey ? "redo" : "undo" });
      } else if (mod && key === "y") {
        event.preventDefault();
        post({ type: "redo" });
      } else if (mod && key === "s") {
        event.preventDefault();
        post({ type: "save" });
      } else if (event.key === "Escape") {
        select(null);
      }
    },
    true,
  );
  window.addEventListener("scroll", relayout, { passive: true });
  window.addEventListener("resize", relayout);

  bar.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button");
    const act = button?.getAttribute("data-act");
    if (!act) return;
    stopEditing(true);
    if (act === "image" && image) {
      post({ type: "image", n: numberOf(image), height: image.getBoundingClientRect().height });
      return;
    }
    const [kind, action] = act.split(":");
    const target = kind === "item" ? item : section;
    if (target) post({ type: kind, n: numberOf(target), action });
  });

  // The app sends the page to show after every change (and on undo/redo): swap head and body in place,
  // keeping the scroll position and the editor's own pieces.
  window.addEventListener("message", (event) => {
    const data = event.data as { source?: unknown; type?: unknown; html?: unknown; select?: unknown } | null;
    if (event.source !== window.parent || !data || data.source !== "lf-editor-app") return;
    if (data.type !== "render" || typeof data.html !== "string") return;
    editing = null;
    const scroll = window.scrollY;
    const next = new DOMParser().parseFromString(data.html, "text/html");
    for (const el of Array.from(document.head.children)) if (!el.hasAttribute("data-lf-editor")) el.remove();
    const firstOwn = document.head.querySelector("[data-lf-editor]");
    for (const el of Array.from(next.head.children))
      document.head.insertBefore(document.importNode(el, true), firstOwn);
    for (const attr of Array.from(document.documentElement.attributes))
      document.documentElement.removeAttribute(attr.name);
    for (const attr of Array.from(next.documentElement.attributes))
      document.documentElement.setAttribute(attr.name, attr.value);
    document.body.replaceWith(document.importNode(next.body, true));
    window.scrollTo(0, scroll);
    const chosen =
      typeof data.select === "number" ? document.querySelector(`[${M.node}="${data.select}"]`) : null;
    select(chosen);
    if (chosen) {
      const r = chosen.getBoundingClientRect();
      if (r.top < 0 || r.top > window.innerHeight - 80) chosen.scrollIntoView({ block: "start" });
      relayout();
    }
  });

  const start = () => {
    document.head.append(editorCss);
    document.documentElement.append(host);
    post({ type: "ready" });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}

/** The frame's script as source text, ready to put inside a <script> element. */
export function frameScriptSource(config: FrameConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `(${editorFrameMain.toString()})(${json});`.replace(/<\/script/gi, "<\\/script");
}
