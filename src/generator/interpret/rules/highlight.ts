/**
 * "mark Plus as most popular", "highlight the Studio plan", "no plan highlighted": one item stands out;
 * "make the phone number more visible": the page's one phone goes into the top banner (fact-stands-out).
 */
import type { Section } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { hoursStandsOut } from "../hours-on-top.js";
import { orList } from "../or-list.js";
import { distinctPageValues, pageFact, telLinkAsWritten } from "../page-facts.js";
import { rawIndex } from "../raw-at.js";
import {
  find,
  itemByPlace,
  itemNamed,
  kindNamed,
  type Reading,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, norm } from "../text.js";
import { emails, phones, quoted } from "../values.js";

export const highlight: Rule = {
  name: "highlight",
  examples: [
    {
      page: "saas",
      say: "mark Plus as most popular",
      ops: [{ op: "highlight_item", section: "pricing", item: "Plus", badge: "Most popular" }],
    },
    {
      page: "saas",
      say: "highlight the Studio plan",
      ops: [{ op: "highlight_item", section: "pricing", item: "Studio" }],
    },
    {
      page: "saas",
      say: "highlight the second plan with 'Best value'",
      ops: [{ op: "highlight_item", section: "pricing", item: "Plus", badge: "Best value" }],
    },
    // No highlight verb: the badge's own words say it ("make Plus the recommended one").
    {
      page: "saas",
      say: "make Plus the recommended one",
      ops: [{ op: "highlight_item", section: "pricing", item: "Plus", badge: "Recommended" }],
    },
    {
      page: "baeckerei",
      say: "das Roggenbrot ist unser Bestseller",
      ops: [{ op: "highlight_item", section: "services", item: "Roggenbrot", badge: "Bestseller" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.highlight);
    if (!verb) return badgeSaid(r);
    // "remove the first feature": "feature" is a noun here; the clause's command came before it.
    const other = startsWithVerb(r, (p) => [...p.verbs.remove, ...p.verbs.add, ...p.verbs.move]);
    if (other && other.index < verb.index) return null;
    let named = itemNamed(r);
    if (!named) {
      const kind = kindNamed(r)?.kind;
      const section =
        r.model.sections.find((s) => s.kind === kind) ??
        r.model.sections.find((s) => s.items.some((i) => i.price));
      named = section ? itemByPlace(r, section) : null;
    }
    if (!named) return null;
    const as = find(r, (p) => p.grammar.as);
    const badgeWords = as
      ? r.raw.slice(r.raw.toLowerCase().lastIndexOf(` ${as.phrase} `) + as.phrase.length + 2)
      : "";
    const badge =
      quoted(r.raw)[0] ??
      (badgeWords.trim()
        ? badgeWords
            .trim()
            .replace(/^(?:the\s+)?/i, "")
            .replace(/[.!]+$/, "")
        : "");
    const cap = capitalised(badge);
    return [
      {
        op: "highlight_item",
        section: sectionRef(r.model, named.section),
        item: named.item.title,
        ...(cap ? { badge: cap } : {}),
      },
    ];
  },
};

/**
 * "make Plus the recommended one", "das Roggenbrot ist unser Bestseller": a badge's words (packs' `badges`)
 * said of the one item the clause names, with no other command, highlight it with those words.
 */
function badgeSaid(r: Reading): Op[] | null {
  const badge = find(r, (p) => p.badges ?? []);
  if (!badge) return null;
  if (startsWithVerb(r, (p) => [...p.verbs.remove, ...p.verbs.add, ...p.verbs.move, ...p.verbs.rename]))
    return null;
  const named = itemNamed(r);
  if (!named) return null;
  const words = r.raw.slice(rawIndex(r.raw, badge.index), rawIndex(r.raw, badge.end));
  return [
    {
      op: "highlight_item",
      section: sectionRef(r.model, named.section),
      item: named.item.title,
      badge: capitalised(words),
    },
  ];
}

/**
 * "metti l'indirizzo più in evidenza": the page's address (its contact card's, page-facts.ts) goes into
 * the top banner as written; when the banner shows it already, or the page has none, that is said.
 */
function addressStandsOut(r: Reading, hero: Section | undefined): Op[] | null {
  const value = pageFact(r, "address");
  if (!value)
    return [
      {
        op: "refuse",
        part: r.raw,
        why: reportWords(r.model.lang, "noFactYet", { fact: wordsOf(r, (p) => p.facts.address)[0] ?? "" }),
      },
    ];
  if (!hero) return null;
  const place = norm(value);
  if (
    hero.items.some(
      (i) => norm(i.title).includes(place) || (place.includes(norm(i.title)) && i.title.length > 8),
    )
  )
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "alreadyInBanner", { value }) }];
  return [{ op: "add_item", section: "hero", item: { title: value } }];
}

/** The contact facts an owner asks to stand out, with how the page's value is found and dialled. */
const CONTACTS = {
  phone: { values: phones, href: telLinkAsWritten },
  email: { values: emails, href: (v: string) => `mailto:${v}` },
} as const;

/**
 * "make the phone number more visible", "pon el teléfono más visible", "make the email stand out": the
 * page's one phone (or e-mail) goes into the top banner, where a tap calls it; when it is there already
 * that is said, for free (one fact has no size of its own to change).
 */
export const factStandsOut: Rule = {
  name: "fact-stands-out",
  examples: [
    // Placed at the top: the banner is the one place a contact fact has of its own.
    {
      say: "put our email in the header",
      ops: [
        {
          op: "add_item",
          section: "hero",
          item: { title: "hello@crumbcorner.co.uk", href: "mailto:hello@crumbcorner.co.uk" },
        },
      ],
    },
    {
      page: "boulangerie",
      say: "mets le téléphone en haut de la page",
      ops: [
        {
          op: "refuse",
          part: "mets le téléphone en haut de la page",
          why: "« 04 78 12 34 56 » est déjà dans le bandeau du haut",
        },
      ],
    },
    {
      page: "trattoria",
      say: "metti l'indirizzo email in cima alla pagina",
      ops: [
        {
          op: "add_item",
          section: "hero",
          item: { title: "ciao@trattoriadalia.it", href: "mailto:ciao@trattoriadalia.it" },
        },
      ],
    },
    // The hours are a fact: moved up, they are the banner's, never the contact section that lists them.
    {
      page: "boulangerie",
      say: "mets les horaires plus haut",
      ops: [
        {
          op: "refuse",
          part: "mets les horaires plus haut",
          why: "« du mardi au samedi de 7h à 19h; dimanche de 7h à 13h; fermé le lundi » est déjà dans le bandeau du haut",
        },
      ],
    },
    {
      say: "move the opening hours up",
      ops: [
        {
          op: "refuse",
          part: "move the opening hours up",
          why: "“Tue–Sat 8:00–16:00; Sun 9:00–13:00” is already in the top banner",
        },
      ],
    },
    {
      page: "trattoria",
      say: "metti gli orari più in alto",
      ops: [
        {
          op: "refuse",
          part: "metti gli orari più in alto",
          why: "“dal martedì alla domenica 12:00–22:00; lunedì chiuso” è già nella fascia in alto",
        },
      ],
    },
    {
      page: "baeckerei",
      say: "Bitte die Öffnungszeiten weiter nach oben",
      ops: [
        {
          op: "refuse",
          part: "Bitte die Öffnungszeiten weiter nach oben",
          why: "„Montag bis Freitag 7–18 Uhr; Samstag 7–13 Uhr; Sonntag geschlossen“ steht schon oben im Banner",
        },
      ],
    },
    // "no" is "in the" in Portuguese: never the English command that hides a part.
    {
      page: "padaria",
      say: "põe o email no topo",
      ops: [
        {
          op: "refuse",
          part: "põe o email no topo",
          why: "a página ainda não mostra «email»: indique-o primeiro",
        },
      ],
    },
    // The contact card labelled "Teléfono" is the fact itself, not another item named.
    {
      page: "clases",
      say: "pon el número de teléfono más visible",
      ops: [
        {
          op: "refuse",
          part: "pon el número de teléfono más visible",
          why: "“954 123 456” ya está en la franja superior, donde un toque llama; un solo dato no tiene un tamaño propio que cambiar",
        },
      ],
    },
    {
      page: "kurs",
      say: "make the email more visible",
      ops: [
        {
          op: "refuse",
          part: "make the email more visible",
          why: "die Seite zeigt noch kein(e) „e-mail“: nennen Sie es zuerst",
        },
      ],
    },
    {
      page: "yoga",
      say: "make the phone number stand out",
      ops: [
        {
          op: "refuse",
          part: "make the phone number stand out",
          why: "“0113 555 0101” is already in the top banner, where a tap calls it; one fact has no size of its own to change",
        },
      ],
    },
    {
      page: "gazette",
      say: "make the phone number more visible",
      ops: [
        {
          op: "refuse",
          part: "make the phone number more visible",
          why: "which one: “0161 496 0000” or “07700 900123”? Name it",
        },
      ],
    },
    {
      page: "boulangerie",
      say: "rends le téléphone plus visible",
      ops: [
        {
          op: "refuse",
          part: "rends le téléphone plus visible",
          why: "« 04 78 12 34 56 » est déjà dans le bandeau du haut, où un toucher l’appelle ; une seule donnée n’a pas de taille propre à changer",
        },
      ],
    },
  ],
  read(r) {
    if (quoted(r.raw).length > 0 || phones(r.raw).length > 0 || emails(r.raw).length > 0) return null;
    // "put our email in the header", "mets le téléphone en haut de la page": placed at the top, the one
    // place a contact fact has on its own, is the same change as making it stand out.
    const look =
      find(r, (p) => [...p.sizes.bigger, ...p.designs.bold]) ??
      startsWithVerb(r, (p) => p.verbs.highlight) ??
      find(r, (p) => [...p.places.top, ...p.places.first, ...p.places.up, ...(p.sections.hero ?? [])]);
    if (!look) return null;
    const placed =
      !find(r, (p) => [...p.sizes.bigger, ...p.designs.bold]) && !startsWithVerb(r, (p) => p.verbs.highlight);
    // "l'indirizzo email" is the e-mail: a fact's noun inside another's longer one names no fact of its own.
    const said = (["phone", "email", "address", "hours"] as const)
      .map((kind) => ({ kind, at: find(r, (p) => p.facts[kind]) }))
      .filter((f) => f.at !== null);
    const kinds = said
      .filter(({ at }) => !said.some((o) => o.at !== at && o.at!.index <= at!.index && o.at!.end >= at!.end))
      .map((f) => f.kind);
    if (kinds.length !== 1) return null;
    // "make the phone field bigger": a field of the form, not the page's phone.
    if (find(r, (p) => [...p.forms.field, ...p.forms.form])) return null;
    const hero = r.model.sections.find((s) => s.kind === "hero");
    if (kinds[0] === "address") return addressStandsOut(r, hero);
    if (kinds[0] === "hours") return hoursStandsOut(r, hero);
    const kind = kinds[0]!;
    // A fact named as the subject of the look, not a section or an item that happens to hold it — a
    // contact card labelled with the fact's own noun ("Teléfono") is the fact, not another item.
    const named = itemNamed(r);
    if (named && !wordsOf(r, (p) => p.facts[kind]).some((w) => norm(w) === norm(named.item.title)))
      return null;
    const values = distinctPageValues(r.model, CONTACTS[kind].values);
    if (values.length === 0) {
      // The fact's noun in the page's language (its pack comes first).
      const noun = r.packs[0]?.facts[kind][0] ?? kind;
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noFactYet", { fact: noun }) }];
    }
    if (values.length > 1) {
      const list = orList(
        r,
        values.map((v) => `“${v}”`),
      );
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "whichOne", { list }) }];
    }
    const value = values[0]!;
    if (!hero) return null;
    if (hero.items.some((i) => i.title.includes(value)) || hero.cta?.label.includes(value)) {
      // Asked to be placed there, it is there already: no word about its size.
      const key = placed ? "alreadyAtTop" : kind === "phone" ? "phoneInBanner" : "factInBanner";
      const why = reportWords(r.model.lang, key, { value });
      return [{ op: "refuse", part: r.raw, why }];
    }
    return [{ op: "add_item", section: "hero", item: { title: value, href: CONTACTS[kind].href(value) } }];
  },
};
