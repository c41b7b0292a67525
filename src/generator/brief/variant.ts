/**
 * The language as one country writes it, when the description shows which: Portuguese written in Brazil
 * ("R$ 90", "(19) 99876-5432", "Campinas - SP", "CEP 13025-000") is "pt-BR", so the page says "Endereço" and
 * "Fale conosco", not Portugal's "Morada" and "Fale connosco". Other languages keep their plain tag.
 */
import type { CountryCode } from "libphonenumber-js/min";

/** What only a Brazilian description writes: the real, a phone's two-digit area code, a state after its town, a CEP. */
const BRAZIL_SIGNS: RegExp[] = [
  /R\$/u,
  /\(\d{2}\)\s?9?\d{4}-\d{4}(?!\d)/u,
  /\s[-–]\s(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?![\p{L}])/u,
  /(?<!\d)\d{5}-\d{3}(?!\d)/u,
  /(?<![\p{L}])(?:você|vocês|celular|ônibus|equipe|cadastro|contato|conosco)(?![\p{L}])/iu,
];

export function languageTag(lang: string, description: string, region: CountryCode | undefined): string {
  if (lang !== "pt") return lang;
  return region === "BR" || BRAZIL_SIGNS.some((sign) => sign.test(description)) ? "pt-BR" : lang;
}
