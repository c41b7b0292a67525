/**
 * Generates the corpus pages and measures them: the figures of issue 10's "Done when" (facts kept,
 * invented items, other trades' words, Nu errors, same-type overlap, composer time). Shared by the
 * fidelity test (tests/generator/fidelity.test.ts) and `npm run fidelity` (scripts/fidelity-report.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { percentile } from "../../../bench/stats.js";
import { generatePage } from "../../../src/generator/index.js";
import type { PageRequest } from "../../../src/generator/types.js";
import type { NuMessage } from "../../helpers/nu-checker.js";
import { comparableLines, foreignWords, inventedItems, lineShare, missingFacts } from "./checks.js";
import type { CorpusEntry } from "./corpus-types.js";

export interface GeneratedPage {
  entry: CorpusEntry;
  /** Absent when generation failed (then `error` says why). */
  html?: string;
  error?: string;
  /** Where the page was written, for the Nu checker and for a look by hand. */
  file?: string;
  /** Composing only (between the "composing" and "checking" progress events), in ms. */
  composeMs?: number;
  /** The whole generatePage call (compose and quality gates), in ms. */
  totalMs: number;
}

/** File name of an entry's page: "event-registration_food.html", "…_food_2.html". */
export function pageFileName(entry: CorpusEntry): string {
  return `${entry.id.replace(/[/#]+/g, "_")}.html`;
}

/**
 * Generates every entry's page with a fixed clock, writing each to `dir`. A failed generation is
 * recorded, not thrown, so one bad page does not hide the figures of the others.
 */
export async function generateCorpus(
  entries: readonly CorpusEntry[],
  now: Date,
  dir: string,
): Promise<GeneratedPage[]> {
  // Warm-up: the first calls pay for module loading and JIT, which is not the composer's speed.
  for (const entry of entries.slice(0, 5)) await generatePage(asPageRequest(entry), { now }).catch(() => {});
  const pages: GeneratedPage[] = [];
  for (const entry of entries) {
    let composeStart = 0;
    let composeMs: number | undefined;
    const start = performance.now();
    try {
      const page = await generatePage(asPageRequest(entry), {
        now,
        onProgress: (event) => {
          if (event.stage === "composing") composeStart = performance.now();
          if (event.stage === "checking" && composeStart) composeMs = performance.now() - composeStart;
        },
      });
      const totalMs = performance.now() - start;
      const file = path.join(dir, pageFileName(entry));
      writeFileSync(file, page.html);
      pages.push({ entry, html: page.html, file, composeMs, totalMs });
    } catch (error) {
      pages.push({ entry, error: (error as Error).message, totalMs: performance.now() - start });
    }
  }
  return pages;
}

/** The corpus request as the engine takes it (timeZone rides along for engines that read it). */
function asPageRequest(entry: CorpusEntry): PageRequest {
  return { ...entry.request, logoOption: "generate", logoData: null } as PageRequest;
}

export interface PageFindings {
  id: string;
  kind: string;
  generated: boolean;
  factsTotal: number;
  missing: string[];
  invented: string[];
  foreign: string[];
  nu: NuMessage[];
}

/** Every check on every page; `nu` maps page files to their Nu errors (omit to skip that check). */
export function findingsFor(
  pages: readonly GeneratedPage[],
  now: Date,
  nu?: Map<string, NuMessage[]>,
): PageFindings[] {
  return pages.map(({ entry, html, file, error }) => {
    const base = { id: entry.id, kind: entry.kind, factsTotal: entry.facts.length };
    if (html === undefined) {
      const failed = `generation failed: ${error}`;
      return {
        ...base,
        generated: false,
        missing: entry.facts.map(String),
        invented: [],
        foreign: [],
        nu: [{ message: failed }],
      };
    }
    return {
      ...base,
      generated: true,
      missing: missingFacts(html, entry.facts),
      invented: inventedItems(html, entry.request, now),
      foreign: foreignWords(html, entry.kind, entry.request),
      nu: (file && nu?.get(path.resolve(file))) || [],
    };
  });
}

export interface OverlapPair {
  a: string;
  b: string;
  /** The larger of the two one-way shares of comparable lines. */
  overlap: number;
}

function pairOverlap(a: GeneratedPage, b: GeneratedPage, lines: Map<string, string[]>): OverlapPair {
  const la = lines.get(a.entry.id) ?? [];
  const lb = lines.get(b.entry.id) ?? [];
  return { a: a.entry.id, b: b.entry.id, overlap: Math.max(lineShare(la, lb), lineShare(lb, la)) };
}

/**
 * Overlaps between pages of the same type: `sameIndustry` pairs each second description with the first
 * of its type × industry (the issue's < 25% rule); `otherIndustry` compares every two first descriptions
 * of the same type across industries (for information: a shared template shows up there first).
 */
export function sameTypeOverlaps(pages: readonly GeneratedPage[]): {
  sameIndustry: OverlapPair[];
  otherIndustry: OverlapPair[];
} {
  const ok = pages.filter((p) => p.html !== undefined);
  const lines = new Map(ok.map((p) => [p.entry.id, comparableLines(p.html!)]));
  const byId = new Map(ok.map((p) => [p.entry.id, p]));
  const sameIndustry: OverlapPair[] = [];
  for (const page of ok) {
    const [firstId, suffix] = page.entry.id.split("#");
    const first = suffix ? byId.get(firstId!) : undefined;
    if (first) sameIndustry.push(pairOverlap(first, page, lines));
  }
  const firsts = ok.filter((p) => !p.entry.id.includes("#"));
  const otherIndustry: OverlapPair[] = [];
  for (let i = 0; i < firsts.length; i++) {
    for (let j = i + 1; j < firsts.length; j++) {
      const a = firsts[i]!;
      const b = firsts[j]!;
      if (a.entry.request.landingPageType === b.entry.request.landingPageType) {
        otherIndustry.push(pairOverlap(a, b, lines));
      }
    }
  }
  return { sameIndustry, otherIndustry };
}

/** Lines (three words or more) that appear on the most pages: stock phrases every customer gets. */
export function mostRepeatedLines(
  pages: readonly GeneratedPage[],
  top = 5,
): { line: string; pages: number }[] {
  const count = new Map<string, number>();
  for (const page of pages) {
    if (page.html === undefined) continue;
    for (const line of new Set(comparableLines(page.html))) count.set(line, (count.get(line) ?? 0) + 1);
  }
  return [...count.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, top)
    .map(([line, n]) => ({ line, pages: n }));
}

export interface Figures {
  pages: number;
  failed: number;
  factsKept: number;
  factsTotal: number;
  pagesMissingFacts: number;
  invented: number;
  pagesWithInvented: number;
  foreign: number;
  pagesWithForeign: number;
  /** Undefined when the Nu checker was not run. */
  nuPages?: number;
  nuErrors?: number;
  overlapMax: number;
  overlapMean: number;
  otherIndustryOverlapMax: number;
  otherIndustryOverlapMean: number;
  composeP50: number;
  composeP99: number;
  totalP50: number;
  totalP99: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);

export function figuresFor(
  pages: readonly GeneratedPage[],
  findings: readonly PageFindings[],
  overlaps: ReturnType<typeof sameTypeOverlaps>,
  nuRan: boolean,
): Figures {
  const factsTotal = findings.reduce((n, f) => n + f.factsTotal, 0);
  const sorted = (xs: (number | undefined)[]) =>
    xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  const compose = sorted(pages.map((p) => (p.html === undefined ? undefined : p.composeMs)));
  const total = sorted(pages.map((p) => (p.html === undefined ? undefined : p.totalMs)));
  const same = overlaps.sameIndustry.map((o) => o.overlap);
  const other = overlaps.otherIndustry.map((o) => o.overlap);
  return {
    pages: pages.length,
    failed: findings.filter((f) => !f.generated).length,
    factsKept: factsTotal - findings.reduce((n, f) => n + f.missing.length, 0),
    factsTotal,
    pagesMissingFacts: findings.filter((f) => f.missing.length).length,
    invented: findings.reduce((n, f) => n + f.invented.length, 0),
    pagesWithInvented: findings.filter((f) => f.invented.length).length,
    foreign: findings.reduce((n, f) => n + f.foreign.length, 0),
    pagesWithForeign: findings.filter((f) => f.foreign.length).length,
    ...(nuRan
      ? {
          nuPages: findings.filter((f) => f.generated && f.nu.length).length,
          nuErrors: findings.reduce((n, f) => n + (f.generated ? f.nu.length : 0), 0),
        }
      : {}),
    overlapMax: max(same),
    overlapMean: mean(same),
    otherIndustryOverlapMax: max(other),
    otherIndustryOverlapMean: mean(other),
    composeP50: percentile(compose, 50),
    composeP99: percentile(compose, 99),
    totalP50: percentile(total, 50),
    totalP99: percentile(total, 99),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const ms = (x: number) => (Number.isNaN(x) ? "n/a" : `${x.toFixed(2)} ms`);

/** The figures as a two-column table, in the order of the "Done when". */
export function formatFigures(f: Figures): string {
  const rows: [string, string, string][] = [
    ["pages generated", `${f.pages - f.failed} / ${f.pages}`, "all"],
    ["facts kept", `${f.factsKept} / ${f.factsTotal} (${f.pagesMissingFacts} pages miss some)`, "all"],
    ["invented items", `${f.invented} on ${f.pagesWithInvented} pages`, "0"],
    ["other trades' words", `${f.foreign} on ${f.pagesWithForeign} pages`, "0"],
    [
      "W3C Nu errors",
      f.nuPages === undefined ? "not run" : `${f.nuErrors} errors on ${f.nuPages} pages`,
      "0",
    ],
    ["same type+industry overlap", `max ${pct(f.overlapMax)}, mean ${pct(f.overlapMean)}`, "< 25%"],
    [
      "same type, other industry",
      `max ${pct(f.otherIndustryOverlapMax)}, mean ${pct(f.otherIndustryOverlapMean)}`,
      "(info)",
    ],
    ["compose time per page", `p50 ${ms(f.composeP50)}, p99 ${ms(f.composeP99)}`, "p50 ≤ 5 ms"],
    ["generatePage incl. gates", `p50 ${ms(f.totalP50)}, p99 ${ms(f.totalP99)}`, "(info)"],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  return rows.map(([a, b, c]) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  target ${c}`).join("\n");
}

/**
 * At most `limit` offending pages, one line each with its first problem and how many more it has (or
 * every problem), and how many pages were left off: a failing check stays readable.
 */
export function listOffenders(
  offenders: readonly { id: string; problems: readonly string[] }[],
  limit = 15,
  everyProblem = false,
): string {
  const shown = offenders.slice(0, limit).map(({ id, problems }) => {
    if (everyProblem) return `  ${id}: ${problems.join("; ")}`;
    const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : "";
    return `  ${id}: ${problems[0]}${more}`;
  });
  if (offenders.length > limit) shown.push(`  … and ${offenders.length - limit} more pages`);
  return shown.join("\n");
}
