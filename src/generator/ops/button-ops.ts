/**
 * add_button: a new button in the top banner ("put a big call button at the top", "add a donate button
 * linking to …"). It becomes the banner's main button, the biggest there; the old main one stays beside it;
 * a second one that had to make way is named in the report, so nothing leaves the page unsaid.
 * remove_button: link buttons taken off by their label. A form's own button stays (the form needs it), and
 * the page's last call to action stays: a landing page exists to make the visitor act.
 */
import { pageLang } from "../composer/locale/index.js";
import type { Link, PageModel, Section } from "../model.js";
import { sameDestination } from "./fact-links.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { fold } from "./refs.js";
import { reportLine, reportWords } from "./report-words.js";

const sameLabel = (a: string, b: string) => fold(a) === fold(b);

/** A link that makes the visitor act: a call, an e-mail, another site, or a section holding a form. */
function isCallToAction(model: PageModel, link: Link): boolean {
  if (!link.href.startsWith("#")) return true;
  const anchor = link.href.slice(1);
  const target = model.sections.find((s) => s.id === anchor || s.kind === anchor);
  return Boolean(target?.form);
}

/** Every link button of the page, with the section holding it. */
function linkButtons(model: PageModel): { section: Section; link: Link }[] {
  return model.sections.flatMap((section) =>
    [section.cta, section.secondaryCta]
      .filter((l): l is Link => Boolean(l))
      .map((link) => ({ section, link })),
  );
}

export const BUTTON_OPS: HandlerTable = {
  add_button(model, op) {
    const lang = pageLang(model);
    const hero = model.sections.find((s) => s.kind === "hero");
    if (!hero) return refuse(lang, "buttonThere");
    // A button that leads where one of the banner's does is there already, however its link is written.
    if ([hero.cta, hero.secondaryCta].some((b) => b?.href && sameDestination(b.href, op.href)))
      return refuse(lang, "buttonThere");
    const gone = hero.secondaryCta;
    if (hero.cta) hero.secondaryCta = hero.cta;
    hero.cta = { label: op.label, href: op.href };
    const line = reportLine(lang, "buttonAdded", { label: op.label });
    return gone ? `${line} (${reportWords(lang, "buttonMadeWay", { label: gone.label })})` : line;
  },
  remove_button(model, op) {
    const lang = pageLang(model);
    const buttons = linkButtons(model);
    const named = buttons.filter((b) => sameLabel(b.link.label, op.label));
    if (named.length === 0) {
      if (model.sections.some((s) => s.form && sameLabel(s.form.submitLabel, op.label)))
        return refuse(lang, "formButtonStays", { label: op.label });
      const list = [...new Set(buttons.map((b) => `“${b.link.label}”`))].join(", ");
      return refuse(lang, buttons.length ? "noSuchButton" : "noButton", { list });
    }
    const label = named[0]!.link.label;
    const others = buttons.filter((b) => !named.includes(b) && isCallToAction(model, b.link));
    if (others.length === 0 && named.some((b) => isCallToAction(model, b.link)))
      return refuse(lang, "onlyCallToAction", { label });
    for (const { section, link } of named) {
      if (section.secondaryCta === link) delete section.secondaryCta;
      else {
        // The second button is shown beside a main one only: it becomes the main one.
        section.cta = section.secondaryCta;
        delete section.secondaryCta;
        if (!section.cta) delete section.cta;
      }
    }
    return reportLine(lang, "buttonRemoved", { label });
  },
};
