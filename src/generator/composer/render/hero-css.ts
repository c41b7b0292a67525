/**
 * The hero's rules, per layout: a page carries only the base and the layout it uses, so pages of other
 * layouts do not share this markup's styling (and the page stays small).
 */
import type { HeroLayout } from "./layouts.js";

/**
 * Rules every hero uses: spacing, the lead, the facts row, the countdown, a form card. On a phone the
 * hero's buttons take the full width, one above the other (two of unequal widths, the second wrapped
 * alone under the first, looked accidental).
 */
const BASE = `.hero{padding:clamp(56px,8vw,96px) 0 clamp(64px,9vw,112px)}
.hero .lead{font-size:clamp(1.1rem,1.6vw,1.3rem)}
.hero .card{padding:32px}
@media (max-width:560px){.hero .card{padding:22px 20px}.hero .btns>*{flex:1 1 100%}}
.hero .cd{justify-content:flex-start;margin-top:28px}
.hero .g2>:only-child{grid-column:1/-1;max-width:820px}
#hero h1.h-long{font-size:clamp(1.9rem,4vw,3.4rem);line-height:1.06}
#hero h1.h-xlong{font-size:clamp(1.7rem,3.4vw,2.8rem);line-height:1.1}
#hero :is(.hx-masthead,.hx-stack,.hx-statement) h1.h-long{font-size:clamp(2.3rem,6vw,4.8rem);line-height:1.02}
#hero :is(.hx-masthead,.hx-stack,.hx-statement) h1.h-xlong{font-size:clamp(2rem,4.4vw,3.6rem);line-height:1.06}
.hero-centred.bare h1,.hero-band.bare h1{font-size:clamp(2.6rem,6.2vw,4.8rem);line-height:1.02;max-width:16ch}
.hero-centred.bare h1{margin-left:auto;margin-right:auto}
.hx-beside{display:grid;gap:clamp(24px,4vw,64px);grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));align-items:start;margin-top:clamp(20px,3vw,36px)}
.hx-beside .btns{margin-top:24px}
.hx-beside-art .art-hero .art{max-width:560px;width:100%;margin:0 auto;display:block}`;

/** Light text on the brand colour (band and panels): buttons, facts and countdown turn to match. */
const ON_BRAND = (sel: string) =>
  `${sel}{color:var(--op)}${sel} .lead,${sel} .ey,${sel} .tagline,${sel} .note,${sel} .field .err{color:var(--op)}${sel} .pill{background:rgb(0 0 0/.2);color:var(--op)}${sel} .btn{background:#fff;color:var(--p);box-shadow:0 10px 30px -10px rgb(0 0 0/.5)}${sel} .btn2{background:transparent;color:var(--op);border:1px solid rgb(255 255 255/.6)}${sel} .kfacts li{background:rgb(0 0 0/.18);border-color:rgb(255 255 255/.3);color:var(--op)}${sel} .kfacts svg{color:var(--op)}${sel} .cd div{background:rgb(0 0 0/.18);border-color:rgb(255 255 255/.25);box-shadow:none}${sel} .cd b,${sel} .cd small{color:var(--op)}${sel} .card{color:var(--tx)}${sel} .card .btn{background:var(--p);color:var(--op)}${sel} .card .note{color:var(--mt)}${sel} .card .field .err{color:var(--er)}`;

const SOFT_GLOW =
  "background:radial-gradient(1100px 520px at 85% -10%,color-mix(in srgb,var(--a) 20%,transparent),transparent 60%),radial-gradient(900px 480px at -10% 10%,var(--tn),transparent 60%)";

export const HERO_CSS: Record<HeroLayout | "base", string> = {
  base: BASE,
  split: `.hero-split{${SOFT_GLOW}}`,
  asymmetric: `.hx-asym{display:grid;gap:clamp(32px,5vw,72px);align-items:center;grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
.hx-media{order:-1}.hx-media .art-hero .art{max-width:none}
.hero-asym{background:linear-gradient(180deg,var(--tn),var(--bg) 70%)}
@media (max-width:860px){.hx-asym{grid-template-columns:1fr}.hx-media{order:0}}`,
  // A drawing under the words already ends the hero: no full bottom padding beneath its blank lower edge.
  centred: `.hero-centred{text-align:center;${SOFT_GLOW}}
.hero-centred .lead{margin-left:auto;margin-right:auto}
.hero-centred .btns,.hero-centred .kfacts,.hero-centred .cd,.hero-centred .badges{justify-content:center}
.hero-centred .hero-form{margin-left:auto;margin-right:auto}.hero-centred .form-card{text-align:left}
.hero-centred:has(.hero-below .art){padding-bottom:clamp(16px,2vw,32px)}
.hero-centred .hero-below .art{margin-bottom:-24px}`,
  // Words alone on the band leave its right side bare: fine rings in the text colour fill it, drawn by CSS
  // (no picture to be wrong about), and step back on a phone where the words take the width.
  band: `.hero-band{background:linear-gradient(125deg,var(--b1),var(--b2));position:relative;overflow:hidden;isolation:isolate}
.hero-band.bare::after{content:"";position:absolute;z-index:-1;right:-10vw;top:50%;width:min(58vw,720px);aspect-ratio:1;transform:translateY(-50%);border-radius:50%;background:repeating-radial-gradient(circle at center,color-mix(in srgb,var(--op) 13%,transparent) 0 1.5px,transparent 2px 26px)}
@media (max-width:860px){.hero-band.bare::after{right:-45vw;width:100vw;opacity:.6}}
${ON_BRAND(".hero-band")}`,
  "full-bleed": `.hero-bleed{position:relative;padding:0;background:var(--tn);overflow:hidden}
.hx-bleed{position:absolute;inset:0}
.hx-bleed .hero-photo{width:100%;height:100%;aspect-ratio:auto;border-radius:0;box-shadow:none}
.hx-bleed .art-hero{position:absolute;right:clamp(8px,3vw,48px);bottom:-8%;width:min(56%,700px)}
.hx-bleed .art{max-width:none}
.hero-bleed .w{position:relative;padding-top:clamp(72px,12vw,150px);padding-bottom:clamp(72px,12vw,150px)}
.hx-panel{max-width:600px;background:var(--bg);padding:clamp(28px,4vw,48px);border-radius:var(--r);box-shadow:var(--sh)}
@media (max-width:760px){.hx-bleed{position:relative;height:260px}.hx-bleed .art-hero{position:static;width:100%;height:100%}.hero-bleed .w{padding-top:0;padding-bottom:48px;margin-top:-56px}
.hx-bleed:has(.art-hero){height:300px;padding-top:16px}.hx-bleed .art{height:100%;width:auto;max-width:100%;margin:0 auto;display:block}.hero-bleed:has(.art-hero) .w{margin-top:-20px}}`,
  editorial: `.hero-editorial{padding-top:clamp(40px,6vw,72px)}
.hx-masthead{border-bottom:1px solid var(--tx);padding-bottom:clamp(20px,3vw,32px);margin-bottom:clamp(20px,3vw,32px)}
.hx-masthead h1{font-size:clamp(2.8rem,8.4vw,6.6rem);line-height:.98;max-width:14ch;margin:0}
.hx-masthead h1:is(.h-long,.h-xlong){max-width:22ch}
.hx-columns{display:grid;gap:24px 56px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:start}
.hx-columns .btns{margin-top:0}.hx-columns .kfacts{margin:0 0 24px}
.hx-plate{margin:clamp(36px,5vw,64px) 0 0;border-top:1px solid var(--bd);padding-top:clamp(24px,4vw,40px)}
.hx-plate .art-hero .art{max-width:560px;margin:0 auto;display:block}`,
  card: `.hero-card{padding-top:clamp(20px,3vw,32px)}
.hx-box{display:grid;gap:clamp(28px,4vw,56px);grid-template-columns:repeat(auto-fit,minmax(min(100%,360px),1fr));align-items:center;background:var(--tn);border-radius:calc(var(--r) + 12px);padding:clamp(28px,5vw,64px)}
.hx-box .kfacts li{background:var(--bg)}
.hx-box-media .art-hero .art{max-width:480px}`,
  stacked: `.hero-stacked{${SOFT_GLOW}}
.hx-stack h1{font-size:clamp(2.6rem,7vw,5.4rem);max-width:18ch}
.hx-stack-row{display:grid;gap:16px 56px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:start}
.hx-stack-row .btns{margin-top:20px}.hx-stack-row .kfacts{margin-top:0}
.hx-wide{margin-top:clamp(40px,6vw,72px);background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:clamp(16px,3vw,40px);display:grid;place-items:center}
.hx-wide>.art-hero{width:100%}.hx-wide .art-hero .art{max-width:620px;filter:none}
.hx-wide .hero-photo{width:100%;max-width:760px}
.hx-wide:has(.hero-photo){background:none;border:0;padding:0}.hx-wide .hero-photo{max-width:none;aspect-ratio:16/9}
.hx-beside .hero-form{margin-top:0}`,
  statement: `.hero-statement{padding:clamp(72px,12vw,160px) 0 clamp(56px,8vw,96px);border-bottom:1px solid var(--bd)}
.hx-statement h1{font-size:clamp(2.8rem,8vw,6.4rem);line-height:1;max-width:15ch}
.hx-rule{display:grid;gap:24px 64px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));margin-top:clamp(28px,4vw,48px);padding-top:28px;border-top:2px solid var(--p)}
.hx-rule .btns{margin-top:0}`,
  // The veil is darkest behind the words (left, or the top on a phone) so light text reads on any photo.
  cover: `.hero-cover{position:relative;overflow:hidden;background:#14110f;isolation:isolate}
.hx-cover{position:absolute;inset:0;z-index:-1}
.hx-cover .hero-photo{width:100%;height:100%;object-fit:cover;border-radius:0;box-shadow:none;aspect-ratio:auto}
.hx-cover::after{content:"";position:absolute;inset:0;background:linear-gradient(100deg,rgb(12 10 8/.86) 0%,rgb(12 10 8/.66) 45%,rgb(12 10 8/.3) 100%)}
.hx-over{align-items:center}.hx-over>.hx-copy{--op:#fff;text-shadow:0 1px 2px rgb(0 0 0/.35)}
.hx-over .card{box-shadow:0 30px 60px -20px rgb(0 0 0/.6)}
@media (max-width:860px){.hx-cover::after{background:linear-gradient(180deg,rgb(12 10 8/.82),rgb(12 10 8/.7) 60%,rgb(12 10 8/.55))}}
${ON_BRAND(".hx-over>.hx-copy")}`,
  // The date tile in the band's colours beside the headline; above it on a phone, set in one row.
  poster: `.hero-poster{background:linear-gradient(180deg,var(--tn),var(--bg) 75%)}
.hx-poster-head{display:grid;grid-template-columns:auto minmax(0,1fr);gap:clamp(20px,4vw,56px);align-items:center}
.hx-poster-head h1{margin:0}
.hx-date{display:grid;justify-items:center;align-content:center;gap:8px;min-width:clamp(136px,15vw,196px);padding:clamp(18px,2.4vw,28px) clamp(16px,2vw,24px);background:linear-gradient(160deg,var(--b1),var(--b2));color:var(--op);border-radius:var(--r);box-shadow:var(--sh);text-align:center;line-height:1}
.hx-day{font-family:var(--fh);font-weight:var(--hw);font-size:clamp(4.2rem,9vw,7rem);letter-spacing:-.03em;line-height:.9}
.hx-mon{font-weight:700;text-transform:uppercase;letter-spacing:.16em;font-size:.95rem}
.hx-wd{font-size:.95rem;font-weight:600}
.hero-poster .hx-beside{margin-top:clamp(24px,4vw,48px)}
.hx-poster-row{display:grid;gap:16px 56px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:start;margin-top:clamp(24px,4vw,48px)}
.hx-poster-row .btns{margin-top:0}.hx-poster-row .kfacts{margin-top:0}
@media (max-width:560px){.hx-poster-head{grid-template-columns:1fr;gap:20px}.hx-date{grid-auto-flow:column;justify-content:start;align-items:baseline;gap:12px;min-width:0;padding:12px 18px;width:max-content;max-width:100%}.hx-day{font-size:2.6rem}}
.pv-ticket{background:linear-gradient(125deg,var(--b1),var(--b2))}
.pv-ticket .hx-date{background:var(--bg);color:var(--pt);border-right:3px dashed color-mix(in srgb,var(--pt) 45%,transparent);box-shadow:0 24px 48px -18px rgb(0 0 0/.55)}
${ON_BRAND(".pv-ticket")}
.pv-figure{background:var(--bg)}
.pv-figure .hx-date{background:none;color:var(--pt);box-shadow:none;border-radius:0;border-right:2px solid currentColor;padding:0 clamp(20px,3vw,44px) 0 0;min-width:0}
.pv-figure .hx-day{font-size:clamp(5rem,12vw,9.5rem)}
@media (max-width:560px){.pv-figure .hx-date{border-right:0;border-bottom:2px solid currentColor;padding:0 0 10px}.pv-figure .hx-day{font-size:3.4rem}}`,
  panels: `.hero-panels{padding:0}
.hx-halves{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr))}
.hx-half{display:grid;align-items:center;padding:clamp(48px,8vw,104px) clamp(20px,5vw,72px)}
.hx-ink{background:var(--b1)}
.hx-inner{max-width:560px;margin-left:auto}
.hx-pic{background:var(--tn);place-items:center}
.hx-pic .hero-photo{max-width:560px}
.hx-fill{padding:0;place-items:stretch}.hx-fill .hero-photo{max-width:none!important;width:100%;height:100%;min-height:320px;aspect-ratio:auto;border-radius:0;box-shadow:none}
.hx-pic .art-hero .art{max-width:520px}.hx-pic>.art-hero{width:min(100%,520px)}
${ON_BRAND(".hx-ink")}`,
};
