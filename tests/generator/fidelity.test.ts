/**
 * Fidelity of the composer over the corpus (issue 10): 216 pages of 12 types × 18 industries plus second
 * descriptions for some pairs, each checked against its own description. Every check reports all its
 * offending pages in one assertion (at most 15 listed, with the first problem each), and the figures of
 * the whole run are printed, so a failing run reads as a to-do list. `npm run fidelity` prints the same
 * figures without failing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../src/core/page-options.js";
import { BUSINESS_KINDS } from "../../src/generator/brief/types.js";
import { type NuMessage, nuErrors } from "../helpers/nu-checker.js";
import { sourceText } from "./fidelity/checks.js";
import { CORPUS, CORPUS_NOW, MATRIX_CORPUS, SECOND_CORPUS } from "./fidelity/corpus.js";
import {
  figuresFor,
  findingsFor,
  formatFigures,
  type GeneratedPage,
  generateCorpus,
  listOffenders,
  mostRepeatedLines,
  type PageFindings,
  sameTypeOverlaps,
} from "./fidelity/measure.js";

const MAX_OVERLAP = 0.25;

let dir = "";
let pages: GeneratedPage[] = [];
let findings: PageFindings[] = [];
let nu: Map<string, NuMessage[]> | undefined;
let plantedFile = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lpb-fidelity-"));
  pages = await generateCorpus(CORPUS, CORPUS_NOW, dir);
  findings = findingsFor(pages, CORPUS_NOW);
}, 240_000);

afterAll(() => {
  if (pages.length) {
    const figures = figuresFor(pages, findings, sameTypeOverlaps(pages), nu !== undefined);
    const repeated = mostRepeatedLines(pages, 3)
      .map((r) => `  ${r.pages} pages: "${r.line}"`)
      .join("\n");
    console.log(
      `Fidelity over ${pages.length} corpus pages:\n${formatFigures(figures)}\nMost repeated lines:\n${repeated}`,
    );
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One assertion for all pages: passes when no page has problems, else lists them. */
function expectNoOffenders(what: string, offenders: { id: string; problems: string[] }[], summary = "") {
  const message = `${offenders.length} of ${findings.length} pages ${what}${summary ? ` (${summary})` : ""}:\n${listOffenders(offenders)}`;
  expect(offenders.length, message).toBe(0);
}

describe("the fidelity corpus", () => {
  it("has one description per page type × industry, 36+ second descriptions, valid kinds and verbatim facts", () => {
    const ids = new Set(MATRIX_CORPUS.map((e) => e.id));
    const pairs = LANDING_PAGE_TYPES.flatMap((t) => INDUSTRIES.map((i) => `${t}/${i}`));
    expect(pairs.filter((id) => !ids.has(id))).toEqual([]);
    expect(MATRIX_CORPUS).toHaveLength(216);
    expect(SECOND_CORPUS.length).toBeGreaterThanOrEqual(36);
    for (const second of SECOND_CORPUS) expect(ids).toContain(second.id.replace(/#2$/, ""));
    expect(CORPUS.filter((e) => !(BUSINESS_KINDS as readonly string[]).includes(e.kind))).toEqual([]);
    const notVerbatim = CORPUS.flatMap((e) =>
      e.facts
        .filter((f) => typeof f === "string" && !sourceText(e.request).includes(f))
        .map((f) => `${e.id}: ${f}`),
    );
    expect(notVerbatim).toEqual([]);
    // Enough facts to matter: at least 30% of descriptions carry three or more.
    expect(CORPUS.filter((e) => e.facts.length >= 3).length / CORPUS.length).toBeGreaterThanOrEqual(0.3);
  });
});

describe("composer fidelity over the corpus", () => {
  it("generates every page", () => {
    const failed = pages.filter((p) => p.html === undefined);
    expectNoOffenders(
      "failed to generate",
      failed.map((p) => ({ id: p.entry.id, problems: [p.error ?? "unknown error"] })),
    );
  });

  it("keeps every fact of each description (outside placeholders)", () => {
    const total = findings.reduce((n, f) => n + f.factsTotal, 0);
    const lost = findings.reduce((n, f) => n + f.missing.length, 0);
    expectNoOffenders(
      "miss facts of their description",
      findings
        .filter((f) => f.missing.length)
        .map((f) => ({ id: f.id, problems: f.missing.map((m) => `missing "${m}"`) })),
      `${total - lost} of ${total} facts kept`,
    );
  });

  it("invents nothing: no number, quote, rating, guarantee or logo strip the description does not give", () => {
    const total = findings.reduce((n, f) => n + f.invented.length, 0);
    expectNoOffenders(
      "say what their description does not",
      findings.filter((f) => f.invented.length).map((f) => ({ id: f.id, problems: f.invented })),
      `${total} invented items`,
    );
  });

  it("uses no other trade's words (by business kind)", () => {
    const total = findings.reduce((n, f) => n + f.foreign.length, 0);
    expectNoOffenders(
      "use other trades' words",
      findings
        .filter((f) => f.foreign.length)
        .map((f) => ({ id: `${f.id} [${f.kind}]`, problems: f.foreign.map((w) => `"${w}"`) })),
      `${total} hits`,
    );
  });

  it("gives two customers with the same type and industry different pages (< 25% shared lines)", () => {
    const { sameIndustry } = sameTypeOverlaps(pages);
    expect(sameIndustry.length).toBe(
      pages.filter((p) => p.html !== undefined && p.entry.id.includes("#")).length,
    );
    const similar = sameIndustry
      .filter((o) => o.overlap >= MAX_OVERLAP)
      .sort((x, y) => y.overlap - x.overlap);
    expect(
      similar.length,
      `${similar.length} of ${sameIndustry.length} same-type pairs share ≥ 25% of their lines:\n${listOffenders(
        similar.map((o) => ({
          id: `${o.a} vs ${o.b}`,
          problems: [`${(o.overlap * 100).toFixed(0)}% shared`],
        })),
      )}`,
    ).toBe(0);
  });

  it("is valid HTML: 0 errors from the W3C Nu checker (one JVM run over all pages)", async () => {
    // A planted error proves the checker runs and reports: without it, 0 errors could mean "not checked".
    plantedFile = path.join(dir, "planted-invalid.html");
    writeFileSync(
      plantedFile,
      '<!doctype html><html lang="en"><title>x</title><p><time>6:00 PM</time></p></html>',
    );
    const files = pages.flatMap((p) => (p.file ? [p.file] : []));
    nu = await nuErrors([...files, plantedFile]);
    expect(nu.get(path.resolve(plantedFile))?.[0]?.message).toMatch(/time/);
    findings = findingsFor(pages, CORPUS_NOW, nu);
    const withErrors = findings.filter((f) => f.generated && f.nu.length);
    const total = withErrors.reduce((n, f) => n + f.nu.length, 0);
    expectNoOffenders(
      "have Nu errors",
      withErrors.map((f) => ({
        id: f.id,
        problems: f.nu.map((m) => `${m.message.slice(0, 160)}${m.extract ? ` [${m.extract.trim()}]` : ""}`),
      })),
      `${total} errors`,
    );
  }, 420_000);
});
