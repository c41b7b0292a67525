/** axe-core in a page opened with playwright-core: loaded once per test file, injected into each page. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeResultViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe.run(document, options) in the page shown; its violations as axe reports them. */
export async function axeViolations(page: Page, options: object): Promise<AxeResultViolation[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's pages forbid inline scripts
  // they do not list by hash (Content-Security-Policy), and a test must not weaken that policy.
  await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, runOptions)) as { violations: AxeResultViolation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  }, options);
}

/** "color-contrast (serious) at .hero a, …" for each serious or critical violation of the page shown. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { resultTypes: ["violations"] });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}) at ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
