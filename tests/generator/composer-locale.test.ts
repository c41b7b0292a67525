/**
 * The composer writes its own words in the description's language (src/generator/composer/locale): for
 * each language, pages of several types and kinds carry no English composer phrase, every catalogue is
 * complete, and a few exact translations are checked. English pages stay as they were.
 */
import { describe, expect, it } from "vitest";
import type { LandingPageType } from "../../src/core/page-options.js";
import { BUSINESS_KINDS } from "../../src/generator/brief/types.js";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { KIND_PROFILES, type KindProfile } from "../../src/generator/composer/kinds/index.js";
import { kindWords, LOCALES, type Locale, PHRASES, say } from "../../src/generator/composer/locale/index.js";
import { writeSection } from "../../src/generator/composer/write/index.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { checkPage } from "../../src/generator/quality/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { LOCALE_CASES, type LocaleCase } from "./composer-locale-cases.js";
import { NOW, requestFor } from "./composer-requests.js";

const LANGS = ["de", "fr", "es", "it", "nl", "pt", "pl", "hu"] as const;

const requestOf = (c: LocaleCase): PageRequest => ({
  landingPageType: c.type,
  industry: c.industry as PageRequest["industry"],
  companyName: c.company,
  title: c.title,
  prompt: c.prompt,
  targetAudience: c.audience,
  logoOption: "generate",
  logoData: null,
  images: [],
});

function kindStrings(p: KindProfile): string[] {
  return [
    p.offerings.eyebrow,
    ...p.offerings.headings,
    ...p.actions,
    ...p.contactHeadings,
    p.messageLabel,
    ...p.aboutHeadings,
    p.quotesHeading,
    p.quotePlaceholder,
  ];
}

/** Every English phrase the composer may write: its catalogue's keys and every kind's trade words. */
const ENGLISH: string[] = [
  ...new Set([...PHRASES, ...Object.values(KIND_PROFILES).flatMap((p) => kindStrings(p))]),
];

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** What a visitor reads or hears: the body's text, and its alt texts and ARIA labels. */
function visibleTexts(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<[^>]+>/g, "\n")
    .split("\n");
  return [...text, ...attributes]
    .map((s) =>
      decode(s)
        .replace(/[ \t\r\n]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase as a pattern: its placeholders stand for any text. */
function patternOf(phrase: string): RegExp {
  const parts = phrase.split(/\{\w+\}/).map(escapeRegex);
  return new RegExp(`^${parts.join(".+")}$`, "i");
}

/**
 * Phrases a language rightly writes as English does ("Team", "FAQ", "Details"): not a leak. Listed by
 * hand, so a phrase left untranslated in a catalogue is still caught.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ["Details", "FAQ", "Webinar", "Countdown", "Team", "Web", "Ticket"],
  fr: ["Services", "Programme", "FAQ", "Contact", "Minutes", "Clients", "Places", "Message"],
  es: ["Webinar", "Web"],
  it: ["FAQ", "Webinar", "Team", "Email"],
  nl: [
    "Details",
    "Contact",
    "Webinar",
    "Live webinar",
    "Reviews",
    "Open",
    "Team",
    "Download {company}",
    "Product",
    "Ticket",
  ],
  pt: ["Webinar"],
  pl: ["FAQ", "Webinar"],
  hu: [],
};

/** The language's own phrases with placeholders, as patterns ("Contact met {company}" is Dutch). */
function ownPatterns(locale: Locale): RegExp[] {
  return [...Object.values(locale.phrases), ...Object.values(locale.kinds)]
    .filter((s) => /\{\w+\}/.test(s) && /\p{L}/u.test(s.replace(/\{\w+\}/g, "")))
    .map(patternOf);
}

/**
 * English composer phrases left on a page that should be in `lang`. A text that is the owner's own words
 * (`said`, their description) is not the composer's, whatever it looks like ("Contact : camille@…").
 */
function englishLeft(html: string, lang: string, said = ""): string[] {
  const same = new Set(SAME_AS_ENGLISH[lang].map((s) => s.toLowerCase()));
  const own = ownPatterns(LOCALES[lang]);
  const texts = visibleTexts(html).filter(
    (text) => !own.some((pattern) => pattern.test(text)) && !(text.length > 12 && said.includes(text)),
  );
  const found = new Set<string>();
  for (const phrase of ENGLISH) {
    // "{label}: {value}" has no English word in it; "Team" is German too.
    if (same.has(phrase.toLowerCase()) || !/\p{L}/u.test(phrase.replace(/\{\w+\}/g, ""))) continue;
    const pattern = patternOf(phrase);
    // Whole texts ("Contact us"), and longer phrases inside a text ("… or with the form on this page").
    const pieces = phrase.split(/\{\w+\}/).filter((p) => p.trim().split(/\s+/).length >= 3);
    for (const text of texts) {
      if (pattern.test(text) || pieces.some((p) => text.toLowerCase().includes(p.toLowerCase().trim())))
        found.add(`${phrase}  ←  ${text}`);
    }
  }
  return [...found];
}

const pages = new Map<string, string>();
async function page(lang: string, c: LocaleCase): Promise<string> {
  const key = `${lang}/${c.type}/${c.audience}/${c.prompt}`;
  if (!pages.has(key)) pages.set(key, (await generatePage(requestOf(c), { now: NOW })).html);
  return pages.get(key)!;
}

describe("composer words in the page's language", () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      it.each(LOCALE_CASES[lang].map((c) => [c.type, c] as [LandingPageType, LocaleCase]))(
        "%s: no English composer phrase, <html lang> is the language, valid and passing the quality gate",
        async (type, c) => {
          const html = await page(lang, c);
          expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
          expect(englishLeft(html, lang, c.prompt)).toEqual([]);
          const report = checkPage(html, { landingPageType: type });
          expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
        },
      );

      // The remaining page types, from the same descriptions: a business's lead and ad pages, a product's
      // app and launch pages (their hero forms, store-link placeholder and "New from …" eyebrow).
      const more: [LandingPageType, LandingPageType][] = [
        ["business-homepage", "lead-generation"],
        ["business-homepage", "google-ads"],
        ["business-homepage", "facebook-ads"],
        ["saas-signup", "app-download"],
        ["saas-signup", "product-launch"],
      ];
      it.each(more)("%s description as %s: no English composer phrase", async (from, type) => {
        const c = { ...LOCALE_CASES[lang].find((x) => x.type === from)!, type };
        const html = await page(lang, c);
        expect(englishLeft(html, lang, c.prompt)).toEqual([]);
        const report = checkPage(html, { landingPageType: type });
        expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
      });

      it("keeps the owner's words exactly as written", async () => {
        for (const c of LOCALE_CASES[lang]) {
          const texts = visibleTexts(await page(lang, c));
          expect(texts).toContain(c.title);
          expect(texts).toContain(c.company);
        }
      });
    });
  }

  it("covers local business, event, SaaS, newsletter, webinar, portfolio and shop pages in every language", () => {
    const wanted = [
      "business-homepage",
      "event-registration",
      "saas-signup",
      "newsletter",
      "webinar",
      "portfolio",
      "e-commerce",
    ];
    for (const lang of LANGS) expect(LOCALE_CASES[lang].map((c) => c.type).sort()).toEqual(wanted.sort());
  });

  it("finds English left on a page (the check can fail)", async () => {
    const english = (await generatePage(requestFor("business-homepage", "food"), { now: NOW })).html;
    for (const lang of LANGS) expect(englishLeft(english, lang).length).toBeGreaterThan(5);
  });

  it("leaves English pages as they were: lang=en, no translated chrome", async () => {
    const { html } = await generatePage(requestFor("event-registration", "food"), { now: NOW });
    expect(html).toMatch(/<html lang="en"/);
    expect(html).not.toContain('id="page-text"');
    expect(html).toContain(">Skip to content<");
    expect(say("en", "For {audience}", { audience: "home bakers" })).toBe("For home bakers");
    expect(say("ja", "Your name")).toBe("Your name");
  });
});

describe("phrase catalogues", () => {
  const placeholders = (s: string) => new Set(s.match(/\{\w+\}/g) ?? []);

  it.each(LANGS)("%s has every phrase of the English catalogue, and nothing else", (lang) => {
    const phrases = LOCALES[lang].phrases as Record<string, string>;
    expect(Object.keys(phrases).sort()).toEqual([...PHRASES].sort());
    for (const english of PHRASES) {
      const text = phrases[english];
      expect(text.trim(), `${lang}: ${english}`).not.toBe("");
      expect(text, `${lang}: ${english}`).toBe(text.trim());
      // A translation may leave out the business name (some languages would have to inflect it), never a
      // fact the owner gave (an audience, a phone number, a date…), and it invents no placeholder.
      const own = placeholders(english);
      for (const p of placeholders(text)) expect(own, `${lang}: ${english}`).toContain(p);
      for (const p of own) if (p !== "{company}") expect(text, `${lang}: ${english}`).toContain(p);
    }
  });

  it.each(LANGS)("%s names every kind of business and words every kind's phrases in the language", (lang) => {
    const locale = LOCALES[lang];
    expect(Object.keys(locale.nouns).sort()).toEqual([...BUSINESS_KINDS].sort());
    const allKindStrings = new Set(Object.values(KIND_PROFILES).flatMap((p) => kindStrings(p)));
    for (const english of Object.keys(locale.kinds)) expect(allKindStrings).toContain(english);
    const written = new Set([...Object.values(locale.phrases), ...Object.values(locale.kinds)]);
    for (const profile of Object.values(KIND_PROFILES)) {
      const words = kindWords(locale, profile);
      for (const english of kindStrings(profile)) expect(written).toContain(words.get(english));
    }
  });
});

describe("buttons in every language", () => {
  it.each(LANGS)("%s: no kind's button reads a heading's {company}", (lang) => {
    for (const profile of Object.values(KIND_PROFILES)) {
      const words = kindWords(LOCALES[lang], profile);
      for (const action of profile.actions) expect(words.get(action), action).not.toMatch(/[{}]/);
    }
  });
});

describe("exact translations", () => {
  const EXPECTED: Record<(typeof LANGS)[number], { texts: string[]; required: string }> = {
    de: {
      texts: ["Zum Inhalt springen", "Ihr Name", "Für Nachbarn und Studierende", "Telefon (optional)"],
      required: "Bitte füllen Sie dieses Feld aus.",
    },
    fr: {
      texts: ["Aller au contenu", "Votre nom", "Pour débutants", "Téléphone (facultatif)"],
      required: "Veuillez remplir ce champ.",
    },
    es: {
      texts: ["Ir al contenido", "Tu nombre", "Para vecinos y turistas", "Teléfono (opcional)"],
      required: "Rellena este campo.",
    },
    it: {
      texts: ["Vai al contenuto", "Il tuo nome", "Per famiglie e turisti", "Telefono (facoltativo)"],
      required: "Compila questo campo.",
    },
    nl: {
      texts: ["Naar de inhoud", "Je naam", "Voor forenzen en studenten", "Telefoon (optioneel)"],
      required: "Vul dit veld in.",
    },
    pt: {
      texts: ["Ir para o conteúdo", "O seu nome", "Para vizinhos e turistas", "Telefone (opcional)"],
      required: "Preencha este campo.",
    },
    pl: {
      texts: [
        "Przejdź do treści",
        "Imię i nazwisko",
        "Dla kogo: sąsiedzi i studenci",
        "Telefon (opcjonalnie)",
      ],
      required: "Wypełnij to pole.",
    },
    hu: {
      texts: ["Ugrás a tartalomra", "Név", "Környékbeliek számára", "Telefon (nem kötelező)"],
      required: "Kérjük, töltse ki ezt a mezőt.",
    },
  };

  it.each(LANGS)("%s: the local business page", async (lang) => {
    const c = LOCALE_CASES[lang].find((x) => x.type === "business-homepage")!;
    const html = await page(lang, c);
    const texts = visibleTexts(html);
    for (const text of EXPECTED[lang].texts) expect(texts).toContain(text);
    // The form script's messages follow the page's language.
    const messages = JSON.parse(
      decode(html.match(/<script type="application\/json" id="page-text">([\s\S]*?)<\/script>/)![1]),
    );
    expect(messages.required).toBe(EXPECTED[lang].required);
  });

  it("says the German café's questions and answers as a German page would", async () => {
    const html = await page("de", LOCALE_CASES.de[0]);
    const texts = visibleTexts(html);
    expect(texts).toContain("Welche Preise hat Café Lindenblatt?");
    expect(texts).toContain("Wie erreiche ich Café Lindenblatt?");
    expect(texts).toContain("Telefonisch unter 0341 1234567 oder über das Formular auf dieser Seite.");
    expect(texts).toContain("Filterkaffee: 2,80 €; Stück Kuchen: 3,90 €.");
  });

  it("does not say 'For' twice when the audience already says it, in the language's own word order", async () => {
    const de = { ...LOCALE_CASES.de[0], audience: "für Familien mit Kindern" };
    expect(visibleTexts(await page("de", de))).toContain("Für Familien mit Kindern");
    const hu = { ...LOCALE_CASES.hu[0], audience: "kezdő pékek számára" };
    expect(visibleTexts(await page("hu", hu))).toContain("Kezdő pékek számára");
    expect(visibleTexts(await page("hu", LOCALE_CASES.hu[0]))).toContain("Környékbeliek számára");
  });

  it("says in Hungarian that a past event has taken place", async () => {
    const past = {
      ...LOCALE_CASES.hu.find((x) => x.type === "event-registration")!,
      prompt:
        "Borkóstoló a Somlói Borházban 2025. október 12-én 18 órától. Hat somlói bort kóstolunk, hozzá sajtokat kínálunk. Részvételi díj 9500 Ft. Helyszín: Somlóvásárhely, Fő utca 3. Jelentkezés: info@somloiborhaz.hu",
    };
    const html = await page("hu", past);
    const texts = visibleTexts(html);
    expect(texts).toContain("Ez az esemény már lezajlott.");
    expect(texts).toContain("Az esemény lezajlott");
    expect(texts).toContain("Érdeklődöm a következő iránt");
    expect(englishLeft(html, "hu")).toEqual([]);
  });

  it("writes an uploaded logo's alt text in the page's language", async () => {
    const logo =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const request = { ...requestOf(LOCALE_CASES.de[0]), logoOption: "upload" as const, logoData: logo };
    const { html } = await generatePage(request, { now: NOW });
    expect(html).toMatch(/<img id="brand-logo"[^>]* alt="Logo von Café Lindenblatt"/);
  });

  it("says a German webinar's date, countdown and its units in German", async () => {
    const webinar = {
      ...LOCALE_CASES.de.find((x) => x.type === "webinar")!,
      prompt:
        "Kostenloses Online-Seminar am 5.2.2026 um 18:00 Uhr. Steuerberaterin Anna Wagner erklärt die Betriebsausgaben, die Vorauszahlungen und die Fristen für Selbstständige. Dauer 60 Minuten.",
    };
    const html = await page("de", webinar);
    const texts = visibleTexts(html);
    for (const text of ["Wann", "Tage", "Stunden", "Minuten", "Sekunden", "Verbleibende Zeit"])
      expect(texts).toContain(text);
    expect(englishLeft(html, "de")).toEqual([]);
  });

  it("puts French spacing before a colon in composer-written answers", async () => {
    const texts = visibleTexts(await page("fr", LOCALE_CASES.fr[0]));
    expect(texts).toContain("Cours à l'unité\u00a0: 15 €; Carte de 10 cours\u00a0: 130 €.");
  });
});

describe("iterating a page in its language", () => {
  it("changes the German café's phone number in place, under its German label", async () => {
    const html = await page("de", LOCALE_CASES.de[0]);
    const result = await iteratePage(html, "change the phone number to 0341 7654321", { now: NOW });
    if (!result.ok) throw new Error(result.message);
    const model = readModelBlock(result.html)!;
    expect(model.footer.filter((f) => f.icon === "phone")).toEqual([
      expect.objectContaining({ title: "Telefon", text: "0341 7654321" }),
    ]);
    expect(visibleTexts(result.html).filter((text) => text.includes("0341 1234567"))).toEqual([]);
    expect(englishLeft(result.html, "de")).toEqual([]);
  });

  it("writes a section added to a page composed before (no page words stored) in English, like the rest of it", async () => {
    const model = readModelBlock(await page("fr", LOCALE_CASES.fr[0]))!;
    expect(writeSection(model, "team", "s99").placeholder).toBe(
      "Présentez ici les personnes derrière l'entreprise",
    );
    const before = { ...model, ui: undefined };
    expect(writeSection(before, "team", "s99").placeholder).toBe("Add the people behind the business here");
  });
});
