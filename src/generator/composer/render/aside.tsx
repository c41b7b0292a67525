/** @jsxRuntime classic */
/** @jsx h */
/**
 * A section of one short thing (an about of one line, a list of one offering) is said as a statement:
 * its heading small on one side, the words large on the other. Under a centred display heading the one
 * line was stranded ("About Petal & Stem" over "Same-day delivery in Bath"); a grid of one was a stub.
 * One practical fact (an event's "When" alone) is said the same way, its label small over its value; a
 * card of one in a wide section looked forgotten.
 * The statement is a band of its own on the brand's tint, tighter than a full section: a full section's
 * padding around one line read as an empty page between two full ones.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { shownEyebrow } from "./eyebrow.js";
import { AboutPoints } from "./figures.js";
import { type Html, h } from "./jsx.js";
import { anchorOf, ItemText, ItemTitle, Price, type RenderContext, SectionFrame, T } from "./parts.js";

const CSS = `section[data-layout=statement]{padding:clamp(48px,7vw,88px) 0;background:var(--tn)}
section[data-layout=statement] .ic{background:var(--bg);color:var(--pt)}
.aside-g{display:grid;gap:16px clamp(32px,6vw,96px);grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));align-items:center}
.aside-g>:last-child{border-left:4px solid var(--p);padding-left:clamp(18px,2.4vw,32px)}
.aside-g .hd{margin:0}.aside-g h2{font-size:clamp(1.25rem,2vw,1.6rem);max-width:22ch}
.aside-g .say{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;margin:0;color:var(--tx);max-width:32ch}
.aside-g .say-item h3{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;margin:0;max-width:32ch}
.aside-g .one-check li{font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;padding-left:0;border-left:0;max-width:32ch}
.aside-g .say+.checks{margin-top:20px}
.aside-g .say-item p,.aside-g .say-more{margin:14px 0 0;color:var(--mt);max-width:56ch}
.aside-g .say-item .price{color:var(--tx);font-weight:700;font-size:1.15rem}
.aside-g .say-fact h3{font-family:inherit;font-size:.8rem;margin:0 0 8px}
.aside-g>.say-card{border:1px solid var(--bd);border-radius:var(--r);background:var(--bg);padding:20px 24px;box-shadow:var(--sh)}
.aside-g .say-card .one-check li{font-family:inherit;font-size:1.1rem;line-height:1.5;font-weight:600}
.aside-g .say-fact p{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;margin:0;max-width:32ch}`;

/**
 * A practical line ("Degustazioni in cantina il sabato su prenotazione: 0173 56 12 34", "First visit €30"):
 * a phone number or an amount makes it a fact to act on, drawn as a card, never set large like a quote.
 */
const PRACTICAL = /\+?\d[\d\s()./-]{5,}\d|(?:[€$£]\s?\d|\d\s?(?:€|zł|Ft|kr|CHF)(?!\p{L}))/u;

export function isPracticalLine(text: string): boolean {
  return PRACTICAL.test(text);
}

/** The longest text still said as one statement rather than read as a paragraph. */
export const STATEMENT_CHARS = 170;

/**
 * An about section of at most one short point (or one short line) is a statement, not a list of one; with
 * no drawing beside it, a few short points are too (a narrow column of two lines left half the page empty).
 */
export function isStatementAbout(s: Section, drawn: boolean): boolean {
  if (s.placeholder || s.items.length > (drawn ? 1 : 3)) return false;
  const chars = s.items.reduce((n, it) => n + it.title.length + (it.text?.length ?? 0), s.lead?.length ?? 0);
  return chars <= (s.items.length > 1 ? 2 * STATEMENT_CHARS : STATEMENT_CHARS);
}

/**
 * The heading beside what the section says: its own lead, or its one item (title, text and price, each
 * keeping its edit path).
 */
export function Statement(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  ctx.css.add(CSS);
  const it = s.items.length === 1 ? s.items[0] : undefined;
  const head = (
    <div class="hd">
      <T tag="span" class="ey" path={sectionPath(s, "eyebrow")} text={shownEyebrow(s)} ctx={ctx} />
      <T tag="h2" id={`${anchorOf(s, ctx)}-h`} path={sectionPath(s, "heading")} text={s.heading} ctx={ctx} />
    </div>
  );
  // An about says its line large, then its points (one alone without a check mark); an offering keeps its
  // title, text and price, with the section's own words below.
  const said =
    s.kind === "event-details" && it ? (
      <div class="say-fact" data-items="items">
        <div data-item={0}>
          <T tag="h3" class="ey" path={sectionPath(s, "items", 0, "title")} text={it.title} ctx={ctx} />
          <ItemText s={s} i={0} it={it} ctx={ctx} />
        </div>
      </div>
    ) : s.kind === "about" && s.items.length > 0 && s.items.every((x) => isPracticalLine(x.title)) ? (
      <div class="say-card">
        <T tag="p" class="say" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
        <AboutPoints s={s} ctx={ctx} />
      </div>
    ) : s.kind === "about" || !it ? (
      <div>
        <T tag="p" class="say" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
        {s.items.length > 0 ? <AboutPoints s={s} ctx={ctx} /> : null}
      </div>
    ) : (
      <div>
        <div class="say-item" data-items="items">
          <div data-item={0}>
            <ItemTitle s={s} i={0} it={it} ctx={ctx} />
            <ItemText s={s} i={0} it={it} ctx={ctx} />
            <Price s={s} i={0} it={it} ctx={ctx} />
          </div>
        </div>
        <T tag="p" class="say-more" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
      </div>
    );
  return (
    <SectionFrame s={s} ctx={ctx} layout="statement">
      <div class="aside-g">
        {head}
        {said}
      </div>
    </SectionFrame>
  );
}
