/** What one page cannot do (send messages, connect to services, take payments…) is refused with why. */
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";

const UNDO = ["undo", "go back", "revert", "previous version", "rückgängig", "annuler"];

export const beyondThePage: Rule = {
  name: "beyond-the-page",
  examples: [
    {
      say: "send me an email every day with the new sign-ups",
      ops: [
        {
          op: "refuse",
          part: "send me an email every day with the new sign-ups",
          why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
        },
      ],
    },
    {
      say: "connect the form to my CRM",
      ops: [
        {
          op: "refuse",
          part: "connect the form to my CRM",
          why: "a page cannot connect to other services; you can send its form to your own address",
        },
      ],
    },
    {
      say: "undo the last change",
      ops: [{ op: "refuse", part: "undo the last change", why: "use the Undo button under the preview" }],
    },
    {
      page: "baeckerei",
      say: "Könnt ihr einen Online-Terminkalender einbauen?",
      ops: [
        {
          op: "refuse",
          part: "Könnt ihr einen Online-Terminkalender einbauen?",
          why: "a page cannot run a booking calendar; link to your booking page instead",
        },
      ],
    },
    {
      page: "bloemen",
      say: "kunnen jullie een chatfunctie toevoegen?",
      ops: [
        {
          op: "refuse",
          part: "kunnen jullie een chatfunctie toevoegen?",
          why: "a page cannot run a live chat",
        },
      ],
    },
  ],
  read(r) {
    if (findPhrase(r.text, UNDO) && r.text.length < 60) {
      return [{ op: "refuse", part: r.raw, why: "use the Undo button under the preview" }];
    }
    for (const pack of r.packs) {
      const hit = pack.beyond.find((b) => findPhrase(r.text, b.words));
      if (hit) return [{ op: "refuse", part: r.raw, why: hit.why }];
    }
    return null;
  },
};
