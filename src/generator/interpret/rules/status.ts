/**
 * "we're fully booked", "the Rust yarn is sold out", "Heather is back in stock", "the webinar is
 * cancelled": the status of the event, or of one item the clause names.
 */
import type { StatusWord } from "../../lang/types.js";
import { itemNamed } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm } from "../text.js";
import { dateText } from "../values.js";

export const status: Rule = {
  name: "status",
  examples: [
    { page: "webinar", say: "we're fully booked!", ops: [{ op: "set_status", status: "sold_out" }] },
    { page: "shop", say: "Rust is sold out", ops: [{ op: "set_status", item: "Rust", status: "sold_out" }] },
    {
      page: "shop",
      say: "ocean blue is back in stock",
      ops: [{ op: "set_status", item: "Ocean blue", status: "available" }],
    },
    { page: "webinar", say: "the webinar is postponed", ops: [{ op: "set_status", status: "postponed" }] },
    {
      page: "tienda",
      say: "la vela de lavanda está agotada",
      ops: [{ op: "set_status", item: "Vela de lavanda", status: "sold_out" }],
    },
    { page: "taller", say: "el taller se aplaza", ops: [{ op: "set_status", status: "postponed" }] },
    { page: "taller", say: "cancelamos el taller", ops: [{ op: "set_status", status: "cancelled" }] },
    {
      page: "boulangerie",
      say: "la baguette est en rupture de stock",
      ops: [{ op: "set_status", item: "Baguette", status: "sold_out" }],
    },
  ],
  read(r) {
    // Longest status phrase wins: "not sold out" is available, "sold out" is not.
    let best: { status: StatusWord; length: number; phrase: string } | null = null;
    for (const pack of r.packs) {
      for (const [word, phrases] of Object.entries(pack.statuses) as [StatusWord, string[]][]) {
        const at = findPhrase(r.text, phrases);
        if (at && (!best || at.phrase.length > best.length))
          best = { status: word, length: at.phrase.length, phrase: at.phrase };
      }
    }
    if (!best) return null;
    // "past" and "available" are common words: only read them as a status said about something.
    if ((best.status === "past" || best.status === "available") && !/\b(?:is|are|now|again)\b/.test(r.text))
      return null;
    if (
      best.status === "past" &&
      !/\b(?:is|are) (?:now )?over[\s.!]*$|\bhappened\b|\btook place\b/.test(r.text)
    )
      return null;
    // "delivery is delayed", "la livraison est repoussée": a date of another role (event-date) is no
    // event's status.
    if (
      best.status === "postponed" &&
      r.packs.some((p) => findPhrase(r.text, Object.values(p.dateRoles ?? {}).flat()))
    )
      return null;
    // "postponed to 13 March 2027": the new date is the change; event-date reads it.
    if (
      best.status === "postponed" &&
      dateText(
        r.raw,
        r.packs.flatMap((p) => p.months),
      )
    )
      return null;
    const item = itemNamed(r);
    // "La journée complète passe à 2 600 €": the status word is part of the item's own name, and a
    // clause stating a new amount is about its price, not its status.
    if (item && norm(item.item.title).includes(norm(best.phrase))) return null;
    return [{ op: "set_status", ...(item ? { item: item.item.title } : {}), status: best.status }];
  },
};
