/**
 * The composer's own words in Brazilian Portuguese, derived from Portugal's catalogue (pt.ts): the same
 * sentences with Brazil's words ("contato", "equipe", "celular", "baixar") and its possessives without the
 * article ("Nossa equipe", "Seu nome"). A Brazilian salon read "Morada", "Fale connosco" and "Os nossos
 * tratamentos" before; the brief marks a page "pt-BR" when the description is written in Brazil (brief/variant.ts).
 */
import type { Locale } from "./index.js";
import { pt } from "./pt.js";

/** A whole word or phrase (letters like "ã" end words too). */
const w = (source: string) => new RegExp(`(?<![\\p{L}])${source}(?![\\p{L}])`, "gu");

/** Portugal's word → Brazil's, applied in order to every phrase. */
const WORDS: [RegExp, string][] = [
  [w(String.raw`Como vos posso contactar\?`), "Como entro em contato com vocês?"],
  [w(String.raw`Como contacto \{company\}\?`), "Como falo com {company}?"],
  [w(String.raw`Onde vos posso encontrar\?`), "Onde vocês ficam?"],
  [w("Encomende connosco"), "Faça seu pedido"],
  [w("connosco"), "conosco"],
  [w("Contacte-nos"), "Fale conosco"],
  [w("([Cc])ontact(o|os|ar)"), "$1ontat$2"],
  [w("([Cc])ontacte"), "$1ontate"],
  [w("([Ee])quipa"), "$1quipe"],
  [w("telemóvel"), "celular"],
  [w("registo"), "cadastro"],
  [w("Registo"), "Cadastro"],
  [w("ecrã"), "tela"],
  [w("Descarregar a app"), "Baixe o app"],
  [w("Descarregar"), "Baixar"],
  [w("Descarregue"), "Baixe"],
  [w("Subscreva"), "Assine"],
  [w("subscrever"), "assinar"],
  [w("Morada"), "Endereço"],
  [w("Preçário"), "Preços"],
  [w("decrescente"), "regressiva"],
  [w("Logótipo"), "Logotipo"],
  [w("Saber mais"), "Saiba mais"],
  [w("Introduza"), "Digite"],
  [w("assinalados"), "destacados"],
  [w("A enviar…"), "Enviando…"],
  [w("Encomendar"), "Fazer pedido"],
  [w("Encomende"), "Faça seu pedido"],
  [w("Marcar consulta"), "Agendar consulta"],
  [w("marcação"), "agendamento"],
  [w("Verifique a ligação"), "Verifique a conexão"],
  [w("a gama"), "os produtos"],
  [w("A gama"), "Nossos produtos"],
];

/** Brazil drops the article before a possessive: "A nossa equipa" → "Nossa equipe", "a sua mensagem" → "sua mensagem". */
const ARTICLE_POSSESSIVE = /(^|\s)([AaOo]s?) (nossa|nosso|nossas|nossos|sua|seu|suas|seus)(?![\p{L}])/gu;

/** Portugal's phrase said as in Brazil. */
export function brazilian(text: string): string {
  let out = text;
  for (const [pattern, replacement] of WORDS) out = out.replace(pattern, replacement);
  // A sentence's first word keeps its capital: "Obrigado! A sua mensagem" → "Obrigado! Sua mensagem".
  return out.replace(
    ARTICLE_POSSESSIVE,
    (_m, space: string, article: string, possessive: string) =>
      space + (/^\p{Lu}/u.test(article) ? possessive[0].toUpperCase() + possessive.slice(1) : possessive),
  );
}

const mapValues = <K extends string>(record: Record<K, string>): Record<K, string> =>
  Object.fromEntries(Object.entries<string>(record).map(([k, v]) => [k, brazilian(v)])) as Record<K, string>;

export const ptBR: Locale = {
  lang: "pt-BR",
  phrases: mapValues(pt.phrases),
  nouns: mapValues(pt.nouns),
  kinds: mapValues(pt.kinds),
};
