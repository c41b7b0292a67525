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

/**
 * Leads as a CSV stream (fixed columns, then one column per field name in the order the names first
 * appear) that reads one batch of leads when the client is ready for more: memory stays
 * one batch (inbox.ts leadsForExport), not the whole inbox, however many leads it holds.
 */
export function leadsCsvStream(
  names: string[],
  batches: AsyncIterator<LeadRow[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader(names)));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(row, names)).join("")));
    },
    async cancel() {
      await batches.return?.(undefined);
    },
  });
}

const csvHeader = (names: string[]) =>
  `\uFEFF${["Received (UTC)", "Page", "Page address", "Form", ...names].map(csvCell).join(",")}\r\n`;

function csvLine(row: LeadRow, names: string[]): string {
  const values = new Map<string, string>();
  for (const [name, value] of row.fields) {
    // A name sent twice (checkbox groups) keeps every answer.
    values.set(name, values.has(name) ? `${values.get(name)}; ${value}` : value);
  }
  const cells = [
    row.createdAt.toISOString(),
    row.pageTitle,
    row.pageUrl ?? "",
    row.formId,
    ...names.map((name) => values.get(name) ?? ""),
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}
