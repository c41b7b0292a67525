/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * An About whose points are the owner's figures ("12 years in business", "140 clients", "Über 900
 * Mandanten vertreten", "ponad 250 ślubów") shows each figure large over its words, as a designer sets
 * a track record, instead of a checklist. The point's text is unchanged (the figure is a <b> inside the
 * same editable span), so nothing is added or lost. Decision 0094.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { Fragment, type Html, h } from "./jsx.js";
import { Checks, type RenderContext } from "./parts.js";

const CSS = `.figs{list-style:none;padding:0;margin:28px 0 8px;display:grid;gap:28px 32px;grid-template-columns:repeat(auto-fit,minmax(min(100%,150px),1fr))}
.figs li{border-top:2px solid var(--p);padding-top:16px;color:var(--mt);line-height:1.4}
.figs b{display:block;font-family:var(--fh);font-size:clamp(2.4rem,5vw,3.5rem);line-height:1;letter-spacing:-.02em;color:var(--tx);margin-bottom:8px;font-variant-numeric:tabular-nums}`;

// Up to two words ("Über", "more than") before a number, the number with its grouping and a "+".
const FIGURE =
  /^((?:[\p{L}]+\s){0,2}?[+~≈]?(?:\d{1,3}(?:[ \u00a0.,'’]\d{3})+|\d+(?:[.,]\d+)?)\s?(?:\+|%|k|K)?)(\s.+)$/u;

/** The figure and the words after it, or null for a point that does not start with a figure. */
export function figureOf(text: string): { figure: string; rest: string } | null {
  const match = FIGURE.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { figure: match[1], rest: match[2] };
}

/** At least two points, each a short line opening with a figure and with no text of its own. */
export function isFigureList(s: Section): boolean {
  return (
    s.items.length >= 2 &&
    s.items.length <= 6 &&
    s.items.every((it) => !it.text && it.title.length <= 60 && figureOf(it.title) !== null)
  );
}

export function Figures(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  ctx.css.add(CSS);
  return (
    <ul class="figs" data-items="items">
      {s.items.map((it, i) => {
        const parts = figureOf(it.title);
        return (
          <li data-item={i}>
            <span data-edit={sectionPath(s, "items", i, "title")} dir="auto" lang={ctx.userLang}>
              <b>{parts?.figure}</b>
              {parts?.rest}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const NUMBER = String.raw`(?:\d{1,3}(?:[.,'’ \u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const WORDS_BEFORE = String.raw`(?:\p{L}+\s){0,2}?`;
/** An About's points: the owner's figures large when they are figures, a checklist otherwise. */
export function AboutPoints(props: { s: Section; ctx: RenderContext }): Html {
  return isFigureList(props.s) ? (
    <Figures s={props.s} ctx={props.ctx} />
  ) : (
    <Checks s={props.s} ctx={props.ctx} />
  );
}

const AMOUNT_FIRST = new RegExp(
  `^(${WORDS_BEFORE}(?:R\\$|US\\$|CHF|[€$£¥₹₽₺₩])\\s?${NUMBER}|${WORDS_BEFORE}${NUMBER}\\s?(?:[€$£¥₹₽₺₩]|zł|kr|Kč|Ft|lei|CHF)(?!\\p{L}))(?!\\d)`,
  "u",
);

/** A price's amount ("€9", "from $4", "4500 zł") and what follows it ("/month for 1 user"); null when it opens otherwise. */
export function priceFigure(price: string): { figure: string; rest: string } | null {
  const text = price.trim();
  const match = AMOUNT_FIRST.exec(text);
  return match?.[1] ? { figure: match[1], rest: text.slice(match[1].length) } : null;
}

/**
 * The comma that joined the amount to its terms ("first month £15, then £29/month"): the figure stands on
 * its own line, so the terms under it must not open with it. It stays in the text (hidden), so a hand edit
 * of the price keeps the owner's words whole.
 */
const joiner = (rest: string) => /^[,;]\s*/u.exec(rest)?.[0] ?? "";

/**
 * A plan's price as the card's big figure: the amount large in the heading font, its period and terms
 * small after it, in the one editable span (the text is the owner's, unchanged).
 */
export function PlanPrice(props: {
  path: string;
  price: string | undefined;
  ctx: RenderContext;
}): Html | null {
  const { price, ctx } = props;
  if (!price) return null;
  const parts = priceFigure(price);
  return (
    <span data-edit={props.path} dir="auto" lang={ctx.userLang}>
      {parts ? (
        <>
          <b class="amt">{parts.figure}</b>
          {joiner(parts.rest) ? <span class="jn">{joiner(parts.rest)}</span> : null}
          {parts.rest.slice(joiner(parts.rest).length)}
        </>
      ) : (
        price
      )}
    </span>
  );
}

const SPEC_CSS = `.specs{list-style:none;padding:0;margin:28px 0 8px;display:grid;gap:28px 32px;grid-template-columns:repeat(auto-fit,minmax(min(100%,180px),1fr))}
.specs li{border-top:2px solid var(--p);padding-top:14px;color:var(--mt);line-height:1.4}
.specs b{display:block;font-family:var(--fh);font-size:clamp(1.7rem,3.2vw,2.3rem);line-height:1.1;letter-spacing:-.01em;color:var(--tx);margin-top:6px;font-variant-numeric:tabular-nums}`;

// A spec: a label of one to four words, then its value from the first digit ("Zasięg do | 80 km",
// "Weight | 17 kg", "Ships from | 15 March 2027").
const SPEC = /^(\p{L}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3}\s)(\d[^\n]{0,15})$/u;

/** A spec's label and value, or null for a line that is not one. */
export function specOf(text: string): { label: string; value: string } | null {
  const match = SPEC.exec(text.trim());
  return match?.[1] && match[2] ? { label: match[1], value: match[2] } : null;
}

/** Two to six lines, each a label and a value and nothing more: a product's spec sheet. */
export function isSpecSheet(s: Section): boolean {
  return (
    s.items.length >= 2 &&
    s.items.length <= 6 &&
    s.items.every((it) => !it.text && !it.price && !it.image && specOf(it.title) !== null)
  );
}

/**
 * A spec sheet as a designer sets one: each label small, its value large under it. The line's text is
 * unchanged (the value is a <b> in the same editable span). Decisions 0094 and 0098.
 */
export function Specs(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  ctx.css.add(SPEC_CSS);
  return (
    <ul class="specs" data-items="items">
      {s.items.map((it, i) => {
        const parts = specOf(it.title);
        return (
          <li data-item={i}>
            <span data-edit={sectionPath(s, "items", i, "title")} dir="auto" lang={ctx.userLang}>
              {parts?.label}
              <b>{parts?.value}</b>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
