/**
 * add_button: a new button in the top banner ("put a big call button at the top", "add a donate button
 * linking to …"). It becomes the banner's main button, the biggest there; the old main one stays beside it;
 * a second one that had to make way is named in the report, so nothing leaves the page unsaid.
 */
import { pageLang } from "../composer/locale/index.js";
import { sameDestination } from "./fact-links.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { reportLine, reportWords } from "./report-words.js";

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
};
