/** Small statistics and formatting helpers for the benchmarks (pure, unit-tested in stats.test.ts). */

/** The p-th percentile (nearest rank) of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The median of unsorted values (the mean of the middle two for an even count); NaN when empty. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A target: the measured value must be at least (`min`) or at most (`max`) `value`. */
export type Target = { min: number } | { max: number };

export function meetsTarget(value: number, target: Target): boolean {
  if (!Number.isFinite(value)) return false;
  return "min" in target ? value >= target.min : value <= target.max;
}

export function describeTarget(target: Target, unit = ""): string {
  return "min" in target ? `≥ ${target.min}${unit}` : `≤ ${target.max}${unit}`;
}

/** A number with few significant digits: 0.062, 1.4, 541, 8513. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const abs = Math.abs(value);
  if (abs >= 100) return String(Math.round(value));
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

/** Renders rows as a Markdown table with the columns padded to line up in a terminal. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (c ?? "").padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}
