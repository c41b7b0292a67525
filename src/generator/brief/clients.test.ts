/** Clients named after a clients heading are whom the business worked for: never its work or offerings. */
import { describe, expect, it } from "vitest";
import { briefOf } from "../../../tests/generator/compose-for-test.js";

describe("clients: the names after a clients heading", () => {
  it.each([
    [
      "Mara Lind, brand designer in Copenhagen. Clients include Aesop, Monocle and Kinfolk. Recent work: the Aesop Kyoto store identity, Monocle's autumn issue layout, and a packaging range for Kinfolk.",
      ["Aesop", "Monocle", "Kinfolk"],
      ["Aesop Kyoto store identity", "Monocle's autumn issue layout", "a packaging range for Kinfolk"],
    ],
    [
      "Fotografin in Hamburg. Kunden: Miele, Otto und Tchibo. Aktuelle Projekte: Kampagne für Miele (2025), Katalog für Otto (2024).",
      ["Miele", "Otto", "Tchibo"],
      ["Kampagne für Miele", "Katalog für Otto"],
    ],
    [
      "Illustratrice à Paris. Parmi mes clients : Ladurée, Le Monde et Hermès.",
      ["Ladurée", "Le Monde", "Hermès"],
      [],
    ],
    [
      "Ontwerpbureau in Gent. Klanten zijn onder andere Delvaux en Studio Brussel.",
      ["Delvaux", "Studio Brussel"],
      [],
    ],
  ])("%s", (description, clients, work) => {
    const brief = briefOf(description, "portfolio");
    expect(brief.clients).toEqual(clients);
    expect(brief.pastWork.map((p) => p.name)).toEqual(work);
    for (const client of clients) expect(brief.offerings).not.toContain(client);
  });

  it("people the business serves are no client list", () => {
    expect(briefOf("Clients say we are the friendliest dentist in Leeds.").clients).toBeUndefined();
  });
});
