import { describe, expect, it } from "vitest";
import {
  bareRequestSubject,
  instructionTopic,
  isPageInstruction,
  titleWithoutPageTalk,
  withoutPageTalk,
} from "./instructions.js";
import { brief } from "./test-helpers.js";

describe("instructions to the page builder (issue 27.2)", () => {
  it.each([
    ["need a page to get leads for my plumbing business", "plumbing business"],
    ["dentist page for google ads, should look modern and clean", undefined],
    ["newsletter for my sourdough baking blog", "sourdough baking blog"],
    ["make me a landing page for my saas, something that converts", "saas"],
    ["Ich brauche eine Seite für mein Yogastudio, soll modern aussehen.", "Yogastudio"],
    ["Fais-moi une landing page pour ma boulangerie pour facebook", "boulangerie"],
    ["Necesito una página para que la gente descargue mi app de rutas en bici.", "app de rutas en bici"],
    ["Mi serve una pagina per trovare clienti per il mio studio legale.", "studio legale"],
    ["Maak een landingspagina voor mijn bloemenwinkel, moet er modern uitzien.", "bloemenwinkel"],
    ["Preciso de um site para a minha padaria.", "padaria"],
    ["Potrzebuję strony dla mojej kawiarni.", "kawiarni"],
    // A page word or an ad word, what it is for ("to launch", "zum"), then the business.
    ["página para lanzar nuestras alpargatas nuevas", "alpargatas nuevas"],
    ["page pour télécharger notre appli de randonnée", "appli de randonnée"],
    ["facebook werbung für mein yogastudio", "yogastudio"],
    ["tienda online para mis bolsos", "bolsos"],
    ["online shop for my handmade candles", "handmade candles"],
    ["strona na webinar o programowaniu", undefined],
    ["signup page for my project management tool", "project management tool"],
    // A word about the page between its page word and whose it is; what it is to do before "for my".
    ["newsletter signup for my gluten free baking blog", "gluten free baking blog"],
    // "of my" in the languages that say it so; a closing "pls" is said to us.
    ["newsletter da minha blog de sopas", "blog de sopas"],
    ["newsletter signup for my vintage clothing blog pls", "vintage clothing blog"],
    ["page d'inscription pour notre logiciel de planning", "logiciel de planning"],
    ["pagina per lanciare il nostro olio nuovo", "olio nuovo"],
    ["pagina om leads te krijgen voor mijn makelaarskantoor", "makelaarskantoor"],
    // Without a "my", the one the page is for, and never the channel it runs on.
    ["google ads page for a physio clinic, want more bookings", "physio clinic"],
    ["portfolio for a wedding photographer, keep it elegant", "wedding photographer"],
    ["landing page for our dental implant ads", "dental implant"],
    ["oldal ügyfélszerzéshez a könyvelő irodámnak", undefined],
    // Several words between "for" and "my" ("pour le lancement de mon…"), and a bare "landing" for the page.
    ["une page pour le lancement de mon appli de covoiturage", "appli de covoiturage"],
    ["landing for my app launch", "app launch"],
    // A business whose name holds an "and" is one business.
    ["vorrei un sito per il mio bed and breakfast a Lucca", "bed and breakfast a Lucca"],
    ["una pagina per il lancio del mio nuovo gelato", "nuovo gelato"],
  ])("reads %j as an instruction naming %j", (sentence, topic) => {
    expect(isPageInstruction(sentence)).toBe(true);
    expect(instructionTopic(sentence)).toBe(topic);
  });

  it.each([
    "We build websites for restaurants and cafes.",
    "Wir bauen Webseiten für Handwerker.",
    "Create a landing page for our café in Bristol, open 7:00–18:00.",
    "Portfolio page showing our best work for our live music venue, featuring indie concerts, comedy nights and a rooftop bar.",
    "Family funeral directors in Harrogate since 1962.",
    "Websites for restaurants and cafes.",
    "Online shop for vintage vinyl, shipping across Europe.",
    "Fast landing pages for a fixed price, live in a week.",
    "Want more bookings? We run Google Ads for salons.",
    "Weboldalak készítése kisvállalkozásoknak.",
  ])("keeps %j: it describes the business, or says more than what it is", (sentence) => {
    expect(isPageInstruction(sentence)).toBe(false);
  });

  it.each([
    ["yoga studio website please", "yoga studio"],
    ["Zahnarztpraxis Hamburg Webseite bitte.", "Zahnarztpraxis Hamburg"],
    ["bakery landing page", undefined],
    ["pizzeria napoletana sito per favore", "pizzeria napoletana"],
    ["I need a website", undefined],
  ])("reads the bare request %j as an instruction naming %j", (sentence, subject) => {
    expect(isPageInstruction(sentence)).toBe(true);
    expect(bareRequestSubject(sentence)).toBe(subject);
  });

  it.each([
    "Your new website.",
    "Bespoke websites.",
    "Ihre neue Webseite.",
    "Polish-speaking staff on site.",
  ])("keeps %j: it speaks to the visitor or names what is sold", (sentence) => {
    expect(isPageInstruction(sentence)).toBe(false);
    expect(bareRequestSubject(sentence)).toBeUndefined();
  });

  it.each([
    ["Schlüsseldienst Berlin, 24h Notdienst, Seite für Google Ads. Tel 030 555 0199", "Seite für Google Ads"],
    [
      "Serrurier à Lyon, ouverture de porte, changement de serrure, page pour Google Ads.",
      "page pour Google Ads",
    ],
    ["Limpieza de oficinas en Madrid, cristales, moquetas, página para Facebook.", "página para Facebook"],
  ])("reads no offering from a clause that only names the page: %j", (description, clause) => {
    expect(brief(description).offerings).not.toContain(clause);
  });

  it.each([
    [
      "tree surgeons in Leeds, stump grinding, we need a new website",
      "Tree surgeons in Leeds, stump grinding",
    ],
    [
      "Fahrschule in Kassel, Klasse B und A2, wir brauchen eine Webseite",
      "Fahrschule in Kassel, Klasse B und A2",
    ],
    ["Cours de piano à Nantes, je veux un site simple", "Cours de piano à Nantes"],
    ["orthodontist in Leeds, looking for a clean landing page", "Orthodontist in Leeds"],
  ])("drops a request for the page that closes the sentence: %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
    expect(brief(sentence).offerings.join(" ")).not.toMatch(/website|webseite|site|page/iu);
  });

  it.each([
    [
      "Need a landing page for our scheduling app for restaurants and cafes.",
      "Scheduling app for restaurants and cafes.",
    ],
    [
      "We need a page for our new yoga studio in Hove opening in March.",
      "New yoga studio in Hove opening in March.",
    ],
  ])("keeps what the business is from a one-clause request for the page: %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it.each([
    ["tienda online de bolsos de macramé, quiero vender más", "Tienda online de bolsos de macramé"],
    ["handmade soap shop, want to sell more online", "Handmade soap shop"],
    ["sklep z herbatą, chcę więcej sprzedawać", "Sklep z herbatą"],
    ["Keramikwerkstatt in Jena, ich will mehr verkaufen", "Keramikwerkstatt in Jena"],
    [
      "app om samen met je huisgenoten kosten te delen, graag downloads",
      "App om samen met je huisgenoten kosten te delen",
    ],
    [
      "soirée quiz dans un bar à Lille, il faut une page pour les inscriptions",
      "Soirée quiz dans un bar à Lille",
    ],
  ])(
    "drops the owner's wish to sell more or get downloads, and a bare 'il faut une page': %j",
    (sentence, kept) => {
      expect(withoutPageTalk(sentence)).toBe(kept);
    },
  );

  it.each([
    ["b2b consulting, want people to book a call", "B2b consulting"],
    ["Dog grooming in Bath, we want owners to book online", "Dog grooming in Bath"],
  ])("drops what the owner wants visitors to do, after the business: %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it("keeps a question to visitors about what they want", () => {
    expect(withoutPageTalk("Personal training in Leeds, want people to notice you?")).toBe(
      "Personal training in Leeds, want people to notice you?",
    );
  });

  it("keeps a French sentence with 'il faut' that is not about the page", () => {
    expect(withoutPageTalk("Il faut réserver 2 jours avant, places limitées.")).toBe(
      "Il faut réserver 2 jours avant, places limitées.",
    );
  });

  it("keeps a question to the visitor that names a website", () => {
    expect(withoutPageTalk("Web design in Leeds, need a new website?")).toBe(
      "Web design in Leeds, need a new website?",
    );
  });

  it("reads no fact or offering from an instruction", () => {
    const b = brief("dentist page for google ads, should look modern and clean");
    expect(b.offerings).toEqual([]);
    expect(b.kind).toBe("dentist");
  });
});

describe("wishes beside a request for a page (issue 27.1)", () => {
  it.each([
    ["looking for a page for my gutter cleaning business around Leeds, want homeowners to book a visit."],
    ["Ich brauche eine Webseite für meinen Hundesalon in Freiburg, soll warm und gemütlich aussehen"],
    ["potrzebuję strony dla moich korepetycji z matematyki w Krakowie, żeby rodzice mogli się zapisać"],
    ["Je voudrais un site pour ma librairie à Nantes, quelque chose de chaleureux."],
    ["Necesito una web para mi taller de bicis en Sevilla, que la gente pueda pedir cita."],
    ["Maak een pagina voor mijn bloemenwinkel in Gent, mag er vrolijk uitzien."],
    ["Preciso de um site para a minha pastelaria em Braga, quero que as pessoas façam encomendas."],
    ["Kell egy oldal a fodrászszalonomnak Debrecenben, legyen modern."],
    ["weboldal kellene a fogorvosi rendelőmnek"],
    ["Egy oldal kéne a boltomnak Szegeden."],
    ["Voglio un sito per il mio studio di pilates a Torino, deve sembrare elegante e luminosa."],
    ["keep it clean and friendly"],
    ["make it look trustworthy"],
    ["Vorrei un sito per il mio bed and breakfast sul lago di Como, deve sembrare accogliente."],
    ["warm and earthy colours please"],
    ["Make the design bold and colourful."],
    // More of whoever the page is to bring, without a "to": the owner's goal, in every language.
    ["ad page for my boxing gym, want more members"],
    ["Seite für mein Yogastudio, wir wollen mehr Mitglieder"],
    ["page pour mon école de danse, je veux plus d'élèves"],
    ["página para mi academia, queremos más alumnos"],
    ["pagina per la mia palestra, vorrei più iscritti"],
    ["pagina voor mijn dansschool, we willen meer leden"],
    ["strona dla mojej szkoły jazdy, chcemy więcej kursantów"],
    // Something asked for, then what visitors are to do on it, with no page word at all.
    ["maak iets simpels waar mensen een offerte kunnen vragen"],
    ["make something simple where people can book a lesson"],
    ["mach mir etwas Schlichtes, wo Kunden einen Termin anfragen können"],
  ])("reads %j as talk to the builder", (sentence) => {
    expect(isPageInstruction(sentence)).toBe(true);
  });

  it.each([
    "We repair bikes and sell used ones.",
    "Our team keeps it simple: honest prices, quick repairs.",
    "Keep your gutters clear all year.",
    "Make it yours with hand engraving.",
    "We teach children so that they can swim by summer.",
    "Fresh flowers in all colours, delivered daily.",
    "Make something beautiful with your own hands.",
    "Want more members? We build apps for gyms.",
  ])("keeps %j: it speaks to visitors", (sentence) => {
    expect(isPageInstruction(sentence)).toBe(false);
  });
});

describe("a look wish beside page talk", () => {
  it.each([
    ["car wash landing page for google ads, something modern", "Car wash"],
    ["newsletter da minha blog de sopas, algo simples", ""],
  ])("is not published: %s", (sentence, kept) => {
    const said = isPageInstruction(sentence) ? "" : withoutPageTalk(sentence);
    expect(said).toBe(kept);
  });
});

describe("a request and its wishes inside a sentence of facts", () => {
  it.each([
    // The request said in the infinitive, after the business: "…, faire une page qui donne envie".
    ["boutique de pulls en laine, faire une page qui donne envie", "boutique de pulls en laine"],
    ["Pizzeria a Napoli, creare una pagina moderna", "Pizzeria a Napoli"],
    ["Bäckerei in Kiel, eine Webseite erstellen", "Bäckerei in Kiel"],
    // What the page is to do, said to us beside the request: "soll Mandanten bringen".
    ["Seite für meine Anwaltskanzlei, Arbeitsrecht, soll Mandanten bringen", "Arbeitsrecht"],
    ["Page pour mon cabinet, droit du travail, doit attirer des clients", "Droit du travail"],
    ["página para mi clínica, fisioterapia deportiva, que atraiga pacientes", "Fisioterapia deportiva"],
    // The business a request names is the owner's: it is kept, and a bare "we're in …" says where it is.
    ["need a page to get leads for my window cleaning business, we're in Leeds", "Window cleaning in Leeds"],
    ["I need a website for my dog grooming business, based in Bath", "Dog grooming in Bath"],
    // The owner's casual word for the business ("thing", "gig") is said to us, not to visitors.
    ["need a page for my dog walking thing, we're in Leeds", "Dog walking in Leeds"],
    ["boxing gym in Leeds, want more members", "Boxing gym in Leeds"],
    ["Tanzschule in Köln, wir wollen mehr Schüler", "Tanzschule in Köln"],
    [
      "Ich brauche eine Seite für meine mobile Fahrradwerkstatt, wir sind in Köln",
      "mobile Fahrradwerkstatt in Köln",
    ],
  ])("publishes only the business of %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence).toLowerCase()).toBe(kept.toLowerCase());
  });

  it("reads no offering from a request opening a list, nor from a wish beside it", () => {
    const b = brief("Seite für meine Anwaltskanzlei, Arbeitsrecht, soll Mandanten bringen");
    expect(b.offerings).toEqual([]);
  });

  it("still reads the town a request names once the request is set aside", () => {
    const b = brief("Need a website for my plumbing business in Bristol, we do emergency callouts.");
    expect(JSON.stringify(b.places)).toContain("Bristol");
  });
});

describe("a title that only talks to us", () => {
  it("leaves nothing to publish when it names no business of its own", () => {
    expect(titleWithoutPageTalk("need a page to get leads")).toBe("");
    expect(titleWithoutPageTalk("dentist page for google ads")).toBe("");
    expect(titleWithoutPageTalk("get more bookings")).toBe("");
  });

  it("keeps the business it names, and a title of the business's own as written", () => {
    expect(titleWithoutPageTalk("landing page for my bakery")).toBe("bakery");
    expect(titleWithoutPageTalk("Honest car repairs in Leeds")).toBe("Honest car repairs in Leeds");
  });
});

describe("a request said without a page word, after a dash, or with only its look", () => {
  it.each([
    "need something for an instagram ad",
    "Ich brauche etwas für eine Facebook-Anzeige",
    "ik wil iets voor een advertentie",
    "Bitte macht eine Seite für unseren Flohmarkt",
    "Je veux une page sobre et chaleureuse",
    "I want a page clean and bright",
  ])("reads %j as said to us, never published", (sentence) => {
    expect(isPageInstruction(sentence)).toBe(true);
  });

  it.each([
    ["bike repair van in york, need something for a google ad", "Bike repair van in york"],
    ["dog groomer in hove - build us a landing page please", "Dog groomer in hove"],
    ["Schreinerei in Ulm – macht mir eine Webseite", "Schreinerei in Ulm"],
  ])("publishes only the business of %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it.each(["Je veux une robe rouge et bleue", "We want a world with cleaner rivers and seas"])(
    "keeps %j, which asks for no page",
    (sentence) => {
      expect(isPageInstruction(sentence)).toBe(false);
    },
  );
});
