/** What can be asked for instead of a refused request: folded, as the list is long and the message says what went wrong. */
export function SupportedRequests({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="cursor-pointer font-medium">What can I ask for?</summary>
      <ul className="mt-1 list-disc pl-4">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
