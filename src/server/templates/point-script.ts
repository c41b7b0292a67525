/**
 * "Point, then ask" inside the sandboxed preview (GET /preview/:id?point=1): a click on the page outlines
 * the section or text under it and shows an "Ask about this" chip; the chip tells the app which part was
 * chosen (its section id and, for a text, its edit path), and the app scopes the next change to it. The app
 * can also ask the page to outline the sections a change touched.
 *
 * The script runs in the preview's opaque origin (it cannot reach the app) and only posts plain data to its
 * parent; the app checks that a message comes from its own frame. It is injected as source text, so
 * `pointMain` must not use anything from outside its own body: it writes the `source` values of
 * core/point-protocol.ts as literals.
 */

import { sectionName } from "../../generator/ops/refs.js";

function pointMain(labels: Record<string, string>) {
  const ui = document.createElement("div");
  ui.setAttribute("data-lf-point", "ui");
  ui.style.cssText = "position:absolute;top:0;left:0;width:0;height:0;z-index:2147483647";
  const root = ui.attachShadow({ mode: "open" });
  root.innerHTML = `<style>
  .sel{position:absolute;pointer-events:none;outline:3px solid #4f46e5;outline-offset:2px;border-radius:4px;display:none}
  .changed{position:absolute;pointer-events:none;outline:3px dashed #0d9488;outline-offset:-3px;border-radius:6px}
  .chip{all:unset;position:absolute;display:none;padding:6px 12px;border-radius:999px;background:#4f46e5;color:#fff;
    font:600 13px/1.2 ui-sans-serif,system-ui,sans-serif;cursor:pointer;white-space:nowrap;box-shadow:0 4px 14px rgba(0,0,0,.25)}
  .chip:focus-visible{outline:2px solid #a5b4fc;outline-offset:2px}
  </style><div class="sel"></div><button type="button" class="chip">Ask about this</button>`;
  document.documentElement.appendChild(ui);
  const box = root.querySelector(".sel") as HTMLElement;
  const chip = root.querySelector(".chip") as HTMLElement;
  let chosen: { section: string; path?: string; label: string } | null = null;

  const place = (target: HTMLElement, el: Element) => {
    const r = el.getBoundingClientRect();
    target.style.left = `${r.left + window.scrollX}px`;
    target.style.top = `${r.top + window.scrollY}px`;
    target.style.width = `${r.width}px`;
    target.style.height = `${r.height}px`;
  };
  const labelOf = (el: Element, fallback: string) => {
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
    return text ? (text.length > 60 ? `${text.slice(0, 57)}…` : text) : fallback;
  };

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const section = target?.closest("[data-section-id]");
      if (!target || !section) return;
      // Pointing, not using the page: links and buttons do not navigate while the owner chooses.
      event.preventDefault();
      event.stopPropagation();
      const sectionId = section.getAttribute("data-section-id") ?? "";
      const text = target.closest("[data-edit]");
      const path = text && section.contains(text) ? (text.getAttribute("data-edit") ?? undefined) : undefined;
      const picked = path && text ? text : section;
      const kind = section.getAttribute("data-section") ?? "section";
      chosen = {
        section: sectionId,
        ...(path ? { path } : {}),
        label: path ? `“${labelOf(picked, kind)}”` : (labels[kind] ?? `the ${kind} section`),
      };
      place(box, picked);
      box.style.display = "block";
      const r = picked.getBoundingClientRect();
      chip.style.left = `${Math.max(8, r.left + window.scrollX)}px`;
      chip.style.top = `${Math.max(8, r.top + window.scrollY - 40)}px`;
      chip.style.display = "block";
      window.parent.postMessage({ source: "lf-point-frame", type: "selected", ...chosen }, "*");
    },
    true,
  );
  chip.addEventListener("click", (event) => {
    event.stopPropagation();
    if (chosen) window.parent.postMessage({ source: "lf-point-frame", type: "ask", ...chosen }, "*");
  });
  window.addEventListener("message", (event) => {
    const data = event.data as { source?: string; type?: string; sections?: unknown };
    if (event.source !== window.parent || data?.source !== "lf-point-app" || data.type !== "outline") return;
    for (const old of Array.from(root.querySelectorAll(".changed"))) old.remove();
    const ids = Array.isArray(data.sections) ? data.sections.filter((id) => typeof id === "string") : [];
    let first: Element | null = null;
    for (const id of ids) {
      const section = document.querySelector(`[data-section-id="${CSS.escape(id)}"]`);
      if (!section) continue;
      const mark = document.createElement("div");
      mark.className = "changed";
      mark.setAttribute("data-changed-section", id);
      place(mark, section);
      root.appendChild(mark);
      first ??= section;
    }
    first?.scrollIntoView({ block: "center" });
  });
  window.parent.postMessage({ source: "lf-point-frame", type: "ready" }, "*");
}

/** "the FAQ section", "the top banner": each section kind on the page as the change report names it. */
function sectionLabels(html: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, kind] of html.matchAll(/data-section="([\w-]{1,64})"/g)) {
    if (!kind || labels[kind]) continue;
    const name = sectionName({ kind });
    labels[kind] = name.startsWith("the ") ? name : `the ${name} section`;
  }
  return labels;
}

/** The page with the point-then-ask script added at the end of its body. */
export function withPointScript(html: string): string {
  const labels = JSON.stringify(sectionLabels(html)).replace(/</g, "\\u003c");
  // Run from source (tsx, vitest), esbuild's keepNames wraps the inner functions in `__name(fn, "name")`,
  // a helper the page does not have: the script would stop at its first arrow function. It is given here.
  const source =
    `(function(){var __name=function(f){return f};(${pointMain.toString()})(${labels});})();`.replace(
      /<\/script/gi,
      "<\\/script",
    );
  const script = `<script data-lf-point="script">${source}</script>`;
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html + script : `${html.slice(0, end)}${script}${html.slice(end)}`;
}
