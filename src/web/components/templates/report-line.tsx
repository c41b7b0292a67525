/**
 * One line of a change report in the owner's words. A colour the engine names by its code ("#16a34a")
 * gets a small swatch beside it, so "Changed the brand colour to green (#16a34a)" is seen, not decoded.
 * The swatch has no text: the line reads the same to a screen reader and to tests.
 */
const HEX = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/giu;

function ReportLine({ line }: { line: string }) {
  const parts: (string | { colour: string })[] = [];
  let last = 0;
  for (const match of line.matchAll(HEX)) {
    parts.push(line.slice(last, match.index), { colour: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(line.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <span key={index} className="whitespace-nowrap">
            <span
              aria-hidden="true"
              data-testid="report-swatch"
              className="mr-1 inline-block size-3 translate-y-px rounded-sm border border-black/15 align-baseline"
              style={{ backgroundColor: part.colour }}
            />
            {part.colour}
          </span>
        ),
      )}
    </>
  );
}

/** The lines of a change report (what was done, or what was not), one list item each. */
export function ReportLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <li key={line}>
      <ReportLine line={line} />
    </li>
  ));
}
