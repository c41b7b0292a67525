/**
 * Command words typed in a hurry ("chnage the headlin to Breathe in Bristol"): a word one slip away from a
 * word of the commands (a letter missing, added, changed or two swapped) is read as that word. Only the
 * command part before the new text is read this way, and only when the request as typed is not understood.
 */
const COMMAND_WORDS = [
  "change",
  "remove",
  "delete",
  "rename",
  "replace",
  "update",
  "headline",
  "heading",
  "subheadline",
  "subtitle",
  "button",
  "phone",
  "number",
  "email",
  "address",
  "section",
  "price",
  "prices",
  "testimonials",
  "reviews",
  "gallery",
  "colour",
  "color",
  "opening",
  "hours",
  "question",
  "answer",
  "theme",
  "bigger",
  "smaller",
  "darker",
  "lighter",
];

/** One slip apart: a letter missing, added or changed, or two neighbours swapped. */
function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    return (
      diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]
    );
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** The request with its command words spelt right, or undefined when none was mistyped. */
export function withTyposRead(request: string): string | undefined {
  // The new text starts at " to ", a colon or a quote: the owner's words there are never respelt.
  const cut = request.search(/\s+(?:to|into|as)\s+|[:"“'‘]/i);
  const head = cut < 0 ? request : request.slice(0, cut);
  let changed = false;
  const read = head.replace(/\p{L}{5,}/gu, (typed) => {
    const lower = typed.toLowerCase();
    if (COMMAND_WORDS.includes(lower)) return typed;
    const meant = COMMAND_WORDS.find((word) => word[0] === lower[0] && oneSlip(lower, word));
    if (!meant) return typed;
    changed = true;
    return meant;
  });
  return changed ? read + (cut < 0 ? "" : request.slice(cut)) : undefined;
}
