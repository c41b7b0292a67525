/**
 * A contact detail said as its new value: "phone is now 01904 555 999", "new email: orders@…", "die
 * Telefonnummer ist 08322 12345", "stell die Telefonnummer auf …". Added when the page has none, else the
 * page's one (of the role named, when several phones) changed. The new value is the owner's, never guessed.
 */
import type { FactKind } from "../ops/schema.js";
import { replacedFact, setsFactTo } from "./contact-role.js";
import { has, type Reading, wordsOf } from "./reading.js";
import { findPhrase } from "./text.js";
import { emails, phones, urls } from "./values.js";

export function contactChange(r: Reading) {
  // "die Telefonnummer ist 08322 12345", "notre e-mail est …": a contact detail said as "<noun> is <value>".
  // "stell die Telefonnummer auf …": the fact's noun then "to" before the value sets it too.
  const nowOrChange = has(r, (p) => [...p.grammar.now, ...p.grammar.new, ...p.verbs.change, ...p.grammar.is]);
  const phone = phones(r.raw)[0];
  const email = emails(r.raw)[0];
  const setTo = (kind: "phone" | "email", value?: string) => !!value && setsFactTo(r, kind, value);
  if (!nowOrChange && !setTo("phone", phone) && !setTo("email", email)) return null;
  const read: [FactKind, string | undefined][] = [
    ["email", email],
    ["url", urls(r.raw)[0]],
    ["phone", phone],
  ];
  for (const [kind, to] of read) {
    if (!to) continue;
    const named = findPhrase(
      r.text,
      wordsOf(r, (p) => p.facts[kind]),
    );
    if (!named && kind === "url") continue;
    // "the WhatsApp number is now …" on a page with two phones: the one of that role, else asked.
    const from = replacedFact(r, kind, to);
    if (Array.isArray(from)) return from;
    if (!from) return [{ op: "add_fact" as const, kind, value: to }];
    return from === to ? null : [{ op: "set_fact" as const, kind, from, to }];
  }
  return null;
}
