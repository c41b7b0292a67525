/**
 * "pon el título en negrita", "mets le titre en gras", "make the title bold", "den Titel fett machen": the
 * weight or slant of a text the owner names. No operation sets it alone, so it is refused for free with the
 * phrasings that do work — never read as new words for the title ("negrita"), never as the page's design.
 */
import { reportWords } from "../../ops/report-words.js";
import { find, type Reading } from "../reading.js";
import type { Rule } from "../rule.js";

/** The clause names one of the page's texts (title, headline, button, text …). */
const namesText = (r: Reading) => find(r, (p) => Object.values(p.texts).flat()) !== null;

export const emphasis: Rule = {
  name: "emphasis",
  examples: [
    {
      page: "tienda",
      say: "pon el título en negrita",
      ops: [
        {
          op: "refuse",
          part: "pon el título en negrita",
          why: "un texto no puede ponerse en negrita, cursiva o subrayado por sí solo: diga «título más grande» para que destaque, o «diseño llamativo» para toda la página",
        },
      ],
    },
    {
      page: "boulangerie",
      say: "mets le titre en gras",
      ops: [
        {
          op: "refuse",
          part: "mets le titre en gras",
          why: "un texte ne peut pas être mis seul en gras, en italique ou souligné : dites « titre plus grand » pour le faire ressortir, ou « design audacieux » pour toute la page",
        },
      ],
    },
    {
      say: "make the title bold please",
      ops: [
        {
          op: "refuse",
          part: "make the title bold please",
          why: "a text cannot be made bold, italic or underlined on its own: say “bigger headline” to make it stand out, or “bold design” for the whole page",
        },
      ],
    },
  ],
  read(r) {
    if (!find(r, (p) => p.emphasis ?? []) || !namesText(r)) return null;
    return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "noEmphasis") }];
  },
};
