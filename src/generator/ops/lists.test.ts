import { describe, expect, it } from "vitest";
import { addToText, dropFromText } from "./lists.js";

describe("a new member joins a sentence's list of names, never a list of things done", () => {
  it("joins a list of names in the list's own case and joining word", () => {
    expect(
      addToText("Turrón, horchata y chocolate negro.", ["Turrón", "Horchata", "Chocolate negro"], "Pistacho"),
    ).toBe("Turrón, horchata, chocolate negro y pistacho.");
  });

  it("leaves a sentence of verbs alone when its members start with their own verbs", () => {
    const text =
      "Ledgerly sends invoices, chases late payments automatically and tracks expenses from receipt photos.";
    const names = [
      "Sends invoices",
      "Chases late payments automatically",
      "Tracks expenses from receipt photos",
    ];
    expect(addToText(text, names, "Multi-currency invoices")).toBe(text);
  });

  it("leaves a sentence of verbs alone when the verb of its first member stands before the list", () => {
    const text = "Brightside cleans windows, clears gutters and scrubs roofs.";
    expect(addToText(text, ["Windows", "Clears gutters", "Scrubs roofs"], "Driveway washing")).toBe(text);
  });
});

describe("a thing's name never joins a sentence listing what the subject does", () => {
  it("leaves a Polish list of doings after 'która' alone for a noun phrase", () => {
    const text = "Aplikacja, która śledzi wydatki, planuje oszczędności i przypomina o rachunkach.";
    const names = [
      "Budżetownik to aplikacja, która śledzi wydatki",
      "Planuje oszczędności",
      "Przypomina o rachunkach",
    ];
    expect(addToText(text, names, "Wspólny budżet dla pary", ["która", "który"])).toBe(text);
  });

  it("leaves a German verb-last list after 'der' alone", () => {
    const text = "Ein Reinigungsdienst, der Büros putzt, Fenster reinigt und Teppiche shampooniert.";
    const names = ["Reinigungsdienst", "Der Büros putzt", "Fenster reinigt", "Teppiche shampooniert"];
    expect(addToText(text, names, "Grundreinigung nach Umzug", ["der", "die", "das"])).toBe(text);
  });

  it("joins a list of doings after the product's name with a doing of the same verb ending", () => {
    const text = "Tickr tracks your hours, sends invoices and chases late payments.";
    const names = ["Tracks your hours", "Sends invoices", "Chases late payments"];
    expect(addToText(text, names, "Xero export", ["that", "which"])).toBe(text);
    expect(addToText(text, names, "Exports to Xero", ["that", "which"])).toBe(
      "Tickr tracks your hours, sends invoices, chases late payments and exports to Xero.",
    );
  });
});

describe("a value taken out of a sentence takes its own lead-in words with it", () => {
  it("drops the phone's 'via' and 'or', keeping the other way to reach them", () => {
    expect(
      dropFromText(
        "Telefonisch via 030 123 4567 of met het formulier op deze pagina.",
        "030 123 4567",
        "drop",
      ),
    ).toBe("Met het formulier op deze pagina.");
    expect(
      dropFromText("By phone on 0117 496 0321 or with the form on this page.", "0117 496 0321", "drop"),
    ).toBe("With the form on this page.");
  });

  it("keeps a lead-in that all the values share", () => {
    expect(dropFromText("Tickets: €5, €7 or €9.", "€5", "drop")).toBe("Tickets: €7 or €9.");
    expect(dropFromText("Call 0117 496 0321 or 0117 496 0999.", "0117 496 0321", "drop")).toBe(
      "Call 0117 496 0999.",
    );
  });
});

describe("a fact in a sentence that is no plain list goes with the sentence", () => {
  it("drops the Portuguese ways-to-reach sentence whole rather than leaving a lone 'para'", () => {
    const text =
      "Por telefone, para o 912 000 111, por e-mail, para ola@ondaazul.pt ou através do formulário desta página.";
    expect(dropFromText(text, "912 000 111", "drop")).toBe("");
  });
});
