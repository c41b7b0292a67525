/**
 * Short words the languages write with a full stop that ends no sentence: a street's kind ("ul. Długa 5",
 * "Hauptstr. 3", "av. Jean Jaurès"), "phone", "about", a title. The splitter (interpret/split.ts) never cuts
 * a message after one of these. (A weekday's short form, "Mo. bis Fr.", is followed by a small word or a digit.)
 * Normalised (lower case, no accents), keyed by pack code; a new language adds its words here.
 */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  en: ["st", "rd", "ave", "tel", "approx", "no", "nr", "dr", "mr", "mrs", "ms", "e.g", "i.e", "etc", "incl"],
  de: ["str", "tel", "ca", "nr", "bzw", "inkl", "zzgl", "evtl", "z.b", "u.a", "std", "dr", "hr", "fr"],
  fr: ["av", "bd", "tel", "env", "mme", "m", "dr"],
  es: ["avda", "av", "tel", "aprox", "pza", "sr", "sra", "dr", "dra", "ej"],
  it: ["v", "p.za", "p.zza", "tel", "ca", "sig", "sig.ra", "dott", "es"],
  nl: ["tel", "ca", "bijv", "str", "dhr", "mevr", "o.a"],
  pt: ["av", "r", "tel", "dr", "dra", "sr", "sra", "aprox"],
  pl: ["ul", "al", "pl", "os", "tel", "np", "godz", "nr", "dr", "tj", "wg"],
  hu: ["u", "krt", "tel", "kb", "pl", "dr"],
};
