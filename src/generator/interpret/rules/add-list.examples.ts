/** The add-list rule's table: "add:" and short names join the page's list of features or offers. */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  // A feature of the product, never the page's theme; the courtesy after the list is no item.
  {
    page: "app",
    say: "add: dark mode, shared budgets, please",
    ops: [
      { op: "add_item", section: "features", item: { title: "Dark mode" } },
      { op: "add_item", section: "features", item: { title: "Shared budgets" } },
    ],
  },
  {
    page: "saas",
    say: "add: invoice export",
    ops: [{ op: "add_item", section: "features", item: { title: "Invoice export" } }],
  },
  // A webinar's list is its programme; the article is no part of the name.
  {
    page: "webinaire",
    say: "ajoute : la fiscalité, s'il vous plaît",
    ops: [{ op: "add_item", section: "learn", item: { title: "Fiscalité" } }],
  },
  // A page whose only list is priced: no list of names to join, refused for free (its price is not said).
  {
    page: "padaria",
    say: "adicione: pão sem glúten",
    ops: [
      {
        op: "refuse",
        part: "adicione: pão sem glúten",
        why: "esta página não mostra uma lista de funcionalidades ou ofertas onde juntar “Pão sem glúten”: diga em que secção fica",
      },
    ],
  },
  {
    page: "kurs",
    say: "hinzufügen: Rollenspiele, Aussprache",
    ops: [
      {
        op: "refuse",
        part: "hinzufügen: Rollenspiele, Aussprache",
        why: "diese Seite zeigt keine Liste von Leistungen oder Angeboten für “Rollenspiele”, “Aussprache”: sagen Sie, in welchen Abschnitt es gehört",
      },
    ],
  },
];
