/**
 * The words for a page's background, keyed by pack code (normalised: lower case, no accents). A colour said
 * of the background is the light or dark theme when it is white or black; a page has no background colour
 * of its own otherwise (interpret/rules/style.ts says so). A new language adds its words here.
 */
export const BACKGROUND_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["background", "backdrop", "page background"],
  de: ["hintergrund", "hintergrundfarbe", "seitenhintergrund"],
  fr: ["fond", "arriere-plan", "arriere plan", "couleur de fond"],
  es: ["fondo", "color de fondo"],
  it: ["sfondo", "colore di sfondo"],
  nl: ["achtergrond", "achtergrondkleur"],
  pt: ["fundo", "cor de fundo"],
  pl: ["tlo", "tla", "tle", "tło", "tła"],
  hu: ["hatter", "hatteret", "hatterszin"],
};
