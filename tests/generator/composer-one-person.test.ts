/**
 * A business that is one person reads as a person (issue 27): "Chi sono", "About me", "O mnie" in the menu
 * and headings, never "Chi siamo"; a trade that serves households asks its visitors for no company.
 */
import { expect, it } from "vitest";
import { compose, pageWords, section } from "./compose-for-test.js";

it("says 'Chi sono', not 'Chi siamo', for a lawyer who writes 'Ricevo su appuntamento'", () => {
  const { model, html } = compose(
    "business-homepage",
    "Avvocato Paolo Ferri, diritto di famiglia a Torino. Ricevo su appuntamento dal lunedì al venerdì dalle 9:30 alle 18:00 in corso Vittorio Emanuele II 88. Telefono 011 562 7730.",
    { companyName: "Studio Legale Ferri", title: "Studio Legale Ferri", industry: "legal" },
  );
  expect(pageWords(html)).toContain("Chi sono");
  expect(pageWords(html)).not.toMatch(/Chi siamo|La nostra storia|Contattaci/);
  expect(section(model, "contact")?.heading).toBe("Contattami");
});

it("says what one baker offers in the first person singular", () => {
  const { html } = compose(
    "business-homepage",
    "Sono Lucia e da sola porto avanti un piccolo forno a legna a Bologna. Pane di grano duro, focacce e crescentine.",
    { companyName: "Forno Lucia", title: "Forno Lucia", industry: "food" },
  );
  expect(pageWords(html)).not.toMatch(/Cosa offriamo|Chi siamo|La nostra/);
  expect(pageWords(html)).toContain("Pane di grano duro");
});

it("keeps 'About us' for a team", () => {
  const { html } = compose(
    "business-homepage",
    "We are a family bakery in Bath. We bake sourdough every morning. Sourdough £4, rye £4.50.",
    { companyName: "Bath Loaf", title: "Bath Loaf", industry: "food" },
  );
  expect(pageWords(html)).not.toMatch(/About me|My story/);
});

it("asks an architect's homeowners for a phone, not a work e-mail and a company", () => {
  const { html } = compose(
    "lead-generation",
    "I'm Hana Novak, a licensed architect working alone for homeowners in Brno. I design loft conversions, kitchen extensions and small family houses. Email hana@novakatelier.cz.",
    {
      companyName: "Atelier Hana Novak",
      title: "Home renovations that fit how you live",
      industry: "real-estate",
    },
  );
  expect(html).not.toContain('autocomplete="organization"');
  expect(pageWords(html)).not.toContain("Work email");
  // Its list of services is headed as one person's; the sentence that led into it is not repeated in an about.
  expect(pageWords(html)).toContain("What I do");
});

it("reads a portfolio called by its owner's name as one person ('Sobre mim', 'Fale comigo')", () => {
  const { html } = compose(
    "portfolio",
    'Fotógrafo de casamentos no Porto há 9 anos. Reportagem do dia inteiro a partir de 1.400 €, sessão de noivado 250 €. "O Tomás apanhou momentos que nem vimos acontecer" — Inês e Rui. Contacto: 934 221 876.',
    {
      companyName: "Tomás Ribeiro",
      title: "Tomás Ribeiro — fotografia de casamento",
      industry: "entertainment",
    },
  );
  expect(pageWords(html)).toContain("Fale comigo");
  expect(pageWords(html)).not.toMatch(/Contacte-nos|Fale connosco|Sobre nós/);
});
