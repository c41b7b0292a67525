/** One piece of inline copy after parsing the `**bold**`, `` `code` `` and `[label](href)` marks. */
export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "bold"; children: InlineToken[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: InlineToken[] };

const MARK = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits copy into text, bold, code and link tokens. Unmatched marks stay plain text. */
export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(MARK)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", text: source.slice(last, index) });
    const [, bold, code, label, href] = match;
    if (bold !== undefined) tokens.push({ kind: "bold", children: parseInline(bold) });
    else if (code !== undefined) tokens.push({ kind: "code", text: code });
    else tokens.push({ kind: "link", href: href ?? "", children: parseInline(label ?? "") });
    last = index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}
