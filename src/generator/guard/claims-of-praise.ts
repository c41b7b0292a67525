/**
 * Claims a model likes to add that the brief's extractors do not look for: ratings ("4.9/5", "5-star",
 * "★★★★★", "4.9★", "4,8 von 5 Sternen", "4,8 sterren"), awards ("award-winning", "voted best bakery", "#1",
 * "nº1", "Nr. 1", "preisgekrönt", "primée", "díjnyertes") and social proof ("500+ happy customers",
 * "trusted by hundreds of families", "zufriedene Kunden", "clients satisfaits"). Each pattern runs on the
 * masked text, so what an extractor took is not read again. None of them is ever accepted on a number alone:
 * a source must make the same kind of claim (trace.ts).
 */
import { re } from "../brief/vocabulary.js";
import type { FactKind } from "./types.js";

export interface Claim {
  kind: FactKind;
  start: number;
  end: number;
}

const STAR_WORD =
  "(?:stars?|sterne?n?|étoiles?|estrellas?|stelle|sterren|estrelas?|gwiazd(?:ek|ki|ka|y)?|csillag(?:os|ból)?)";
const OUT_OF = "(?:\\s?\\/\\s?|\\s(?:out\\sof|of|von|sur|de|su|van|z|na|em|a)\\s)";
const RATING = re(
  String.raw`(?<![\p{L}\d.,])(?:(?:rated|rating|bewertet|noté(?:e)?|valorad[oa]|valutat[oa]|beoordeeld|avaliad[oa]|oceniony|értékelés)\s(?:of\s|mit\s|de\s|con\s|met\s|com\s|na\s)?)?\d(?:[.,]\d{1,2})?${OUT_OF}(?:5|10|100)(?![\d.,]\d)(?:\s${STAR_WORD})?` +
    String.raw`|(?<![\p{L}\d.,])(?:\d(?:[.,]\d{1,2})?|one|two|three|four|five|fünf|cinq|cinco|cinque|vijf|pięć|öt)[\s-]?${STAR_WORD}(?![\p{L}])` +
    String.raw`|(?<![\p{L}\d.,])\d(?:[.,]\d{1,2})?\s?[★⭐](?:[★⭐☆✩]*)` +
    "|[★⭐]{2,}(?:[☆✩]+)?" +
    String.raw`|(?<![\p{L}])(?:rated|bewertet\smit)\s\d(?:[.,]\d{1,2})?(?![\d])`,
  "giu",
);

const AWARD = re(
  String.raw`(?<![\p{L}])(?:multi[\s-])?(?:award|prize)[\s-]winning` +
    String.raw`|(?<![\p{L}])(?:winners?|winning)\sof\s(?:the\s)?[^,.;!?\n\uFFFF]{2,40}?(?:award|prize|trophy|medal|competition|cup)s?` +
    String.raw`|(?<![\p{L}])won\s(?:the\s|an?\s)?[^,.;!?\n\uFFFF]{0,40}?(?:award|prize|trophy|medal)s?` +
    String.raw`|(?<![\p{L}])voted\s(?:the\s)?(?:best|#\s?1|number\sone|no\.?\s?1|top|favou?rite)(?:\s[^,.;!?\n\uFFFF]{1,40}?)?(?=[,.;!?\n]|$)` +
    // "Eleito o melhor", "elegido el mejor", "votato il migliore", "élu meilleur", "zum Besten gewählt".
    String.raw`|(?<![\p{L}])(?:eleit[oa]s?|votad[oa]s?|elegid[oa]s?|elett[oa]|votat[oa]|élue?s?|gewählte?|verkozen|wybran[aey]|választott)\s(?:(?:zum|zur|tot|o|a|os|as|el|la|los|las|il|lo|le|les|de|het|la\s)\s?)?(?:melhor(?:es)?|mejor(?:es)?|miglior[ei]?|meilleure?s?|besten?|beste|najlepsz\p{L}*|legjobb)(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:zu[mr]\s)?(?:besten?|beste)\s[^,.;!?\n\uFFFF]{1,40}?\sgewählt(?![\p{L}])` +
    String.raw`|(?<![\p{L}\d#])#\s?1(?![\d])|(?<![\p{L}])(?:no\.\s?1|n[º°o]\.?\s?1|nr\.?\s?1|number\sone|nummer\s(?:1|eins|één)|num[ée]ro\s(?:1|un|uno)|número\s(?:1|uno)|numero\s(?:1|uno))(?![\d\p{L}])` +
    String.raw`|(?<![\p{L}])(?:mejor(?:es)?\svalorad[oa]s?|mieux\snoté(?:e|s|es)?|am\sbesten\sbewertet\p{L}*|top[\s-]bewertet\p{L}*|best[\s-]reviewed|miglior[ei]?\svalutat[oaie]|beste\sbeoordeeld\p{L}*|mais\sbem\savaliad[oa]s?)(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:best|top|highest)[\s-]rated|(?<![\p{L}])michelin[\s-](?:starred|stars?|sterne?n?|étoilée?|estrella)` +
    String.raw`|(?<![\p{L}])(?:as\sseen\s(?:on|in)|featured\sin)\s[^,.;!?\n\uFFFF]{2,30}` +
    String.raw`|(?<![\p{L}])(?:preisgekrönte?[nrs]?|ausgezeichnet(?:e[nrs]?)?\smit\s[^,.;!?\n\uFFFF]{2,40}|primée?s?|récompensée?s?|galardonad[oa]s?|premiad[oa]s?|premiat[oa]|pluripremiat[oa]|bekroonde?|nagradzan[aey]|nagrodzon[aey]|díjnyertes|díjazott)(?![\p{L}])`,
  "giu",
);

/** The people a business serves, as social proof counts them (English and every language a pack knows). */
const CROWD =
  "(?:customers?|clients?|families|students|members|guests|patients|diners|riders|parents|couples|users|kunden|gäste[n]?|patienten|familien|schüler(?:innen)?|mitglieder[n]?|clientes?|familles|élèves|membres|invités|patients?|familias|alumnos|pacientes|huéspedes|socios|clienti|famiglie|studenti|allievi|ospiti|pazienti|klanten|gasten|families|leerlingen|leden|patiënten|fietsers|famílias|alunos|hóspedes|klientów|klienci|gości|pacjentów|ügyfél|ügyfelek|vendég|vendégek)";
const PLEASED =
  "(?:happy|satisfied|delighted|loyal|returning|glückliche[n]?|zufriedene[n]?|begeisterte[n]?|treue[n]?|satisfaits?|satisfaites?|heureux|ravis|fidèles|satisfechos?|satisfechas?|felices|contentos|encantados|fieles|soddisfatti|soddisfatte|felici|contenti|fedeli|tevreden|blije|trouwe|satisfeitos?|satisfeitas?|felizes|zadowolonych|zadowoleni|szczęśliwych|elégedett)";
const MANY =
  "(?:hundreds|thousands|dozens|countless|hunderte[n]?|tausende[n]?|unzählige[n]?|dess(?:centaines|milliers|dizaines)|centaines|milliers|cientos|miles|decenas|centinaia|migliaia|decine|honderden|duizenden|tientallen|centenas|milhares|dezenas|setki|tysiące|többsszáz|többsezer)";
const COUNT = String.raw`(?:(?:over|more\sthan|über|mehr\sals|plus\sde|más\sde|oltre|più\sdi|meer\sdan|ruim|mais\sde|ponad|több\smint)\s)?\d[\d.,  ]*\+?\s`;
const SOCIAL = re(
  String.raw`(?<![\p{L}\d])(?:${COUNT}|${MANY}\s(?:of\s|de\s|di\s|d'|van\s)?)?${PLEASED}\s${CROWD}(?![\p{L}])` +
    String.raw`|(?<![\p{L}\d])${CROWD}\s${PLEASED}(?![\p{L}])` +
    String.raw`|(?<![\p{L}\d])${MANY}\s(?:of\s|de\s|di\s|d'|van\s)?${CROWD}(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:trusted|loved|chosen|recommended)\sby\s(?:${COUNT}|${MANY}\s(?:of\s)?|(?:so\s)?many\s)?(?:${PLEASED}\s)?(?:${CROWD}|[\p{L}]+)(?![\p{L}])` +
    String.raw`|(?<![\p{L}\d])${COUNT}${CROWD}(?:\s(?:trust|love|chose|choose|recommend)\s(?:us|our))`,
  "giu",
);

/** Ratings, awards and social proof in `masked` (claimed text is masked out), with their spans. */
export function praiseIn(masked: string): Claim[] {
  const out: Claim[] = [];
  for (const [kind, pattern] of [
    ["rating", RATING],
    ["award", AWARD],
    ["social", SOCIAL],
  ] as const) {
    for (const m of masked.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].trimEnd().length;
      if (out.some((c) => c.start < end && start < c.end)) continue;
      out.push({ kind, start, end });
    }
  }
  return out;
}

/** Whether any award is claimed in `text` (the owner's own award lets the page call itself award-winning). */
export function claimsAnAward(text: string): boolean {
  // `search`, not `test`: it leaves the shared global pattern where it was for praiseIn's matchAll.
  return (
    text.search(AWARD) !== -1 ||
    /(?<![\p{L}])(?:awards?|prizes?|trophy|medals?|preis|prix|premio|prémio|nagroda|díj)(?![\p{L}])/iu.test(
      text,
    )
  );
}

/** Whether `text` may claim social proof (a quick test before the whole search). */
export function mayClaimSocialProof(text: string): boolean {
  return text.search(SOCIAL) !== -1;
}
