/**
 * The period — per day, week, month or year — a clause names ("the monthly plan", "das jährliche Abo",
 * "yearly pro") and the period a priced card is for, so a price or a card is found by its period when
 * cards share a title ("Pro plan" $12 per month · "Pro plan" $120 per year).
 */
import { namesWordIn } from "./item-mention.js";
import { type Period, periodOf } from "./price-period.js";
import type { Reading } from "./reading.js";
import { tokens } from "./text.js";

/** The period the clause names: a way the packs write one, or one of its words in another ending. */
export function periodSaid(r: Reading): Period | null {
  const written = periodOf(r.raw, r.model.lang);
  if (written) return written;
  const match = namesWordIn(r);
  const said = tokens(r.text);
  for (const pack of r.packs)
    for (const [period, forms] of Object.entries(pack.periods) as [Period, string[]][])
      for (const form of forms.filter((f) => /^\p{L}+$/u.test(f)))
        if (said.some((w) => w.length >= 5 && match(w, tokens(form)[0] ?? ""))) return period;
  return null;
}

/** The period a priced card is for: its price's, else its title's or text's ("Cuota mensual"). */
export function periodOfItem(
  r: Reading,
  item: { title: string; text?: string; price?: string },
): Period | null {
  const lang = r.model.lang;
  const price = item.price ? periodOf(item.price, lang) : null;
  if (price) return price;
  const words = `${item.title} ${item.text ?? ""}`;
  const direct = periodOf(words, lang);
  if (direct) return direct;
  return periodSaid({ ...r, raw: words, text: tokens(words).join(" ") });
}
