/**
 * The composer's words for a business that is one person (brief/solo.ts): "About me", "Chi sono", "O mnie"
 * instead of "About us", "Chi siamo", "O nas". Keyed by the English phrase the page would otherwise say,
 * plural or already singular; a phrase not listed here is said as for any business.
 */
import type { KindProfile } from "../kinds/types.js";

type Words = Record<string, string>;

/** English phrases of a team, and how one person says them. */
const EN: Words = {
  About: "About me",
  "About us": "About me",
  "About me": "About me",
  "Who we are": "About me",
  "Our story": "My story",
  "My story": "My story",
  "How we work": "How I work",
  "How I work": "How I work",
  "What we offer": "What I offer",
  "What I offer": "What I offer",
  "What we do": "What I do",
  "What I do": "What I do",
  "Our services": "What I do",
  "How we can help": "How I can help",
  "How I can help": "How I can help",
  "Contact us": "Contact me",
  "Contact me": "Contact me",
  "Get in touch": "Contact me",
  "Why choose us": "Why choose me",
  "Tell us what you need": "Tell me what you need",
  "Tell us about your project": "Tell me about your project",
  "Tell me about your project": "Tell me about your project",
  "Our offer": "My offer",
  "When we're open": "When I'm open",
  "Visit us": "Visit me",
  "Find us": "Find me",
};

/** The same phrases in each language the composer writes, by their English key. */
const OTHERS: Record<string, Words> = {
  de: {
    "About me": "Über mich",
    "My story": "Meine Geschichte",
    "How I work": "So arbeite ich",
    "What I offer": "Mein Angebot",
    "What I do": "Was ich mache",
    "How I can help": "Wie ich helfen kann",
    "Contact me": "Kontakt aufnehmen",
    "Why choose me": "Warum ich",
    "Tell me what you need": "Sagen Sie mir, was Sie brauchen",
    "Tell me about your project": "Erzählen Sie mir von Ihrem Projekt",
    "My offer": "Mein Angebot",
    "When I'm open": "Wann ich da bin",
    "Visit me": "Besuchen Sie mich",
    "Find me": "So finden Sie mich",
  },
  fr: {
    "About me": "Qui suis-je",
    "My story": "Mon histoire",
    "How I work": "Ma façon de travailler",
    "What I offer": "Mon offre",
    "What I do": "Ce que je fais",
    "How I can help": "Comment je peux vous aider",
    "Contact me": "Me contacter",
    "Why choose me": "Pourquoi me choisir",
    "Tell me what you need": "Dites-moi ce dont vous avez besoin",
    "Tell me about your project": "Parlez-moi de votre projet",
    "My offer": "Mon offre",
    "When I'm open": "Quand me trouver",
    "Visit me": "Me rendre visite",
    "Find me": "Me trouver",
  },
  es: {
    "About me": "Sobre mí",
    "My story": "Mi historia",
    "How I work": "Cómo trabajo",
    "What I offer": "Qué ofrezco",
    "What I do": "Qué hago",
    "How I can help": "Cómo puedo ayudarte",
    "Contact me": "Contáctame",
    "Why choose me": "Por qué elegirme",
    "Tell me what you need": "Cuéntame qué necesitas",
    "Tell me about your project": "Cuéntame tu proyecto",
    "My offer": "Lo que ofrezco",
    "When I'm open": "Cuándo atiendo",
    "Visit me": "Visítame",
    "Find me": "Dónde encontrarme",
  },
  it: {
    "About me": "Chi sono",
    "My story": "La mia storia",
    "How I work": "Come lavoro",
    "What I offer": "Cosa offro",
    "What I do": "Di cosa mi occupo",
    "How I can help": "Come posso aiutarti",
    "Contact me": "Contattami",
    "Why choose me": "Perché scegliermi",
    "Tell me what you need": "Dimmi di cosa hai bisogno",
    "Tell me about your project": "Raccontami il tuo progetto",
    "My offer": "La mia offerta",
    "When I'm open": "Quando mi trovi",
    "Visit me": "Vieni a trovarmi",
    "Find me": "Dove trovarmi",
  },
  nl: {
    "About me": "Over mij",
    "My story": "Mijn verhaal",
    "How I work": "Hoe ik werk",
    "What I offer": "Wat ik bied",
    "What I do": "Wat ik doe",
    "How I can help": "Hoe ik kan helpen",
    "Contact me": "Neem contact op",
    "Why choose me": "Waarom kiezen voor mij",
    "Tell me what you need": "Vertel me wat u nodig hebt",
    "Tell me about your project": "Vertel me over uw project",
    "My offer": "Mijn aanbod",
    "When I'm open": "Wanneer ik er ben",
    "Visit me": "Kom langs",
    "Find me": "Waar u mij vindt",
  },
  pt: {
    "About me": "Sobre mim",
    "My story": "A minha história",
    "How I work": "Como trabalho",
    "What I offer": "O que ofereço",
    "What I do": "O que faço",
    "How I can help": "Como posso ajudar",
    "Contact me": "Fale comigo",
    "Why choose me": "Porquê escolher-me",
    "Tell me what you need": "Diga-me do que precisa",
    "Tell me about your project": "Fale-me do seu projeto",
    "My offer": "A minha oferta",
    "When I'm open": "Quando me encontra",
    "Visit me": "Visite-me",
    "Find me": "Onde me encontrar",
  },
  pl: {
    "About me": "O mnie",
    "My story": "Moja historia",
    "How I work": "Jak pracuję",
    "What I offer": "Co oferuję",
    "What I do": "Czym się zajmuję",
    "How I can help": "Jak mogę pomóc",
    "Contact me": "Napisz do mnie",
    "Why choose me": "Dlaczego warto mnie wybrać",
    "Tell me what you need": "Napisz, czego potrzebujesz",
    "Tell me about your project": "Opowiedz mi o swoim projekcie",
    "My offer": "Moja oferta",
    "When I'm open": "Kiedy mnie zastaniesz",
    "Visit me": "Odwiedź mnie",
    "Find me": "Gdzie mnie znaleźć",
  },
  hu: {
    "About me": "Rólam",
    "My story": "Történetem",
    "How I work": "Hogyan dolgozom",
    "What I offer": "Amit kínálok",
    "What I do": "Amivel foglalkozom",
    "How I can help": "Miben segíthetek",
    "Contact me": "Írjon nekem",
    "Why choose me": "Miért válasszon engem",
    "Tell me what you need": "Írja meg, mire van szüksége",
    "Tell me about your project": "Meséljen a projektjéről",
    "My offer": "Kínálatom",
    "When I'm open": "Mikor talál meg",
    "Visit me": "Látogasson meg",
    "Find me": "Hol talál meg",
  },
};

/** A phrase as one person says it in a language, or undefined when it is said as for any business. */
export function onePersonWords(lang: string, english: string): string | undefined {
  const singular = Object.hasOwn(EN, english) ? EN[english] : undefined;
  if (!singular) return undefined;
  const primary = lang.split("-")[0] ?? "";
  if (primary === "en") return singular;
  const words = Object.hasOwn(OTHERS, primary) ? OTHERS[primary] : undefined;
  return words?.[singular];
}

/** Headings that name the business, which some languages say as "us" ("Contacte-nos", "Napisz do nas"). */
const REACH_THE_BUSINESS = new Set([
  "Contact {company}",
  "Write to {company}",
  "Get in touch with {company}",
]);

/**
 * A phrase already in the page's language said by one person: a kind's phrase that fell back to a plain
 * one of its slot ("What we offer" → "Cosa offriamo") becomes that phrase's singular ("Cosa offro").
 */
export function asOnePerson(lang: string, text: string, phrases: Readonly<Record<string, string>>): string {
  for (const plural of Object.keys(EN))
    if (Object.hasOwn(phrases, plural) && phrases[plural] === text)
      return onePersonWords(lang, plural) ?? text;
  // A heading that fell back to one naming the business as "us" ("Contacte-nos").
  for (const named of REACH_THE_BUSINESS)
    if (Object.hasOwn(phrases, named) && phrases[named] === text)
      return reachOnePerson(lang, named, text) ?? text;
  return text;
}

/**
 * A heading that names the business, where the language said it as "us": one person says "me"
 * ("Fale comigo", "Napisz do mnie"); where it keeps the name ("Contacter {company}") it stays.
 */
export function reachOnePerson(lang: string, english: string, translated: string): string | undefined {
  if (!REACH_THE_BUSINESS.has(english) || translated.includes("{company}")) return undefined;
  return onePersonWords(lang, "Contact me");
}

/** A team's word in a kind's English phrase ("What we bake", "Talk to us", "Our bakery"). */
const TEAM = /\b(?:we|we're|we'll|us|our|ours|the team)\b/i;

/** The kind's phrases a person can say: a team's ("Our bakery", "Call us") give way to one person's. */
export function onePersonProfile(profile: KindProfile): KindProfile {
  const own = (phrases: readonly string[], fallback: string[]) => {
    const kept = phrases.map((p) => EN[p] ?? p).filter((p) => !TEAM.test(p));
    return kept.length > 0 ? kept : fallback;
  };
  return {
    ...profile,
    offerings: {
      eyebrow: own([profile.offerings.eyebrow], ["Services"])[0] ?? "Services",
      headings: own(profile.offerings.headings, ["What I offer"]),
    },
    actions: own(profile.actions, ["Get in touch"]),
    contactHeadings: own(profile.contactHeadings, ["Contact {company}", "Write to {company}"]),
    messageLabel: own([profile.messageLabel], ["Your message"])[0] ?? "Your message",
    aboutHeadings: ["About {company}", "About me", "How I work"],
  };
}
