/**
 * The page being edited, held by the app as an inert document (DOMParser: no script runs, nothing loads).
 * It is the only source of the saved HTML: the frame shows a marked-up copy (`frameHtml`) and reports what
 * the user did by element number; the edits are applied here, with the composer's page model kept in step.
 * Nothing the editor needs (numbers, markers, contenteditable, its script) is ever added to this document,
 * so `serialize()` gives a clean file.
 */
import { PAGE_MODEL_SCRIPT_ID } from "../../../core/hand-edit";
import {
  deleteSection,
  duplicateItem,
  duplicateSection,
  freshSectionId,
  itemArrayPath,
  type ModelJson,
  moveSection,
  parseModel,
  rebaseSectionPath,
  removeItem,
  serializeModel,
  setText,
  setTheme,
  shiftItemPath,
  themeOf,
} from "./model-sync";
import { DEFAULT_PRIMARY, detectPrimary, THEME_STYLE_ID, type Theme, themeCss } from "./theme-css";

export type SectionAction = "up" | "down" | "duplicate" | "delete";
export type ItemAction = "duplicate" | "remove";

/** Attributes only the frame's copy carries. */
export const MARK = {
  node: "data-lf-n",
  text: "data-lf-text",
  singleLine: "data-lf-line",
  section: "data-lf-section",
  item: "data-lf-item",
  image: "data-lf-image",
} as const;

/** Inline elements a plain-text edit keeps (their text is edited in place, their tags stay). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "br",
  "cite",
  "code",
  "em",
  "i",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);
const NOT_EDITABLE = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "textarea",
  "select",
  "option",
  "svg",
]);
const MULTI_LINE = new Set(["p", "li", "blockquote", "dd", "td", "figcaption"]);
const SECTION_TAGS = new Set(["section", "header", "footer", "article", "aside", "nav", "div", "form"]);
const JS_TYPES = new Set(["", "text/javascript", "module", "application/javascript"]);
const PAUSED_TYPE = "text/lf-paused";

/** The text nodes an edit replaces, in document order (SVG text is not page copy). */
export function editableTextNodes(element: Element): Text[] {
  const nodes: Text[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) nodes.push(child as Text);
      else if (child.nodeType === 1 && (child as Element).localName !== "svg") walk(child);
    }
  };
  walk(element);
  return nodes;
}

function hasOwnText(element: Element): boolean {
  return Array.from(element.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim());
}

/** An element whose words can be edited as plain text without losing structure. */
function isTextElement(element: Element): boolean {
  if (NOT_EDITABLE.has(element.localName) || element.closest("svg, head")) return false;
  if (element.hasAttribute("data-edit")) return true;
  if (!hasOwnText(element)) return false;
  return Array.from(element.children).every(
    (child) => INLINE.has(child.localName) || child.localName === "svg",
  );
}

/** Sections: the composer's `data-section` elements, else the landmark-level blocks of the page. */
function sectionsOf(body: Element): Element[] {
  const marked = Array.from(body.querySelectorAll("[data-section]"));
  if (marked.length > 0) return marked;
  const main = body.querySelector("main");
  const blocks = [...Array.from(body.children), ...(main ? Array.from(main.children) : [])];
  return blocks.filter((el) => el !== main && SECTION_TAGS.has(el.localName) && el.textContent?.trim());
}

const signature = (el: Element) => `${el.localName}|${el.getAttribute("class") ?? ""}`;

/** Items of lists and card grids: `data-item` elements, or siblings that look alike (≥ 2, same tag and class). */
function isItem(element: Element, sections: Set<Element>): boolean {
  if (element.hasAttribute("data-item")) return true;
  const parent = element.parentElement;
  if (!parent || sections.has(element) || element.closest("form, svg, head") || element.localName === "svg")
    return false;
  if (![...sections].some((s) => s.contains(parent))) return false;
  const alike = Array.from(parent.children).filter((c) => signature(c) === signature(element));
  return alike.length >= 2 && alike.length === parent.children.length;
}

function isImage(element: Element): boolean {
  if (element.localName === "img") return true;
  if (element.hasAttribute("data-logo")) return true;
  if (element.localName !== "svg" || element.parentElement?.closest("svg")) return false;
  // A drawn logo: the SVG inside the brand link of the page header or footer.
  if (element.closest("a.brand, [data-logo], header a:first-child")) return true;
  // A drawing (a scene or feature art), not an icon: large, and not part of a link or button.
  if (element.closest("a, button, summary, label")) return false;
  const viewBoxWidth = Number((element.getAttribute("viewBox") ?? "").trim().split(/[\s,]+/)[2] ?? 0);
  const width = Number.parseFloat(element.getAttribute("width") ?? "0");
  return viewBoxWidth >= 64 || width >= 96;
}

/** Ids inside a copy get a suffix (and references to them follow), so the page keeps unique ids. */
function renameIds(copy: Element, doc: Document) {
  const renamed = new Map<string, string>();
  for (const el of [copy, ...Array.from(copy.querySelectorAll("[id]"))]) {
    const id = el.getAttribute("id");
    if (!id) continue;
    let n = 2;
    while (doc.getElementById(`${id}-${n}`) || [...renamed.values()].includes(`${id}-${n}`)) n += 1;
    renamed.set(id, `${id}-${n}`);
    el.setAttribute("id", `${id}-${n}`);
  }
  for (const el of [copy, ...Array.from(copy.querySelectorAll("*"))]) {
    for (const name of ["for", "aria-labelledby", "aria-describedby", "aria-controls"]) {
      const value = el.getAttribute(name);
      if (value)
        el.setAttribute(
          name,
          value
            .split(/\s+/)
            .map((id) => renamed.get(id) ?? id)
            .join(" "),
        );
    }
    const href = el.getAttribute("href");
    if (href?.startsWith("#") && renamed.has(href.slice(1)))
      el.setAttribute("href", `#${renamed.get(href.slice(1))}`);
  }
}

export class PageDocument {
  private readonly doc: Document;
  /** Elements by the numbers the frame's copy carries (from the last frameHtml()). */
  private nodes: Element[] = [];

  constructor(html: string) {
    this.doc = new DOMParser().parseFromString(html, "text/html");
  }

  /** The clean file: what is saved and downloaded. */
  serialize(): string {
    return `<!doctype html>\n${this.doc.documentElement.outerHTML}\n`;
  }

  private get modelScript(): HTMLScriptElement | null {
    return this.doc.getElementById(PAGE_MODEL_SCRIPT_ID) as HTMLScriptElement | null;
  }

  /** The composer's page model, when the page carries one that parses. */
  get model(): ModelJson | null {
    const script = this.modelScript;
    return script ? parseModel(script.textContent ?? "") : null;
  }

  private updateModel(change: (model: ModelJson) => ModelJson) {
    const model = this.model;
    const script = this.modelScript;
    if (model && script) script.textContent = serializeModel(change(model));
  }

  /**
   * The copy the frame shows: every body element numbered, editable parts marked, the page's own scripts
   * paused (their type changed) so countdowns and form handlers do not rewrite what is edited, and no
   * meta refresh.
   */
  frameHtml(): string {
    const copy = this.doc.cloneNode(true) as Document;
    const originals = Array.from(this.doc.body.querySelectorAll("*"));
    const copies = Array.from(copy.body.querySelectorAll("*"));
    this.nodes = originals;
    const sections = new Set(sectionsOf(this.doc.body));
    originals.forEach((original, n) => {
      const el = copies[n];
      el.setAttribute(MARK.node, String(n));
      if (sections.has(original)) el.setAttribute(MARK.section, "");
      if (isItem(original, sections)) el.setAttribute(MARK.item, "");
      if (isImage(original))
        el.setAttribute(MARK.image, original.closest("header, [data-logo], a.brand") ? "logo" : "image");
      if (isTextElement(original) && !original.parentElement?.closest(`[${MARK.text}]`)) {
        el.setAttribute(MARK.text, "");
        if (!MULTI_LINE.has(original.localName)) el.setAttribute(MARK.singleLine, "");
      }
    });
    // A text element inside another one is edited as part of it.
    for (const nested of Array.from(copy.querySelectorAll(`[${MARK.text}] [${MARK.text}]`))) {
      nested.removeAttribute(MARK.text);
      nested.removeAttribute(MARK.singleLine);
    }
    // A refresh would take the frame (and the messages the app sends it) to another address.
    for (const refresh of Array.from(copy.querySelectorAll("meta[http-equiv]"))) {
      if (refresh.getAttribute("http-equiv")?.toLowerCase() === "refresh") refresh.remove();
    }
    for (const script of Array.from(copy.querySelectorAll("script"))) {
      const type = (script.getAttribute("type") ?? "").trim().toLowerCase();
      if (JS_TYPES.has(type)) script.setAttribute("type", PAUSED_TYPE);
    }
    return `<!doctype html>\n${copy.documentElement.outerHTML}`;
  }

  /** Number of the element now at `element` in the numbering of the next frameHtml(). */
  numberOf(element: Element | null): number | null {
    if (!element) return null;
    const index = Array.from(this.doc.body.querySelectorAll("*")).indexOf(element);
    return index >= 0 ? index : null;
  }

  private node(n: number): Element | null {
    const el = this.nodes[n];
    return el && this.doc.body.contains(el) ? el : null;
  }

  /** Replaces the text of element `n` (its text nodes in order); returns false when nothing changed. */
  editText(n: number, texts: string[]): boolean {
    const el = this.node(n);
    if (!el) return false;
    const nodes = editableTextNodes(el);
    const before = nodes.map((t) => t.data);
    if (before.length === texts.length && before.every((t, i) => t === texts[i])) return false;
    if (nodes.length === texts.length) {
      for (const [i, node] of nodes.entries()) node.data = texts[i];
    } else el.textContent = texts.join(""); // the user removed a whole inline part: keep the words
    const path = el.getAttribute("data-edit");
    if (path) this.updateModel((model) => setText(model, path, (el.textContent ?? "").trim()));
    return true;
  }

  /** Moves, duplicates or deletes section `n`; returns the element to select afterwards (or null). */
  sectionAction(n: number, action: SectionAction): { changed: boolean; select: Element | null } {
    const el = this.node(n);
    if (!el) return { changed: false, select: null };
    const sections = sectionsOf(this.doc.body);
    const index = sections.indexOf(el);
    const id = el.getAttribute("data-section-id");
    if (action === "delete") {
      el.remove();
      if (id) this.updateModel((model) => deleteSection(model, id));
      return { changed: true, select: null };
    }
    if (action === "duplicate") {
      const copy = el.cloneNode(true) as Element;
      renameIds(copy, this.doc);
      el.after(copy);
      if (id) {
        const model = this.model;
        const newId = model ? freshSectionId(model, id) : `${id}-copy`;
        copy.setAttribute("data-section-id", newId);
        for (const edit of Array.from(copy.querySelectorAll("[data-edit]"))) {
          edit.setAttribute("data-edit", rebaseSectionPath(edit.getAttribute("data-edit") ?? "", id, newId));
        }
        this.updateModel((m) => duplicateSection(m, id, newId));
      }
      return { changed: true, select: copy };
    }
    const target = sections[index + (action === "up" ? -1 : 1)];
    if (index < 0 || !target) return { changed: false, select: el };
    // Sections may sit in different parents (header, main, footer): swap their places.
    const marker = this.doc.createComment("");
    target.replaceWith(marker);
    el.replaceWith(target);
    marker.replaceWith(el);
    if (id) this.updateModel((model) => moveSection(model, id, action === "up" ? -1 : 1));
    return { changed: true, select: el };
  }

  /** Duplicates or removes list item `n`; the model's array and the later items' paths follow. */
  itemAction(n: number, action: ItemAction): { changed: boolean; select: Element | null } {
    const el = this.node(n);
    const parent = el?.parentElement;
    if (!el || !parent) return { changed: false, select: null };
    const siblings = Array.from(parent.children);
    const index = siblings.indexOf(el);
    if (action === "remove" && siblings.length <= 1) return { changed: false, select: el };
    const field = parent.getAttribute("data-items");
    const firstPath =
      el.querySelector("[data-edit]")?.getAttribute("data-edit") ?? el.getAttribute("data-edit");
    const arrayPath = field && firstPath ? itemArrayPath(firstPath, field, index) : null;
    const after = siblings.slice(index + 1);
    /** Moves the paths of `items` whose index is `from` or more by `delta`. */
    const shiftPaths = (items: Element[], from: number, delta: number) => {
      if (!arrayPath) return;
      for (const item of items) {
        for (const edit of [item, ...Array.from(item.querySelectorAll("[data-edit]"))]) {
          const path = edit.getAttribute("data-edit");
          if (path) edit.setAttribute("data-edit", shiftItemPath(path, arrayPath, from, delta));
        }
      }
    };
    const renumberItems = () => {
      Array.from(parent.children).forEach((child, i) => {
        if (child.hasAttribute("data-item")) child.setAttribute("data-item", String(i));
      });
    };
    if (action === "remove") {
      el.remove();
      shiftPaths(after, index + 1, -1);
      renumberItems();
      if (arrayPath) this.updateModel((model) => removeItem(model, arrayPath, index));
      return { changed: true, select: null };
    }
    const copy = el.cloneNode(true) as Element;
    renameIds(copy, this.doc);
    el.after(copy);
    shiftPaths(after, index + 1, 1);
    shiftPaths([copy], index, 1);
    renumberItems();
    if (arrayPath) this.updateModel((model) => duplicateItem(model, arrayPath, index));
    return { changed: true, select: copy };
  }

  /**
   * Puts an image (a checked data URL) in place of image or logo `n`. A drawn (SVG) logo becomes an <img>
   * of the same height; the model records an image logo when it has a logo field.
   */
  replaceImage(n: number, dataUrl: string, heightPx?: number): boolean {
    const el = this.node(n);
    if (!el) return false;
    const logo = !!el.closest("header, footer, [data-logo], a.brand");
    let img: Element;
    if (el.localName === "img") {
      img = el;
      img.removeAttribute("srcset");
      img.removeAttribute("sizes");
    } else {
      const target = el.hasAttribute("data-logo") ? (el.querySelector("svg, img") ?? el) : el;
      img = this.doc.createElement("img");
      const label = target.getAttribute("aria-label") ?? target.querySelector("title")?.textContent;
      const company = this.doc.querySelector('meta[property="og:site_name"]')?.getAttribute("content");
      img.setAttribute("alt", label || (logo ? `${company ?? "Company"} logo` : ""));
      if (target.getAttribute("class")) img.setAttribute("class", target.getAttribute("class") ?? "");
      if (heightPx) img.setAttribute("style", `height:${Math.round(heightPx)}px;width:auto`);
      if (target === el && el.hasAttribute("data-logo")) el.replaceChildren(img);
      else target.replaceWith(img);
    }
    img.setAttribute("src", dataUrl);
    if (logo && this.model && "logo" in (this.model as object)) {
      // The composer reads an uploaded logo back from img#brand-logo (the first one on the page).
      if (!this.doc.getElementById("brand-logo")) img.setAttribute("id", "brand-logo");
      this.updateModel((model) => ({ ...model, logo: { kind: "image", dataUrl: "" } }));
    }
    return true;
  }

  private pageCss(): string {
    return Array.from(this.doc.querySelectorAll("style"))
      .filter((style) => style.id !== THEME_STYLE_ID)
      .map((style) => style.textContent ?? "")
      .join("\n");
  }

  /** The theme shown in the editor's controls: the model's, else the last hand-set one, else the page's. */
  theme(): Theme {
    const fromModel = this.model ? themeOf(this.model) : {};
    const style = this.doc.getElementById(THEME_STYLE_ID);
    const set = (name: string) => style?.getAttribute(`data-${name}`) ?? undefined;
    const font = fromModel.font ?? set("font");
    const scheme = fromModel.scheme ?? set("scheme");
    return {
      primary: fromModel.primary ?? set("primary") ?? detectPrimary(this.pageCss()) ?? DEFAULT_PRIMARY,
      font: font === "serif" ? "serif" : "sans",
      scheme: scheme === "light" || scheme === "dark" ? scheme : "auto",
    };
  }

  /** Applies a theme: one stylesheet at the end of <head>, and the model's settings. */
  setTheme(theme: Theme) {
    let style = this.doc.getElementById(THEME_STYLE_ID);
    if (!style) {
      style = this.doc.createElement("style");
      style.id = THEME_STYLE_ID;
      this.doc.head.append(style);
    }
    style.setAttribute("data-primary", theme.primary);
    style.setAttribute("data-font", theme.font);
    style.setAttribute("data-scheme", theme.scheme);
    style.textContent = themeCss(theme, this.pageCss());
    this.doc.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme.primary);
    this.updateModel((model) => setTheme(model, theme));
  }
}
