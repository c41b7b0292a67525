/** The examples of the "set-text" rule: each request on its example page, and the operations it must give. */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  // A label with a verb of its own ("Send me …") is the owner's words, never a job asked of the page.
  {
    page: "saas",
    say: "make the button say Send me the guide",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Send me the guide" },
      { op: "set_text", path: "sections.s4.form.submitLabel", value: "Send me the guide" },
    ],
  },
  // A modal and a say verb around the new words: asked as a question, or with the say verb last.
  {
    page: "saas",
    say: "can the headline say Rotas done by lunch",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Rotas done by lunch" }],
  },
  {
    page: "baeckerei",
    say: "der Titel soll Brot wie bei Oma lauten",
    ops: [
      { op: "set_text", path: "source.title", value: "Brot wie bei Oma" },
      { op: "set_text", path: "sections.s1.heading", value: "Brot wie bei Oma" },
    ],
  },
  {
    page: "bloemen",
    say: "de titel moet Bloemen uit Leiden worden",
    ops: [
      { op: "set_text", path: "source.title", value: "Bloemen uit Leiden" },
      { op: "set_text", path: "sections.s1.heading", value: "Bloemen uit Leiden" },
    ],
  },
  {
    page: "boulangerie",
    say: "le titre doit être Le pain du quartier",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Le pain du quartier" }],
  },
  // A button's new words after a colon: a word among them ("Vraag") is no form field asked for.
  {
    page: "bloemen",
    say: "zet er een knop bij: Vraag een offerte aan",
    ops: [{ op: "set_text", path: "sections.s1.cta.label", value: "Vraag een offerte aan" }],
  },
  // "CTA", "call to action": the marketer's words for the main button, in every pack.
  {
    page: "saas",
    say: "make the CTA say 'Start free'",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Start free" },
      { op: "set_text", path: "sections.s4.form.submitLabel", value: "Start free" },
    ],
  },
  {
    say: 'change the headline to "Bread worth getting up for"',
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Bread worth getting up for" }],
  },
  {
    say: "tagline: Baked in York since 1998",
    ops: [{ op: "set_text", path: "sections.s1.tagline", value: "Baked in York since 1998" }],
  },
  {
    say: "set the button text to Book a table please",
    ops: [{ op: "set_text", path: "sections.s1.cta.label", value: "Book a table" }],
  },
  {
    say: "make the call button say Call now",
    ops: [
      {
        op: "refuse",
        part: "make the call button say Call now",
        why: "the page has no such button; its buttons say “Contact us”, “Take a look”, “Send request”",
      },
    ],
  },
  {
    say: "change the 'Send request' button to 'Ask us'",
    ops: [{ op: "set_text", path: "sections.s6.form.submitLabel", value: "Ask us" }],
  },
  {
    page: "shop",
    say: "change the buy button to 'Add to basket'",
    ops: [
      {
        op: "refuse",
        part: "change the buy button to 'Add to basket'",
        why: "which button: “Order now” or “Place my order”? Say its label",
      },
    ],
  },
  {
    page: "webinar",
    say: "the register button should read Save my spot",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Save my spot" },
      { op: "set_text", path: "sections.s6.form.submitLabel", value: "Save my spot" },
    ],
  },
  {
    page: "saas",
    say: "the main button should say 'Try it free'",
    // The owner's new label is applied though it drops the "30" only the old label said: their wording.
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Try it free" },
      { op: "set_text", path: "sections.s4.form.submitLabel", value: "Try it free" },
    ],
  },
  {
    page: "kurs",
    say: "der Anmelde-Button soll „Platz sichern“ heißen",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Platz sichern" },
      { op: "set_text", path: "sections.s6.form.submitLabel", value: "Platz sichern" },
    ],
  },
  {
    page: "stage",
    say: "le bouton d'inscription doit dire « Je m'inscris »",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Je m'inscris" },
      { op: "set_text", path: "sections.s7.form.submitLabel", value: "Je m'inscris" },
    ],
  },
  {
    page: "tienda",
    say: "el botón principal debe decir Compra ya",
    ops: [{ op: "set_text", path: "sections.s1.cta.label", value: "Compra ya" }],
  },
  {
    page: "tienda",
    say: "el botón de pedido debe decir «Quiero mis velas»",
    ops: [{ op: "set_text", path: "sections.s5.form.submitLabel", value: "Quiero mis velas" }],
  },
  {
    page: "trattoria",
    say: "il pulsante di contatto deve dire «Scrivici»",
    ops: [
      {
        op: "refuse",
        part: "il pulsante di contatto deve dire «Scrivici»",
        why: "quale pulsante: “Prenota un tavolo” o “Invia messaggio”? Di' la sua scritta",
      },
    ],
  },
  {
    page: "bloemen",
    say: "verander de contactknop naar 'Mail ons'",
    ops: [{ op: "set_text", path: "sections.s1.cta.label", value: "Mail ons" }],
  },
  {
    page: "padaria",
    say: "o botão principal deve dizer «Encomendar»",
    ops: [
      { op: "set_text", path: "sections.s1.cta.label", value: "Encomendar" },
      { op: "set_text", path: "sections.s4.form.submitLabel", value: "Encomendar" },
    ],
  },
  // A section named by the owner's word for it and a section word: its heading.
  {
    page: "saas",
    say: "rename the pricing bit to Plans",
    ops: [{ op: "set_text", path: "sections.s3.heading", value: "Plans" }],
  },
  {
    page: "boulangerie",
    say: "renomme la section des produits en Nos pains",
    ops: [{ op: "set_text", path: "sections.s2.heading", value: "Nos pains" }],
  },
  {
    page: "baeckerei",
    say: "benenne den Abschnitt Preise in Unsere Preise um",
    ops: [{ op: "set_text", path: "sections.s2.heading", value: "Unsere Preise" }],
  },
  {
    say: "rename the FAQ heading to Good questions",
    ops: [{ op: "set_text", path: "sections.s5.heading", value: "Good questions" }],
  },
  {
    page: "saas",
    say: "make the pricing section title say 'Simple plans'",
    ops: [{ op: "set_text", path: "sections.s3.heading", value: "Simple plans" }],
  },
  {
    say: "change the company name to Crumb & Co",
    ops: [{ op: "set_text", path: "source.companyName", value: "Crumb & Co" }],
  },
  {
    page: "boulangerie",
    say: "changez le titre en « Pains et gâteaux »",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Pains et gâteaux" }],
  },
  {
    page: "tienda",
    say: "cambia el titular a Velas que huelen a casa",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Velas que huelen a casa" }],
  },
  {
    page: "tienda",
    say: "cambia el título a Velas de soja, hechas a mano",
    ops: [
      { op: "set_text", path: "source.title", value: "Velas de soja, hechas a mano" },
      { op: "set_text", path: "sections.s1.heading", value: "Velas de soja, hechas a mano" },
    ],
  },
  {
    page: "padaria",
    say: "muda o título para Pão quente, todos os dias",
    ops: [
      { op: "set_text", path: "source.title", value: "Pão quente, todos os dias" },
      { op: "set_text", path: "sections.s1.heading", value: "Pão quente, todos os dias" },
    ],
  },
  {
    page: "shop",
    say: "change the title to Yarn, dyed by hand",
    ops: [
      { op: "set_text", path: "source.title", value: "Yarn, dyed by hand" },
      { op: "set_text", path: "sections.s1.heading", value: "Yarn, dyed by hand" },
    ],
  },
  // "X should be / soll … lauten / devrait être …": the text named first, its new words after "be".
  {
    page: "boulangerie",
    say: "le titre devrait être « Du pain, tout simplement »",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Du pain, tout simplement" }],
  },
  {
    page: "tienda",
    say: "el titular debería ser Velas para cada casa",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Velas para cada casa" }],
  },
  {
    say: 'the heading needs to read "Fresh every morning"',
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Fresh every morning" }],
  },
  {
    page: "kurs",
    say: "die Überschrift soll „Yoga für alle“ lauten",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Yoga für alle" }],
  },
  {
    page: "bloemen",
    say: "de kop moet „Bloemen voor elk moment” zijn",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Bloemen voor elk moment" }],
  },
  {
    page: "padaria",
    say: "o título principal deveria ser «Pão de verdade»",
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Pão de verdade" }],
  },
  {
    page: "pekseg",
    say: 'változtasd meg a főcímet erre: "Kenyér, ami kitart"',
    ops: [{ op: "set_text", path: "sections.s1.heading", value: "Kenyér, ami kitart" }],
  },
];
