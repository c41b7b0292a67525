/**
 * Cutting a message into clauses: at new lines, sentence ends and semicolons always; at commas, "and",
 * "then" always, after "and" or a comma "also" too, and otherwise only when what follows starts a new command (a verb, a size word, "we …"). So lists
 * ("A, B and C"), prices ("£4.50"), times ("8:00–13:00") and quoted text stay whole.
 */
import type { LanguagePack } from "../lang/types.js";
import { findCommand, norm } from "./text.js";
import { maskQuotes } from "./values.js";

function startsCommand(rest: string, packs: LanguagePack[], inList: boolean): boolean {
  const text = norm(rest)
    .replace(/^[\s,]+/, "")
    .replace(/^(?:please|pls|can you|could you|can we|could we|also|and|then)\s+/, "");
  // Inside a list after a colon ("Small dog £35, Large dog £60") only a command verb starts a clause.
  const verbs = packs.flatMap((p) => Object.values(p.verbs).flat());
  if (inList) {
    const verb = findCommand(text.split(" ").slice(0, 3).join(" "), verbs);
    return verb !== null && verb.index === 0;
  }
  const starters = packs.flatMap((p) => [
    ...verbs,
    ...p.sizes.bigger,
    ...p.sizes.smaller,
    ...p.sizes.more,
    ...p.sizes.less,
    ...p.filler.filter((f) => f.includes(" ")),
    ...p.grammar.open,
    ...p.grammar.closed,
  ]);
  const first = findCommand(text.split(" ").slice(0, 3).join(" "), starters);
  if (first && first.index === 0) return true;
  return /^(?:we|we're|we are|i|i'm|our\s+\w+\s+(?:is|are))\b/.test(text);
}

export function splitClauses(message: string, packs: LanguagePack[]): string[] {
  const masked = maskQuotes(message);
  const cuts: number[] = [0];
  const hard = /\n+|;\s*|(?<=[.!?])\s+(?=\S)/g;
  for (const m of masked.matchAll(hard)) {
    // "£4.50", "8.30", "e.g. x", "Dr. Tom": a full stop followed by a lower-case letter or digit is no end.
    const after = masked.slice(m.index + m[0].length);
    if (m[0].trim() === "" && /^[a-z0-9]/.test(after) && masked[m.index - 1] === ".") continue;
    // "question: …? answer: …" stays one clause.
    if (/^(?:answer|a)\s*:/i.test(after)) continue;
    // Initials and titles ("Sam P.", "Dr. Tom") end no sentence.
    if (
      /(?:^|\s)(?:\p{Lu}|dr|mr|mrs|ms|st|no|nr|e\.g|etc)\.$/iu.test(
        masked.slice(Math.max(0, m.index - 5), m.index),
      ) &&
      /\p{Lu}\.$|\b(?:dr|mr|mrs|ms|st|no|nr)\.$/iu.test(masked.slice(0, m.index))
    )
      continue;
    cuts.push(m.index, m.index + m[0].length);
  }
  const soft = /,\s*|\s+(?:and|then|also|und|et|y|e|en|és|i|oraz)\s+|\s+&\s+/gi;
  for (const m of masked.matchAll(soft)) {
    const rest = masked.slice(m.index + m[0].length);
    // "then" and "also" join commands, never list items: they always cut.
    const joinsCommands =
      /^\s*then\s*$/i.test(m[0]) || (/^(?:,|\s+and\b)/i.test(m[0]) && /^(?:then|also)\b/i.test(rest));
    const lastHard = Math.max(0, ...cuts.filter((c) => c <= m.index));
    const inList = masked.slice(lastHard, m.index).includes(":");
    if (joinsCommands || startsCommand(rest, packs, inList)) cuts.push(m.index, m.index + m[0].length);
  }
  cuts.push(message.length);
  const sorted = [...new Set(cuts)].sort((a, b) => a - b);
  const clauses: string[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const part = message.slice(sorted[i], sorted[i + 1]).trim();
    if (part.replace(/^[\s,;.]+|[\s,;.]+$/g, "").length > 0 && !/^(?:and|then|also|,|;|&)$/i.test(part))
      clauses.push(part.replace(/^(?:and|then|also)\s+/i, "").replace(/[\s,;]+$/, ""));
  }
  return joinFragments(clauses, message);
}

/** A piece that only says who ("we're", "I") is no clause of its own: it joins the next one as written. */
function joinFragments(clauses: string[], message: string): string[] {
  const joined: string[] = [];
  for (let i = 0; i < clauses.length; i += 1) {
    const part = clauses[i]!;
    const next = clauses[i + 1];
    if (next !== undefined && /^(?:we|we're|we are|i|i'm|i am|it|it's|our \w+)$/i.test(norm(part))) {
      const start = message.indexOf(part);
      const end = message.indexOf(next, start + part.length);
      clauses[i + 1] = start >= 0 && end >= 0 ? message.slice(start, end + next.length) : `${part} ${next}`;
      continue;
    }
    joined.push(part);
  }
  return joined;
}
