/**
 * A tiny JSX runtime that renders straight to an HTML string, escaping by construction: every string
 * child and attribute value is escaped; only `raw()` (our own SVG and CSS) goes in unescaped. React's
 * server renderer would do the same job at 50–100× the cost in development mode, and the composer has a
 * budget of a few milliseconds per page (docs/decisions/0006).
 *
 * Files that use it start with the pragmas  `/** @jsxRuntime classic *\/` and `/** @jsx h *\/`
 * (plus `@jsxFrag Fragment` when they use `<>…</>`). Attribute names are plain HTML (`class`, `for`).
 */

/** Markup that is already safe: the result of an element, or trusted text wrapped with raw(). */
export class Html {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export type Child = Html | string | number | null | undefined | false | true | Child[];
type Props = Record<string, unknown> | null;
type Component = (props: Record<string, unknown> & { children?: Child }) => Html | null;

/** Elements that have no closing tag in HTML. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Trusted markup (our own SVG drawings, CSS, JSON already escaped for a script element). */
export function raw(html: string): Html {
  return new Html(html);
}

function renderChild(child: Child): string {
  if (child === null || child === undefined || child === false || child === true) return "";
  if (child instanceof Html) return child.html;
  if (Array.isArray(child)) return child.map(renderChild).join("");
  return escapeHtml(String(child));
}

function renderAttributes(props: Props): string {
  if (!props) return "";
  let out = "";
  for (const name in props) {
    // children are rendered as content; __self/__source are added by development JSX transforms.
    if (name === "children" || name === "__self" || name === "__source") continue;
    const value = props[name];
    if (value === null || value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

export function h(type: string | Component, props: Props, ...children: Child[]): Html {
  if (typeof type === "function") {
    return (
      type({ ...(props ?? {}), children: children.length <= 1 ? children[0] : children }) ?? new Html("")
    );
  }
  const open = `<${type}${renderAttributes(props)}>`;
  if (VOID_ELEMENTS.has(type)) return new Html(open);
  return new Html(`${open}${renderChild(children)}</${type}>`);
}

export function Fragment(props: { children?: Child }): Html {
  return new Html(renderChild(props.children ?? null));
}

// TypeScript finds the JSX types of a classic factory in its namespace.
export namespace h {
  export namespace JSX {
    export type Element = Html;
    export interface IntrinsicElements {
      [tag: string]: Record<string, unknown>;
    }
    export interface ElementChildrenAttribute {
      children: unknown;
    }
  }
}
