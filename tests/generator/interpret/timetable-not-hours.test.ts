/**
 * A named activity said with a day and a time joins the page's timetable — with or without a verb, in
 * any language — or moves its own entry; it never sets the business's (or the office's) opening hours.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const driving = compose(
  "business-homepage",
  "Fahrschule Weg in Ulm. Klassen: Autoführerschein 1.900 €, Motorradführerschein 1.400 €. Theorie dienstags 18:30–20:00. Büro geöffnet Mo–Fr 15–18 Uhr. Telefon 0731 44 55 66.",
).model;
const school = compose(
  "business-homepage",
  "Escola de dança Passo no Porto. Aulas: salsa, tango, kizomba. Aula de salsa às terças 19:00–20:00. Secretaria aberta de segunda a sexta das 10h às 13h. Telefone 22 111 2233.",
).model;

describe("a named activity with a day and a time", () => {
  const pages = { driving, school };
  it.each([
    ["driving", "Theorie auch mittwochs 18:30–20:00", "Theorie mittwochs 18:30–20:00"],
    [
      "driving",
      "Erste-Hilfe-Kurs samstags 9:00–16:00 kommt noch dazu",
      "Erste-Hilfe-Kurs samstags 9:00–16:00",
    ],
    ["school", "aula de kizomba às quintas 20:00–21:00", "kizomba às quintas 20:00–21:00"],
  ] as const)("on %s, '%s' joins the timetable and leaves the hours", (page, say, entry) => {
    const { ops, unread } = interpret(say, structuredClone(pages[page]));
    expect(unread).toEqual([]);
    expect(ops.some((op) => op.op === "set_hours")).toBe(false);
    expect(ops[0]?.op === "replace_text" && ops[0].with.toLowerCase().endsWith(entry.toLowerCase())).toBe(
      true,
    );
  });

  it("an hours line starting with 'from' is no timetable entry to join", () => {
    const { ops } = interpret(
      "ajoutez l'atelier chant le jeudi à 18h",
      structuredClone(
        compose(
          "business-homepage",
          "École de musique Do Ré à Lille. Atelier rythme le mardi 17h–18h. Accueil du lundi au vendredi de 9h à 12h.",
        ).model,
      ),
    );
    expect(ops[0]).toMatchObject({ op: "replace_text", find: "Rythme le mardi 17h–18h" });
  });

  it("opening hours said alone stay opening hours", () => {
    const { ops } = interpret("Samstag 9–12 Uhr", structuredClone(driving));
    expect(ops.map((op) => op.op)).toEqual(["set_hours"]);
  });
});
