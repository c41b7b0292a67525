/** A portfolio's named clients are their own row, apart from its work: never mixed into projects or services. */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

describe("clients and projects are distinct sections", () => {
  it.each([
    [
      "Mara Lind, brand designer in Copenhagen. Clients include Aesop, Monocle and Kinfolk. Recent work: the Aesop Kyoto store identity, Monocle's autumn issue layout, and a packaging range for Kinfolk.",
      "Clients",
      ["Aesop", "Monocle", "Kinfolk"],
      ["Aesop Kyoto store identity", "Monocle's autumn issue layout", "A packaging range for Kinfolk"],
    ],
    [
      "Fotografin in Hamburg. Kunden: Miele, Otto und Tchibo. Aktuelle Projekte: Kampagne für Miele (2025), Katalog für Otto (2024).",
      "Kunden",
      ["Miele", "Otto", "Tchibo"],
      ["Kampagne für Miele", "Katalog für Otto"],
    ],
  ])("%s", (prompt, heading, clients, work) => {
    const { model, html } = compose("portfolio", prompt, { companyName: "Studio", title: "Studio" });
    const logos = section(model, "logos");
    expect(logos?.heading).toBe(heading);
    expect(logos?.items.map((i) => i.title)).toEqual(clients);
    expect(section(model, "projects")?.items.map((i) => i.title)).toEqual(work);
    // The clients row follows the work, and no other section lists a client on its own.
    const kinds = model.sections.map((s) => s.kind);
    expect(kinds.indexOf("logos")).toBe(kinds.indexOf("projects") + 1);
    const elsewhere = model.sections
      .filter((s) => s.kind !== "logos" && s.kind !== "projects")
      .flatMap((s) => s.items.map((i) => i.title));
    for (const client of clients) expect(elsewhere).not.toContain(client);
    expect(html).toMatch(/<ul class="logos" data-items="items">/);
  });
});
