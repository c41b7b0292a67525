import { describe, expect, it } from "vitest";
import { packsFor } from "./index.js";

const codes = (lang: string, request: string) => packsFor(lang, request).map((pack) => pack.code);

describe("a request written in another language than the page", () => {
  it("is read with the request's pack first when its own words say which", () => {
    expect(codes("en", "metti i progetti prima dei servizi")).toEqual(["it", "en"]);
    expect(codes("en", "adiciona montagem de bicicletas novas por 40 €")).toEqual(["pt", "en"]);
    expect(codes("de", "togli Osteria Nove")).toEqual(["it", "de", "en"]);
  });

  it("keeps English-only and page-language requests on the page's packs", () => {
    expect(codes("en", "make the title bigger")).toEqual(["en"]);
    expect(codes("en", "we also cover Oadby now")).toEqual(["en"]);
    expect(codes("fr", "le prix passe à 70 €")).toEqual(["fr", "en"]);
    expect(codes("de", "Samstags haben wir jetzt bis 14 Uhr offen")).toEqual(["de", "en"]);
  });

  it("never takes the owner's values for command words: links, addresses, names", () => {
    expect(codes("en", "send the form to https://example.com/hooks/leads and use a serif font")).toEqual([
      "en",
    ]);
    expect(codes("en", "change the company name to Casa Nova Dolce")).toEqual(["en"]);
    expect(codes("en", "new email: ciao@trattoria-nove.it")).toEqual(["en"]);
  });

  it("adds every language a short request could be in, after the page's, when its words tie", () => {
    expect(codes("en", "cambia l'email in hello@studioverde.it")).toEqual(["en", "es", "it"]);
  });
});
