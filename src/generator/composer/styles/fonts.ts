/**
 * Tuned system font stacks: each names the fonts that ship with macOS, Windows, Android and common Linux
 * desktops for one family of letterforms, so a page gets a real typeface everywhere without loading one
 * (the page budget has no room for font files, and nothing may be fetched).
 */

/**
 * Neutral grotesque: Helvetica-like, for technical and minimal pages. The platform's UI font comes last:
 * placed early it won everywhere, and on Linux it is DejaVu Sans, a wide face no grotesque.
 */
export const GROTESQUE = `Inter,"SF Pro Text",-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Arial Nova","Nimbus Sans",Arial,"Liberation Sans",system-ui,sans-serif`;
/** Geometric sans: round, open letters for bold and playful headings. */
export const GEOMETRIC = `Avenir,"Avenir Next LT Pro",Montserrat,Corbel,"URW Gothic","Century Gothic",source-sans-pro,"Liberation Sans",system-ui,sans-serif`;
/**
 * Humanist sans: warm, calligraphic strokes for friendly body text. On Linux, Noto Sans then Liberation Sans:
 * DejaVu Sans (the platform's UI font there) sets body text wide and loose beside an embedded heading face.
 */
export const HUMANIST = `Seravek,"Gill Sans Nova",Ubuntu,Calibri,"Source Sans 3",source-sans-pro,"Noto Sans","Liberation Sans",system-ui,sans-serif`;
/** Condensed industrial sans: DIN-like headings for technical and bold pages. */
export const INDUSTRIAL = `Bahnschrift,"DIN Alternate","DIN Next","Franklin Gothic Medium","Nimbus Sans Narrow","Arial Narrow",system-ui,sans-serif`;
/** Rounded sans: soft ends for playful pages. */
export const ROUNDED = `ui-rounded,"SF Pro Rounded","Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT","Arial Rounded MT Bold",Calibri,system-ui,sans-serif`;
/** Transitional serif: sturdy, readable headings for classic pages. */
export const TRANSITIONAL = `Charter,"Bitstream Charter","Sitka Text",Cambria,"Noto Serif",Georgia,serif`;
/** Old-style serif: bookish headings for editorial and warm pages. */
export const OLD_STYLE = `"Iowan Old Style","Palatino Linotype","URW Palladio L",P052,"Book Antiqua",Palatino,Georgia,serif`;
/** Didone: high-contrast display serif for luxury headings. */
export const DIDONE = `Didot,"Bodoni MT","Noto Serif Display","Bodoni 72","URW Palladio L",P052,Sylfaen,Georgia,serif`;
/** Monospace: labels and numbers on technical pages. */
export const MONO = `ui-monospace,"SF Mono","Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace`;
/** The platform's own UI sans: the safest body text. */
export const SYSTEM = `system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;
