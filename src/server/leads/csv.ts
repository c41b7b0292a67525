/**
 * Leads as CSV (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break,
 * quotes doubled), with a UTF-8 byte-order mark so spreadsheet programs read accents right. A cell that
 * starts with = + - @ (or a tab / carriage return / line feed), also after leading spaces and in the
 * full-width forms some spreadsheets read as the same signs (＝ ＋ － ＠), gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
import type { LeadRow } from "./inbox.js";

const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Fixed columns, then one column per field name in the order the names first appear. */
export function leadsToCsv(rows: LeadRow[]): string {
  const names: string[] = [];
  for (const row of rows) for (const [name] of row.fields) if (!names.includes(name)) names.push(name);
  const header = ["Received (UTC)", "Page", "Page address", "Form", ...names];
  const lines = rows.map((row) => {
    const values = new Map<string, string>();
    for (const [name, value] of row.fields) {
      // A name sent twice (checkbox groups) keeps every answer.
      values.set(name, values.has(name) ? `${values.get(name)}; ${value}` : value);
    }
    return [
      row.createdAt.toISOString(),
      row.pageTitle,
      row.pageUrl ?? "",
      row.formId,
      ...names.map((name) => values.get(name) ?? ""),
    ];
  });
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
