/**
 * Splits one message into separate requests: sentences, "and", "then", commas. Quoted text is kept
 * whole ("change the headline to 'Fast, friendly care'"), and a fragment that only continues the
 * previous request's new text ("set the headline to Fast and friendly") is glued back on by the caller.
 */

const SEPARATORS =
  /((?<=[.!?;])\s+|\n+|,\s*(?:and\s+|then\s+)?|\s+and\s+then\s+|\s+and\s+|\s+then\s+|\s+also\s+)/i;

export interface RequestPart {
  text: string;
  /** The separator that preceded it in the message (", ", " and "), to glue text back together. */
  joiner: string;
}

export function splitRequests(message: string): RequestPart[] {
  const quoted: string[] = [];
  const masked = message.replace(/(["“”'‘’])([^"“”'‘’]*?)\1|“([^”]*)”|‘([^’]*)’/g, (m) => {
    quoted.push(m);
    return `\uE000${quoted.length - 1}\uE000`;
  });
  const pieces = masked.split(SEPARATORS);
  const parts: RequestPart[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i]
      .replace(/\uE000(\d+)\uE000/g, (_, n) => quoted[Number(n)])
      .trim()
      .replace(/^(?:please|and|then|also|finally|lastly)\s+/i, "")
      .replace(/[.!;]+$/, "")
      .trim();
    if (text) parts.push({ text, joiner: (pieces[i - 1] ?? " ").replace(/\n+/g, " ") });
  }
  return parts;
}

/** Text a person asked for, without surrounding quotes. */
export function unquote(text: string): string {
  return text
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/g, "")
    .trim();
}
