/** @jsxRuntime classic */
/** @jsx h */
/**
 * The clients the owner named ("Clients include Aesop, Monocle and Kinfolk") as a row of wordmarks in the
 * heading font: whom the owner worked for, set apart from the work itself. Each name is the owner's, editable.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { type Html, h } from "./jsx.js";
import { type RenderContext, SectionFrame, SectionHeader, T } from "./parts.js";

const CSS =
  "ul.logos{list-style:none;padding:0;margin:24px 0 0}ul.logos span{font-family:var(--fh);font-size:clamp(1.2rem,2.6vw,1.6rem)}";

export function ClientNames(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  ctx.css.add(CSS);
  return (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      {s.items.length > 0 ? (
        <ul class="logos" data-items="items">
          {s.items.map((it, i) => (
            <li data-item={i}>
              <T tag="span" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionFrame>
  );
}
