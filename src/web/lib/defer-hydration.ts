/**
 * Rewrites a prerendered page so its JavaScript starts loading after the first paint (decision 0005).
 *
 * React Router puts a module preload for every script the page needs in the head and a module script that
 * imports them and then the client entry. The page is complete HTML already, so nothing on screen waits
 * for that JavaScript; fetching and running it before the first paint only makes the first paint later on
 * a slow phone. The rewritten bootstrap waits for the first frame, then adds the same preloads, imports
 * the same modules in the same order and starts the same entry, so hydration is unchanged, only later.
 *
 * The bootstrap's shape is React Router's; if it ever changes, this throws at build time rather than
 * shipping pages that do not hydrate.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;

// The bootstrap's statements, as React Router writes them.
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{[^;]*\};$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * Waits until the first frame has been shown: requestAnimationFrame does not run while the stylesheet still
 * blocks rendering, and a callback in the following frame runs after the first one was presented. A tab
 * opened in the background paints nothing until it is shown, so it also hydrates then.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));";

/** The rewritten page, or the page unchanged when it has no React Router bootstrap (nothing to defer). */
export function deferHydrationUntilFirstPaint(html: string): string {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return html;
  if (bootstraps.length > 1) throw new Error("defer-hydration: more than one module bootstrap in the page");

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const imports: { name?: string; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const statement of bootstraps[0][1].split("\n").map((line) => line.trim())) {
    if (statement === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(statement);
    const namespace = NAMESPACE_IMPORT.exec(statement);
    const entryImport = ENTRY_IMPORT.exec(statement);
    if (sideEffect) imports.push({ url: sideEffect[1] });
    else if (namespace) imports.push({ name: namespace[1], url: namespace[2] });
    else if (ROUTE_MODULES.test(statement)) routeModules = statement;
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`defer-hydration: unexpected statement in React Router's bootstrap: ${statement}`);
  }
  if (!routeModules || !entry) throw new Error("defer-hydration: React Router's bootstrap changed shape");

  const script = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // One at a time, as the static imports ran; the preloads above already fetch them all in parallel.
    ...imports.map(({ name, url }) =>
      name
        ? `const ${name} = await import(${JSON.stringify(url)});`
        : `await import(${JSON.stringify(url)});`,
    ),
    routeModules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, () => `<script type="module" async="">${script}</script>`);
}
