import { describe, expect, it } from "vitest";
import { deferHydrationUntilFirstPaint } from "./defer-hydration";

// The shape React Router 8 prerenders (head preloads, then the module bootstrap at the end of the body).
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head>',
  "<body><h1>Hello</h1><script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/home-4.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

function bootstrapOf(html: string): string {
  const match = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no bootstrap");
  return match[1];
}

describe("deferHydrationUntilFirstPaint", () => {
  it("removes the head's module preloads and leaves the rest of the page as it was", () => {
    const html = deferHydrationUntilFirstPaint(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain("<body><h1>Hello</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the first paint, then preloads, imports in order and starts the entry last", () => {
    const lines = bootstrapOf(deferHydrationUntilFirstPaint(PAGE)).split("\n");
    expect(lines[0]).toContain("requestAnimationFrame(() => requestAnimationFrame(resolve))");
    expect(lines[1]).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]',
    );
    expect(lines[1]).toContain('rel: "modulepreload"');
    expect(lines.slice(2)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/home-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js");',
    ]);
  });

  it("runs the rewritten bootstrap to the same result as the original", async () => {
    const loaded: string[] = [];
    const head: { rel: string; href: string }[] = [];
    const scope = {
      window: {} as Record<string, unknown>,
      document: {
        head: { append: (link: { rel: string; href: string }) => head.push(link) },
        createElement: () => ({}),
      },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      load: async (url: string) => {
        loaded.push(url);
        return { url };
      },
    };
    const body = bootstrapOf(deferHydrationUntilFirstPaint(PAGE)).replaceAll("import(", "load(");
    const run = new Function(...Object.keys(scope), `return (async () => {\n${body}\n})();`);
    await run(...Object.values(scope));
    expect(head.map((link) => link.href)).toHaveLength(4);
    expect(head.every((link) => link.rel === "modulepreload")).toBe(true);
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("leaves a page without a React Router bootstrap unchanged", () => {
    const html = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(deferHydrationUntilFirstPaint(html)).toBe(html);
  });

  it("fails the build when React Router's bootstrap has a statement it does not know", () => {
    const changed = PAGE.replace(
      'import("/assets/entry.client-2.js");',
      'bootstrap("/assets/entry.client-2.js");',
    );
    expect(() => deferHydrationUntilFirstPaint(changed)).toThrow(/unexpected statement/);
  });

  it("fails the build when the bootstrap lost its entry import", () => {
    const changed = PAGE.replace('import("/assets/entry.client-2.js");', "");
    expect(() => deferHydrationUntilFirstPaint(changed)).toThrow(/changed shape/);
  });
});
