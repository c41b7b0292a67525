/**
 * `npm run fidelity`: generates the fidelity corpus (tests/generator/fidelity/corpus.ts) and prints the
 * figures of issue 10's "Done when" — facts kept, invented items, other trades' words, W3C Nu errors,
 * same-type overlap, composer time — plus the most common problems, without failing.
 *
 *   npm run fidelity                  # all checks, pages in a temp dir removed afterwards
 *   npm run fidelity -- --no-nu       # skip the Nu checker (no Java needed, a few seconds faster)
 *   npm run fidelity -- --keep DIR    # keep the generated pages in DIR to look at them
 *   npm run fidelity -- --details     # every offending page with all its problems
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CORPUS, CORPUS_NOW } from "../tests/generator/fidelity/corpus.js";
import {
  figuresFor,
  findingsFor,
  formatFigures,
  generateCorpus,
  listOffenders,
  mostRepeatedLines,
  type PageFindings,
  sameTypeOverlaps,
} from "../tests/generator/fidelity/measure.js";
import { nuErrors } from "../tests/helpers/nu-checker.js";

const args = process.argv.slice(2);
const runNu = !args.includes("--no-nu");
const details = args.includes("--details");
const keepIndex = args.indexOf("--keep");
const keepDir = keepIndex >= 0 ? args[keepIndex + 1] : undefined;

/** The most frequent problems over all pages ("number 99" on 120 pages…), counted once per page. */
function commonest(findings: readonly PageFindings[], pick: (f: PageFindings) => string[], top = 8): string {
  const count = new Map<string, number>();
  for (const f of findings) for (const p of new Set(pick(f))) count.set(p, (count.get(p) ?? 0) + 1);
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([p, n]) => `  ${String(n).padStart(3)} pages: ${p}`)
    .join("\n");
}

function section(title: string, offenders: { id: string; problems: string[] }[]): string {
  if (offenders.length === 0) return `${title}: none`;
  return `${title} (${offenders.length} pages):\n${listOffenders(offenders, details ? Number.POSITIVE_INFINITY : 15, details)}`;
}

async function main() {
  const dir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(os.tmpdir(), "lpb-fidelity-report-"));
  mkdirSync(dir, { recursive: true });
  try {
    const pages = await generateCorpus(CORPUS, CORPUS_NOW, dir);
    const nu = runNu ? await nuErrors(pages.flatMap((p) => (p.file ? [p.file] : []))) : undefined;
    const findings = findingsFor(pages, CORPUS_NOW, nu);
    const overlaps = sameTypeOverlaps(pages);
    const figures = figuresFor(pages, findings, overlaps, runNu);

    console.log(`Fidelity over ${pages.length} corpus pages (${CORPUS_NOW.toISOString()}):\n`);
    console.log(formatFigures(figures));
    console.log(`\nCommonest missing facts:\n${commonest(findings, (f) => f.missing)}`);
    console.log(`\nCommonest invented items:\n${commonest(findings, (f) => f.invented)}`);
    console.log(
      `\nCommonest other trades' words:\n${commonest(findings, (f) => f.foreign.map((w) => `"${w}" (${f.kind})`))}`,
    );
    if (runNu)
      console.log(
        `\nCommonest Nu errors:\n${commonest(findings, (f) => f.nu.map((m) => m.message.slice(0, 120)))}`,
      );
    console.log(
      `\nMost repeated lines:\n${mostRepeatedLines(pages, 8)
        .map((r) => `  ${String(r.pages).padStart(3)} pages: "${r.line}"`)
        .join("\n")}`,
    );
    console.log();
    console.log(
      section(
        "Pages missing facts",
        findings.filter((f) => f.missing.length).map((f) => ({ id: f.id, problems: f.missing })),
      ),
    );
    console.log(
      section(
        "Pages with invented items",
        findings.filter((f) => f.invented.length).map((f) => ({ id: f.id, problems: f.invented })),
      ),
    );
    console.log(
      section(
        "Pages with other trades' words",
        findings
          .filter((f) => f.foreign.length)
          .map((f) => ({ id: `${f.id} [${f.kind}]`, problems: f.foreign })),
      ),
    );
    const similar = overlaps.sameIndustry
      .filter((o) => o.overlap >= 0.25)
      .sort((a, b) => b.overlap - a.overlap);
    console.log(
      section(
        "Same type+industry pairs sharing ≥ 25%",
        similar.map((o) => ({ id: `${o.a} vs ${o.b}`, problems: [`${(o.overlap * 100).toFixed(0)}%`] })),
      ),
    );
    if (keepDir) console.log(`\nPages kept in ${dir}`);
  } finally {
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
