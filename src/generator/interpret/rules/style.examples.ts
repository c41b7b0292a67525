/** The examples of the "style" rule: each request on its example page, and the operations it must give. */
import { reportWords } from "../../ops/report-words.js";
import type { Example } from "../rule.js";

export const examples: Example[] = [
  // A mood word's comparative ("cosier", "comfier") is the mood.
  { page: "cafe", say: "make it feel cosier", ops: [{ op: "set_style", design: "warm" }] },
  { page: "cafe", say: "can it be a bit comfier", ops: [{ op: "set_style", design: "warm" }] },
  // How the page feels is its look, like how it looks.
  { say: "make it feel more energetic", ops: [{ op: "set_style", design: "bold" }] },
  // A scheme word right before a colour is its shade, never the page's scheme.
  { say: "make it dark brown", ops: [{ op: "set_style", primary: "#5f2a09" }] },
  { say: "light green please", ops: [{ op: "set_style", primary: "#68c389" }] },
  // Earthy colours are a warm look.
  {
    say: "make the colours warmer, earthy brown",
    ops: [{ op: "set_style", primary: "#92400e", design: "warm" }],
  },
  // One button named by what it does has no colour of its own: refused for free, with how to say it.
  {
    page: "livejazz",
    say: "make the register button orange",
    ops: [
      {
        op: "refuse",
        part: "make the register button orange",
        why: "one button cannot have a colour of its own: the brand colour colours every button — say “make the brand colour orange” to change them all",
      },
    ],
  },
  // A colour said of the background: white or black is the theme; another is refused, never the brand.
  { say: "make the background black", ops: [{ op: "set_style", scheme: "dark" }] },
  { page: "boulangerie", say: "fond noir s'il te plaît", ops: [{ op: "set_style", scheme: "dark" }] },
  {
    page: "boulangerie",
    say: "mets le fond en bleu marine",
    ops: [
      {
        op: "refuse",
        part: "mets le fond en bleu marine",
        why: "le fond est clair ou sombre selon le thème, jamais d'une couleur à lui : dites « thème sombre », ou « mets la couleur principale en … »",
      },
    ],
  },
  {
    page: "baeckerei",
    say: "Hintergrund bitte dunkelblau",
    ops: [
      {
        op: "refuse",
        part: "Hintergrund bitte dunkelblau",
        why: "der Hintergrund ist hell oder dunkel, je nach Design, nie eine eigene Farbe: sagen Sie „dunkles Design“ oder „mach die Hauptfarbe …“",
      },
    ],
  },
  // A colour said of the buttons is theirs: the brand colour they wear, with the accent kept.
  { say: "make the buttons orange", ops: [{ op: "set_style", buttonColour: "#ea580c" }] },
  { page: "bloemen", say: "maak de knop oranje", ops: [{ op: "set_style", buttonColour: "#ea580c" }] },
  { page: "tienda", say: "pon los botones en verde", ops: [{ op: "set_style", buttonColour: "#16a34a" }] },
  { say: "make the button colour teal", ops: [{ op: "set_style", buttonColour: "#0d9488" }] },
  // A colour joined to a word for colours ("Blautönen", "groentinten") is that colour.
  {
    page: "baeckerei",
    say: "die Seite bitte in Blautönen",
    ops: [{ op: "set_style", primary: "#2563eb" }],
  },
  { page: "bloemen", say: "graag alles in groentinten", ops: [{ op: "set_style", primary: "#16a34a" }] },
  // "shades of", "tons de", "tinten van": a colour said as its shades is that colour.
  { page: "padaria", say: "põe o site em tons de amarelo", ops: [{ op: "set_style", primary: "#ca8a04" }] },
  { say: "make it shades of green", ops: [{ op: "set_style", primary: "#16a34a" }] },
  // The title said with a size is the headline a visitor sees; its size words are never its new text.
  {
    page: "boulangerie",
    say: "mets le titre en plus grand",
    ops: [{ op: "set_style", headline: "bigger" }],
  },
  { page: "tienda", say: "el título más grande", ops: [{ op: "set_style", headline: "bigger" }] },
  { page: "boulangerie", say: "le titre en plus petit", ops: [{ op: "set_style", headline: "smaller" }] },
  { page: "trattoria", say: "il titolo più piccolo", ops: [{ op: "set_style", headline: "smaller" }] },
  { page: "padaria", say: "título maior", ops: [{ op: "set_style", headline: "bigger" }] },
  { page: "bloemen", say: "de titel groter", ops: [{ op: "set_style", headline: "bigger" }] },
  { say: "make the title bigger", ops: [{ op: "set_style", headline: "bigger" }] },
  { say: "use forest green", ops: [{ op: "set_style", primary: "#228b22" }] },
  { say: "can we go dark?", ops: [{ op: "set_style", scheme: "dark" }] },
  // A comparative in the plural, agreeing with "kolory": every form of the pack's adjective counts.
  { page: "serwis", say: "ciemniejsze kolory", ops: [{ op: "set_style", scheme: "dark" }] },
  { say: "make the accent colour coral", ops: [{ op: "set_style", accent: "#f0614f" }] },
  { say: "serif font please", ops: [{ op: "set_style", font: "serif" }] },
  { say: "make it pop", ops: [{ op: "set_style", design: "bold" }] },
  { say: "bigger text please", ops: [{ op: "set_style", textSize: "large" }] },
  { page: "boulangerie", say: "une police plus élégante", ops: [{ op: "set_style", font: "serif" }] },
  // An elided "de" ("plus d'espace") is the pack's "plus de": elisions are read by the tokenizer.
  {
    page: "boulangerie",
    say: "mets plus d'espace entre les sections",
    ops: [{ op: "set_style", spacing: "more" }],
  },
  { say: "a cleaner font", ops: [{ op: "set_style", font: "sans" }] },
  { page: "trattoria", say: "rendi il testo più grande", ops: [{ op: "set_style", textSize: "large" }] },
  {
    page: "baeckerei",
    say: "Schrift etwas größer und mehr Abstand bitte",
    ops: [{ op: "set_style", textSize: "large", spacing: "more" }],
  },
  { say: "more professional", ops: [{ op: "set_style", design: "classic" }] },
  { page: "baeckerei", say: "weniger bunt bitte", ops: [{ op: "set_style", design: "minimal" }] },
  {
    page: "tienda",
    say: "menos colorido",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  {
    page: "bloemen",
    say: "iets rustiger graag, minder kleurrijk",
    ops: [{ op: "set_style", design: "minimal" }],
  },
  {
    page: "boulangerie",
    say: "des couleurs plus calmes",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  {
    page: "tienda",
    say: "pon colores más cálidos, tipo rojo o naranja",
    ops: [{ op: "set_style", primary: "#dc2626", accent: "#ea580c", design: "warm" }],
  },
  {
    page: "padaria",
    say: "cores mais quentes, tipo laranja",
    ops: [{ op: "set_style", primary: "#ea580c", design: "warm" }],
  },
  { page: "saas", say: "make it look more professional", ops: [{ op: "set_style", design: "technical" }] },
  { say: "more elegant", ops: [{ op: "set_style", design: "luxury" }] },
  { say: "friendlier please", ops: [{ op: "set_style", design: "warm" }] },
  {
    page: "boulangerie",
    say: "mettez des couleurs plus douces",
    ops: [{ op: "set_style", design: "warm", primary: "#a15c3e", accent: "#d9a57f" }],
  },
  {
    page: "bloemen",
    say: "maak de kleuren zachter",
    ops: [{ op: "set_style", design: "warm", primary: "#a15c3e", accent: "#d9a57f" }],
  },
  { say: "make it look more modern", ops: [{ op: "set_style", design: "minimal" }] },
  { page: "baeckerei", say: "mach die Seite moderner", ops: [{ op: "set_style", design: "minimal" }] },
  { page: "padaria", say: "deixa o site mais moderno", ops: [{ op: "set_style", design: "minimal" }] },
  { say: "use a modern font", ops: [{ op: "set_style", font: "sans" }] },
  {
    page: "tienda",
    say: "pon colores más alegres",
    ops: [{ op: "set_style", design: "playful", primary: "#d9480f", accent: "#f5b700" }],
  },
  {
    page: "trattoria",
    say: "colori più tranquilli",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  {
    page: "trattoria",
    say: "colori più morbidi",
    ops: [{ op: "set_style", design: "warm", primary: "#a15c3e", accent: "#d9a57f" }],
  },
  { say: "make it brighter and livelier", ops: [{ op: "set_style", design: "playful" }] },
  {
    say: "bigger headline and more spacing",
    ops: [{ op: "set_style", spacing: "more", headline: "bigger" }],
  },
  { say: "hide the menu", ops: [{ op: "set_style", navigation: "hidden" }] },
  { say: "dark green and a sans serif font", ops: [{ op: "set_style", primary: "#166534", font: "sans" }] },
  { page: "tienda", say: "ponlo en verde oliva", ops: [{ op: "set_style", primary: "#556b2f" }] },
  {
    page: "baeckerei",
    say: "macht die Buttons grün und die Überschrift größer",
    ops: [{ op: "set_style", buttonColour: "#16a34a", headline: "bigger" }],
  },
  {
    page: "boulangerie",
    say: "les boutons en vert et le titre plus grand",
    ops: [{ op: "set_style", buttonColour: "#16a34a", headline: "bigger" }],
  },
  {
    say: "bigger buttons and a red headline",
    ops: [{ op: "set_style", primary: "#dc2626", buttons: "bigger" }],
  },
  { page: "bloemen", say: "maak het wat zakelijker", ops: [{ op: "set_style", design: "classic" }] },
  { say: "headings bigger", ops: [{ op: "set_style", headings: "bigger" }] },
  { page: "trattoria", say: "rendi i titoli più grandi", ops: [{ op: "set_style", headings: "bigger" }] },
  { page: "baeckerei", say: "größere Überschriften bitte", ops: [{ op: "set_style", headings: "bigger" }] },
  { say: "make it greener", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "tienda", say: "colores más azules", ops: [{ op: "set_style", primary: "#2563eb" }] },
  { page: "padaria", say: "muda a cor para azul-marinho", ops: [{ op: "set_style", primary: "#1e3a8a" }] },
  // Two colour names side by side are one colour: the one that is not a plain hue.
  {
    page: "trattoria",
    say: "metti un colore verde salvia",
    ops: [{ op: "set_style", primary: "#77815c" }],
  },
  { page: "bloemen", say: "groenere kleuren graag", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "boulangerie", say: "des couleurs plus rouges", ops: [{ op: "set_style", primary: "#dc2626" }] },
  {
    page: "baeckerei",
    say: "mach die Seite dunkler und nimm eine Serifenschrift",
    ops: [{ op: "set_style", scheme: "dark", font: "serif" }],
  },
  // A sporty look is the bold design, in every language; a verb of how the page comes across is no wish.
  { say: "make it sporty", ops: [{ op: "set_style", design: "bold" }] },
  { page: "tienda", say: "haz que parezca más deportivo", ops: [{ op: "set_style", design: "bold" }] },
  { page: "baeckerei", say: "es soll sportlicher aussehen", ops: [{ op: "set_style", design: "bold" }] },
  { page: "baeckerei", say: "lass es edler wirken", ops: [{ op: "set_style", design: "luxury" }] },
  // Dark colours said in the plural are the dark theme.
  { page: "tienda", say: "colores oscuros", ops: [{ op: "set_style", scheme: "dark" }] },
  { page: "trattoria", say: "colori più scuri", ops: [{ op: "set_style", scheme: "dark" }] },
  // Cooler colours are a mood of the colours: the calm design with its muted teal and sage.
  {
    say: "cooler colours",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  {
    page: "padaria",
    say: "cores mais frias",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  // A colour said with a word the look leans by ("rather", "eher", "plutôt", "inkább") is the brand colour.
  { page: "baeckerei", say: "Farbe eher grün", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { say: "a bit more green, rather", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "boulangerie", say: "plutôt dans les verts", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "trattoria", say: "piuttosto sui blu", ops: [{ op: "set_style", primary: "#2563eb" }] },
  // An Italian plural colour beside "colori" is the colour, not a word no pack writes.
  { page: "trattoria", say: "colori più rossi", ops: [{ op: "set_style", primary: "#dc2626" }] },
  { page: "trattoria", say: "colori piuttosto verdi", ops: [{ op: "set_style", primary: "#16a34a" }] },
  // More colour with no colour named is the colourful look and its palette; less colour the calm one.
  {
    page: "bloemen",
    say: "meer kleur",
    ops: [{ op: "set_style", design: "playful", primary: "#d9480f", accent: "#f5b700" }],
  },
  {
    say: "a bit more colour please",
    ops: [{ op: "set_style", design: "playful", primary: "#d9480f", accent: "#f5b700" }],
  },
  {
    page: "boulangerie",
    say: "plus de couleur",
    ops: [{ op: "set_style", design: "playful", primary: "#d9480f", accent: "#f5b700" }],
  },
  {
    page: "serwis",
    say: "więcej koloru",
    ops: [{ op: "set_style", design: "playful", primary: "#d9480f", accent: "#f5b700" }],
  },
  {
    page: "baeckerei",
    say: "weniger Farbe",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  // Hungarian looks, said with their case endings.
  { page: "pekseg", say: "legyen sötét az oldal", ops: [{ op: "set_style", scheme: "dark" }] },
  { page: "pekseg", say: "legyen a fő szín zöld", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "pekseg", say: "nagyobb főcímet", ops: [{ op: "set_style", headline: "bigger" }] },
  // Corners said of buttons, cards or the page: every radius of the design at once ("less rounded" first).
  { say: "make the buttons rounder", ops: [{ op: "set_style", corners: "rounder" }] },
  { say: "less rounded corners please", ops: [{ op: "set_style", corners: "sharper" }] },
  { page: "boulangerie", say: "des boutons plus arrondis", ops: [{ op: "set_style", corners: "rounder" }] },
  { page: "baeckerei", say: "mach die Ecken eckiger", ops: [{ op: "set_style", corners: "sharper" }] },
  { page: "pekseg", say: "legyenek kerekebbek a gombok", ops: [{ op: "set_style", corners: "rounder" }] },
  // A look said as its colours: white or a pale colour beside a colour is the light page, black the dark
  // one, the other colour the main one; a pale colour the theme cannot show is said back as not done.
  { say: "make it navy and white", ops: [{ op: "set_style", scheme: "light", primary: "#1e3a8a" }] },
  {
    page: "baeckerei",
    say: "schwarz und gold bitte",
    ops: [{ op: "set_style", scheme: "dark", primary: "#b8860b" }],
  },
  {
    page: "tienda",
    say: "verde y crema",
    ops: [
      { op: "set_style", scheme: "light", primary: "#16a34a" },
      { op: "refuse", part: "crema", why: reportWords("es", "backgroundColour") },
    ],
  },
  // Details, touches and accents in a colour are the accent colour, in its agreeing form too.
  { say: "dark with gold details", ops: [{ op: "set_style", accent: "#b8860b", scheme: "dark" }] },
  {
    page: "tienda",
    say: "pon la página en oscuro con detalles dorados",
    ops: [{ op: "set_style", accent: "#b8860b", scheme: "dark" }],
  },
  { page: "boulangerie", say: "des touches dorées", ops: [{ op: "set_style", accent: "#b8860b" }] },
  { page: "serwis", say: "złote detale", ops: [{ op: "set_style", accent: "#b8860b" }] },
  // A colour in the pack's own agreeing form beside a word for colours ("w zielonych kolorach").
  { page: "serwis", say: "zrób stronę w zielonych kolorach", ops: [{ op: "set_style", primary: "#16a34a" }] },
  // Everything bigger or smaller is one step on the whole type scale; "all the prices" is no look.
  {
    page: "bloemen",
    say: "maak alles wat groter",
    ops: [{ op: "set_style", headline: "bigger", headings: "bigger", textSize: "large" }],
  },
  {
    page: "trattoria",
    say: "rendi tutto più piccolo",
    ops: [{ op: "set_style", headline: "smaller", headings: "smaller", textSize: "small" }],
  },
  {
    page: "pekseg",
    say: "legyen minden nagyobb",
    ops: [{ op: "set_style", headline: "bigger", headings: "bigger", textSize: "large" }],
  },
  // A mood whose look is its colours (nautical, rustic) brings the design's palette; warmth is a mood.
  {
    say: "make it feel more nautical",
    ops: [{ op: "set_style", design: "classic", primary: "#1e3a5f", accent: "#9c7a3c" }],
  },
  {
    page: "tienda",
    say: "ponle un estilo más rústico",
    ops: [{ op: "set_style", design: "warm", primary: "#a15c3e", accent: "#d9a57f" }],
  },
  { page: "tienda", say: "hazlo más cálido", ops: [{ op: "set_style", design: "warm" }] },
  { page: "padaria", say: "deixa mais aconchegante", ops: [{ op: "set_style", design: "warm" }] },
  // Two different looks in one breath are neither guessed.
  {
    say: "warmer, with a vintage feel",
    ops: [{ op: "refuse", part: "warmer, with a vintage feel", why: reportWords("en", "lookContradiction") }],
  },
  // A mood no design word names brings its design and its own colours; a colour said with it wins.
  {
    say: "make it feel more feminine",
    ops: [{ op: "set_style", design: "warm", primary: "#be185d", accent: "#b0677f" }],
  },
  {
    page: "trattoria",
    say: "un aspetto più maschile",
    ops: [{ op: "set_style", design: "classic", primary: "#1f2a44", accent: "#8b5a2b" }],
  },
  { say: "make it look more urgent, red", ops: [{ op: "set_style", primary: "#dc2626", design: "bold" }] },
  {
    page: "padaria",
    say: "deixe a página mais urgente, vermelha",
    ops: [{ op: "set_style", primary: "#dc2626", design: "bold" }],
  },
  // A shade beside a colour (soft, pastel, vivid; before or after it, or in one word) is that colour's
  // shade, never a design of its own: "calmer, soft blue" is one look, not two.
  {
    say: "the site should feel calmer, soft blue",
    ops: [{ op: "set_style", primary: "#386cdd", design: "minimal" }],
  },
  {
    page: "bloemen",
    say: "maak het wat vrouwelijker, zachte roze tinten",
    ops: [{ op: "set_style", primary: "#c25585", design: "warm" }],
  },
  {
    page: "tienda",
    say: "más femenina, rosa suave",
    ops: [{ op: "set_style", primary: "#c25585", design: "warm" }],
  },
  { page: "baeckerei", say: "sanfte grüne Töne bitte", ops: [{ op: "set_style", primary: "#3f945e" }] },
  {
    page: "baeckerei",
    say: "die Buttons bitte knallrot",
    ops: [{ op: "set_style", buttonColour: "#ff1414" }],
  },
  { page: "bloemen", say: "maak de pagina felrood", ops: [{ op: "set_style", primary: "#ff1414" }] },
  {
    page: "trattoria",
    say: "voglio i bottoni rosa chiaro",
    ops: [{ op: "set_style", buttonColour: "#e873a7" }],
  },
  {
    page: "pekseg",
    say: "legyen nyugodtabb, pasztell színekkel",
    ops: [{ op: "set_style", design: "minimal", primary: "#4a6f7a", accent: "#8fb1a6" }],
  },
  // A colour adjective agreeing with the page, its background or its buttons, with no word for colours.
  { page: "boulangerie", say: "je veux une page verte", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "tienda", say: "quiero la web roja", ops: [{ op: "set_style", primary: "#dc2626" }] },
  { page: "trattoria", say: "fai la pagina rossa", ops: [{ op: "set_style", primary: "#dc2626" }] },
  { page: "serwis", say: "zrób stronę zieloną", ops: [{ op: "set_style", primary: "#16a34a" }] },
  {
    page: "serwis",
    say: "strona ma być bardziej elegancka, granatowa",
    ops: [{ op: "set_style", primary: "#1e3a8a", design: "luxury" }],
  },
  { page: "serwis", say: "zmień przyciski na czerwone", ops: [{ op: "set_style", buttonColour: "#dc2626" }] },
  {
    page: "serwis",
    say: "zrób tło czerwone",
    ops: [{ op: "refuse", part: "zrób tło czerwone", why: reportWords("pl", "backgroundColour") }],
  },
  { page: "pekseg", say: "tedd zölddé az oldalt", ops: [{ op: "set_style", primary: "#16a34a" }] },
  { page: "pekseg", say: "legyen a gomb piros", ops: [{ op: "set_style", buttonColour: "#dc2626" }] },
];
