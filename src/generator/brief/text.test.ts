import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

/** Sanitizing, sentences and language. */
const CASES: BriefCase[] = [
  {
    say: "NUL and BEL are stripped, line breaks become spaces",
    description: "Fresh\u0000 bread\u0007 daily.\nOpen\r\n\tat 7.",
    expected: {
      description: "Fresh bread daily. Open at 7.",
      sentences: ["Fresh bread daily.", "Open at 7."],
    },
  },
  {
    say: "no split inside percentages, decimals, prices, company forms or titles",
    description:
      "Kovács Bt. has 99.98% uptime and costs €12.50 per 3.5 hours. Dr. Reyes and St. Mary's join. Ask for No. 5 now.",
    expected: {
      sentences: [
        "Kovács Bt. has 99.98% uptime and costs €12.50 per 3.5 hours.",
        "Dr. Reyes and St. Mary's join.",
        "Ask for No. 5 now.",
      ],
    },
  },
  {
    say: "no split after a title before a name in other languages",
    description: "Dra. Marta Ruiz, 20 años de experiencia. Dott. Luca Bassi e Mme Durand vi aspettano.",
    expected: {
      sentences: ["Dra. Marta Ruiz, 20 años de experiencia.", "Dott. Luca Bassi e Mme Durand vi aspettano."],
    },
  },
  {
    say: "no split after an abbreviation in brackets",
    description: "Grundgebühr 390 €, Fahrstunde (45 Min.) 62 €, Sonderfahrt 78 €. Theorie Mo 18:30.",
    expected: {
      sentences: ["Grundgebühr 390 €, Fahrstunde (45 Min.) 62 €, Sonderfahrt 78 €.", "Theorie Mo 18:30."],
    },
  },
  {
    say: "no split inside e.g., i.e., approx., initials, URLs or e-mails",
    description:
      "We bake e.g. rye, i.e. dark loaves, approx. 40 a day. J. K. Rowling visited. See www.kert.hu or hi@kert.hu. Thanks!",
    expected: {
      sentences: [
        "We bake e.g. rye, i.e. dark loaves, approx. 40 a day.",
        "J. K. Rowling visited.",
        "See www.kert.hu or hi@kert.hu.",
        "Thanks!",
      ],
    },
  },
  {
    say: "a company form at the end of a description keeps one full stop",
    description: "Built by Kovács Bt.",
    expected: { sentences: ["Built by Kovács Bt."] },
  },
  {
    say: "Arabic text is Arabic and right-to-left",
    description: "مخبز عائلي في القاهرة يقدم الخبز الطازج كل يوم",
    expected: { lang: "ar", dir: "rtl" },
  },
  {
    say: "Hebrew text is right-to-left",
    description: "מאפייה משפחתית בתל אביב עם לחם טרי בכל יום",
    expected: { lang: "he", dir: "rtl" },
  },
  {
    say: "Hungarian by its words and letters",
    description: "Friss kenyér és házi sütemények minden nap, szeretettel várunk a Fő utcában.",
    expected: { lang: "hu", dir: "ltr" },
  },
  {
    say: "German",
    description: "Wir backen jeden Tag frisches Brot und Kuchen für die ganze Familie.",
    expected: { lang: "de", dir: "ltr" },
  },
  {
    say: "French",
    description: "Nous préparons des pains et des viennoiseries avec amour pour tout le quartier.",
    expected: { lang: "fr", dir: "ltr" },
  },
  {
    say: "Spanish",
    description: "Somos una panadería familiar con pan fresco para los vecinos del barrio y la ciudad.",
    expected: { lang: "es", dir: "ltr" },
  },
  {
    say: "Spanish with many 'de' and 'en' (also Dutch words)",
    description: "Taller intensivo de torno el 21 de marzo de 2026 en nuestro estudio de Sevilla.",
    expected: { lang: "es", dir: "ltr" },
  },
  {
    say: "Spanish without its common words, by its '-ción' and verbs",
    description: "Elaboramos jabones artesanales con aceite de oliva de Jaén.",
    expected: { lang: "es", dir: "ltr" },
  },
  {
    say: "French with 'à'",
    description: "Nos bougies sont coulées à la main en cire de soja à Bordeaux.",
    expected: { lang: "fr", dir: "ltr" },
  },
  {
    say: "Hungarian by its case endings",
    description: "Kézzel készítünk szappanokat a tihanyi műhelyünkben, levendulából és olívaolajból.",
    expected: { lang: "hu", dir: "ltr" },
  },
  {
    say: "German by 'am', 'um' and 'Uhr'",
    description: "Kostenloses Online-Seminar am 5. Februar 2026 um 18 Uhr. Anna Vogt erklärt Fristen.",
    expected: { lang: "de", dir: "ltr" },
  },
  {
    say: "Portuguese by '-ção'",
    description: "Fazemos sabonetes artesanais com azeite português e muita atenção ao detalhe.",
    expected: { lang: "pt", dir: "ltr" },
  },
  {
    say: "English with words that end like Hungarian ones",
    description: "Urban punk band playing in Budapest on Friday; tickets at the door.",
    expected: { lang: "en", dir: "ltr" },
  },
  {
    say: "Italian",
    description: "Siamo una trattoria di famiglia con la pasta fresca della nonna e il vino della casa.",
    expected: { lang: "it", dir: "ltr" },
  },
  {
    say: "Dutch",
    description: "Wij zijn een bakkerij met vers brood voor de buurt en het hele dorp, elke dag open.",
    expected: { lang: "nl", dir: "ltr" },
  },
  {
    say: "Polish",
    description: "Jesteśmy rodzinną piekarnią, pieczemy świeży chleb dla całej rodziny i przyjaciół.",
    expected: { lang: "pl", dir: "ltr" },
  },
  {
    say: "Portuguese",
    description: "Somos uma padaria familiar com pão fresco para o bairro e a cidade, com muito carinho.",
    expected: { lang: "pt", dir: "ltr" },
  },
  {
    say: "Spanish with 'de' and 'a' but no Spanish-only letters is Spanish, not Portuguese",
    description:
      "Clases de yoga para principiantes en Valencia, grupos de máximo 10 personas. Clase suelta 12 €. Primera clase gratis. Horario: de lunes a viernes de 8:00 a 21:00.",
    expected: { lang: "es", dir: "ltr" },
  },
  {
    say: "Portuguese with a timetable stays Portuguese",
    description:
      "Aulas de ioga para iniciantes em Lisboa, grupos de 10 pessoas. Primeira aula grátis. Horário: de segunda a sexta.",
    expected: { lang: "pt", dir: "ltr" },
  },
  {
    say: "English, and English when unsure",
    description: "Fresh bread for the whole neighbourhood, baked with love every morning.",
    expected: { lang: "en", dir: "ltr" },
  },
];

describe("sanitizing, sentences and language", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }

  it("never produces doubled final punctuation", () => {
    const b = brief("Kovács Bt.. Fresh bread!! Really?! See you…");
    expect(b.sentences.every((s) => !/\.\.$/.test(s) || s.endsWith("Bt.."))).toBe(true);
    expect(brief("Built by Kovács Bt.").sentences.join(" ")).not.toContain("Bt..");
  });
});
