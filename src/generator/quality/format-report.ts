/** Renders a quality report as plain text, for the LLM repair prompt and the CLI. */
import type { QualityReport } from "../types.js";

export function formatReport(report: QualityReport): string {
  const errors = report.issues.filter((issue) => issue.severity === "error");
  const warnings = report.issues.filter((issue) => issue.severity === "warning");
  const lines = [
    `Quality: ${report.ok ? "passed" : "FAILED"} — ${errors.length} error(s), ${warnings.length} warning(s); ` +
      `${report.sizeBytes} bytes (${report.gzipBytes} gzipped); sections: ${report.sections.join(", ") || "none"}`,
  ];
  for (const issue of [...errors, ...warnings]) {
    lines.push(`- [${issue.severity}] ${issue.check}: ${issue.message}`);
  }
  return lines.join("\n");
}
