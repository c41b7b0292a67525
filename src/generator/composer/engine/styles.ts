/**
 * The page's one stylesheet: hand-written, compact, driven by CSS variables. The palette gives the colours,
 * the page's style (../styles) the type, radii, depth, rhythm and neutrals, so a palette or style change
 * is a change of variables plus the style's few rules of its own. Layouts add their rules only when the
 * page uses them (render/layouts.ts). Light and dark come from `prefers-color-scheme` unless the page
 * forces one.
 */
import type { ColorScheme, FontStyle, Palette } from "../../model.js";
import type { DesignStyle } from "../styles/types.js";
import { luminance, mix, type ThemeColors, themeColors } from "./palette.js";

/**
 * The drawings' main colour: the primary, unless it is near black (an ink-coloured brand), where filled
 * shapes would read as black blots (a sourdough newsletter's loaves drawn in soot): then a lighter shade.
 */
function artPrimary(t: ThemeColors): string {
  return luminance(t.primary) < 0.03 ? mix(t.primary, "#ffffff", 0.42) : t.primary;
}

function colorVars(t: ThemeColors, dark: boolean, style: DesignStyle): string {
  return `--ap:${artPrimary(t)};--bg:${t.bg};--sf:${t.surface};--tx:${t.text};--mt:${t.muted};--bd:${t.border};--p:${t.primary};--op:${t.onPrimary};--pt:${t.primaryText};--tn:${t.tint};--a:${t.accent};--b1:${t.bandFrom};--b2:${t.bandTo};--er:${dark ? "#fca5a5" : "#b91c1c"};--sh:${dark ? style.shadow.dark : style.shadow.light};color-scheme:${dark ? "dark" : "light"}`;
}

/** The style's type, shape and rhythm as variables (the same in light and dark). */
function styleVars(style: DesignStyle, font: FontStyle): string {
  const { heading, body, radius, rhythm, button, eyebrow } = style;
  return `--fh:${font === "serif" ? style.fonts.serif : style.fonts.sans};--fb:${style.fonts.body};--hw:${heading.weight};--ht:${heading.tracking};--hl:${heading.leading};--h1:${heading.h1};--h2:${heading.h2};--h3:${heading.h3};--fs:${body.size};--lh:${body.leading};--r:${radius.card};--rb:${radius.button};--rf:${radius.field};--rc:${radius.chip};--sec:${rhythm.section};--gap:${rhythm.gap};--bw:${button.weight};--bt:${button.tracking};--bu:${button.upper ? "uppercase" : "none"};--bp:${button.padding};--et:${eyebrow.tracking};--eu:${eyebrow.upper ? "uppercase" : "none"}`;
}

/**
 * Sections that paint their own background: the hero, bands, and a statement on the tint (render/aside).
 * A seam never pulls a section over one of them, which would cover its padding.
 */
const OWN_GROUND = ".band,#hero,[data-layout=statement]";

/**
 * Two neighbouring sections on one background (a short page's two surface sections) would stand two
 * paddings apart with no edge to mark the step, a hole; the second is drawn up by half a padding and
 * keeps half its own, so their words stand one padding apart as across a colour edge, and a hairline
 * (minimal) sits in the middle.
 */
const seamRule = (after: string, next: string) => {
  const selector = `section${after}:not(${OWN_GROUND})+section${next}:not(${OWN_GROUND})`;
  // A slim band of offers (render/sections) keeps its own small padding: the next is not drawn over it.
  const afterSlim = `section.slim:not(#hero)+section:not(#hero)`;
  return `${selector}{margin-top:calc(var(--sec)*-.5);padding-top:calc(var(--sec)*.5)}${afterSlim}{margin-top:0}`;
};
const SEAM_CSS = seamRule(".alt", ".alt");
/** A style whose sections all share the page's background (minimal): every seam, marked by a hairline. */
const SHARED_SEAM_CSS = `${seamRule("", "").replace("padding-top", "border-top:1px solid var(--bd);padding-top")}`;

export function pageCss(palette: Palette, scheme: ColorScheme, font: FontStyle, style: DesignStyle): string {
  const t = themeColors(palette, style.surfaces, style.tint);
  const themes =
    scheme === "dark"
      ? `:root{${colorVars(t.dark, true, style)}}`
      : scheme === "light"
        ? `:root{${colorVars(t.light, false, style)}}`
        : `:root{${colorVars(t.light, false, style)}}@media (prefers-color-scheme:dark){:root{${colorVars(t.dark, true, style)}}}`;
  return `${themes}
:root{${styleVars(style, font)}}
*,*::before,*::after{box-sizing:border-box}
svg.art{--p:var(--ap)}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;background:var(--bg);color:var(--tx);font:400 var(--fs)/var(--lh) var(--fb);-webkit-font-smoothing:antialiased;overflow-wrap:break-word}
h1,h2,h3{font-family:var(--fh);line-height:var(--hl);letter-spacing:var(--ht);font-weight:var(--hw);margin:0 0 .5em;text-wrap:balance}
h1{font-size:var(--h1)}
h2{font-size:var(--h2)}
h3{font-size:var(--h3);line-height:1.3;letter-spacing:-.005em;font-weight:calc(var(--hw) + 50)}
p{margin:0 0 1em}
a{color:var(--pt)}
img,svg{max-width:100%}
.w{width:100%;max-width:1160px;margin:0 auto;padding:0 clamp(20px,4vw,32px)}
.skip{position:absolute;left:-999px;top:8px;background:var(--p);color:var(--op);padding:8px 14px;border-radius:8px;z-index:9}
.skip:focus{left:8px}
:focus-visible{outline:3px solid var(--pt);outline-offset:2px}
.top{position:sticky;top:0;z-index:5;background:color-mix(in srgb,var(--bg) 86%,transparent);backdrop-filter:saturate(1.6) blur(12px);border-bottom:1px solid var(--bd)}
.top .w{display:flex;align-items:center;gap:24px;min-height:68px}
.brand{white-space:nowrap;display:flex;align-items:center;gap:10px;font-weight:800;font-size:1.1rem;color:var(--tx);text-decoration:none;letter-spacing:-.01em;margin-right:auto}
.brand>svg{flex:none}
.brand img{height:40px;width:auto;max-width:160px;object-fit:contain}
nav ul{display:flex;gap:26px;list-style:none;margin:0;padding:0}
nav a{color:var(--mt);text-decoration:none;font-weight:600;font-size:.95rem;white-space:nowrap}
nav a:hover{color:var(--tx)}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;background:var(--p);color:var(--op);border:0;border-radius:var(--rb);padding:var(--bp);font:inherit;font-weight:var(--bw);letter-spacing:var(--bt);text-transform:var(--bu);text-decoration:none;cursor:pointer;box-shadow:0 8px 20px -8px color-mix(in srgb,var(--p) 70%,transparent);transition:transform .15s,box-shadow .15s}
.btn:hover{transform:translateY(-1px);box-shadow:0 12px 24px -8px color-mix(in srgb,var(--p) 70%,transparent)}
.btn.sm{padding:10px 18px;font-size:.95rem}
.btn2{background:var(--bg);color:var(--tx);border:1px solid var(--bd);box-shadow:none}
.btn2:hover{box-shadow:var(--sh)}
.btns{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
.ey{display:inline-block;font-size:.8rem;font-weight:750;letter-spacing:var(--et);text-transform:var(--eu);color:var(--pt);margin-bottom:14px}
.pill{display:inline-flex;align-items:center;gap:8px;background:var(--tn);color:var(--pt);border-radius:999px;padding:6px 14px;font-size:.85rem;font-weight:700;margin-bottom:22px}
.lead{font-size:1.2rem;color:var(--mt);max-width:40em}
section{padding:var(--sec) 0}
section.alt{background:var(--sf)}
${style.sectionsShareBackground ? SHARED_SEAM_CSS : SEAM_CSS}
.hd{max-width:720px;margin-bottom:48px}
.hd.c{margin-left:auto;margin-right:auto;text-align:center}
.hd .lead{margin:0 auto}
.grid{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--gap)}
.grid>*{flex:1 1 250px;max-width:380px;min-width:min(100%,250px)}
.grid>:only-child{max-width:560px}
@media (min-width:861px){.grid>:first-child:nth-last-child(5),.grid>:first-child:nth-last-child(5)~*,.grid>:first-child:nth-last-child(6),.grid>:first-child:nth-last-child(6)~*,.grid>:first-child:nth-last-child(9),.grid>:first-child:nth-last-child(9)~*{flex-basis:calc((100% - 2*var(--gap))/3 - 1px);max-width:calc((100% - 2*var(--gap))/3)}}
.g2{display:grid;gap:clamp(32px,5vw,64px);grid-template-columns:repeat(auto-fit,minmax(min(100%,380px),1fr));align-items:center}
.card{background:var(--bg);border:1px solid var(--bd);border-radius:var(--r);padding:28px;box-shadow:var(--sh)}
.alt .card{background:var(--bg)}
.card p{color:var(--mt);margin:0}
.card h3{margin:16px 0 8px}
.card>h3:first-child{margin-top:0}
.ic{flex:none;display:grid;place-items:center;width:48px;height:48px;border-radius:var(--rc);background:var(--tn);color:var(--pt)}
.ic svg{width:24px;height:24px}
.ic.mk::before{content:"";width:10px;height:10px;border-radius:50%;background:currentColor}
.ic.no{font-family:var(--fh);font-weight:750;font-size:.95rem;font-variant-numeric:tabular-nums;letter-spacing:0}
.list{display:grid;gap:18px}
.list.cols{grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));gap:24px 48px;max-width:1080px;margin:0 auto}
.list.cols.n3{grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}
.list.cols.n4{grid-template-columns:repeat(auto-fit,minmax(min(100%,400px),1fr))}
.row{display:flex;gap:18px;align-items:flex-start}
.row h3{margin:2px 0 4px}
.row p{margin:0;color:var(--mt)}
.alt-rows{display:grid;gap:56px}
.alt-rows .g2:nth-child(even)>:first-child{order:2}
.feat-art{aspect-ratio:4/3;border-radius:22px;background:linear-gradient(135deg,var(--tn),color-mix(in srgb,var(--a) 22%,var(--bg)));display:grid;place-items:center;color:var(--pt)}
.feat-art svg{width:30%;height:auto}
.art{width:100%;height:auto;filter:drop-shadow(0 30px 40px rgb(15 23 42/.16))}
.kpis{display:flex;flex-wrap:wrap;gap:28px;margin-top:36px}
.kpis b{display:block;font-size:1.5rem;letter-spacing:-.02em}
.kpis span{font-size:.9rem;color:var(--mt)}
.stats{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,200px),1fr));text-align:center}
.stats b{display:block;font-size:clamp(2.2rem,4vw,3rem);letter-spacing:-.03em;line-height:1.1;color:var(--pt)}
.stats span{color:var(--mt)}
.band{background:linear-gradient(125deg,var(--b1),var(--b2));color:var(--op)}
.band .ey,.band .lead,.band span,.band p{color:var(--op)}
.band b{color:var(--op)}
.band .btn{background:#fff;color:var(--p)}
.band .btn2{background:transparent;color:var(--op);border:1px solid rgb(255 255 255/.6)}
.band .card{color:var(--tx)}
.band .card .lead,.band .card p,.band .card span{color:var(--mt)}
.band .card .ey{color:var(--pt)}
.band .card .btn{background:var(--p);color:var(--op)}
.band .card .err{color:var(--er)}
.quote{font-size:1.05rem;color:var(--tx)!important;margin:14px 0 20px!important}
.who{display:flex;align-items:center;gap:12px}
.who b{display:block;font-size:.98rem}
.who span{font-size:.88rem;color:var(--mt)}
.av{flex:none;border-radius:50%;overflow:hidden;height:auto}
.stars{color:#f59e0b;display:flex;gap:2px}
.stars svg{width:18px;height:18px;fill:currentColor}
.big-quote{max-width:820px;margin:0 auto;text-align:center}
.big-quote .quote{font-size:clamp(1.3rem,2.4vw,1.75rem);line-height:1.45;font-weight:600;letter-spacing:-.01em}
.big-quote .who{justify-content:center;text-align:left}
.faq{max-width:820px;margin:0 auto;display:grid;gap:14px}
.faq details{background:var(--bg);border:1px solid var(--bd);border-radius:var(--rf);padding:4px 22px}
.faq summary{cursor:pointer;font-weight:700;padding:16px 0;list-style:none;display:flex;justify-content:space-between;gap:16px}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";font-size:1.4rem;line-height:1;color:var(--pt)}
.faq details[open] summary::after{content:"\\2212"}
.faq details p{color:var(--mt)}
.faq2{display:grid;gap:28px 48px;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr))}
.faq2 p{color:var(--mt)}
.tiers{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--gap);align-items:stretch}
.tiers>*{flex:1 1 270px;max-width:380px;min-width:min(100%,270px)}
.tier{display:flex;flex-direction:column}
.tier.hot,.prod.hot{border:2px solid var(--p);position:relative}
.flag{display:inline-block;align-self:flex-start;margin:0 0 10px;padding:4px 12px;border-radius:999px;background:var(--p);color:var(--op)!important;font-size:.8rem;font-weight:750}
.tier .price{font-size:2.6rem;font-weight:800;letter-spacing:-.03em;margin:8px 0 0;color:var(--tx)}
.tier .price small{font-size:1rem;font-weight:500;color:var(--mt)}
.tier ul,.checks{list-style:none;padding:0;margin:20px 0 28px;display:grid;gap:10px}
.tier li,.checks li{display:flex;gap:10px;align-items:flex-start;color:var(--tx)}
.tier li svg,.checks li svg{flex:none;color:var(--pt);width:20px;height:20px;margin-top:3px}
.checks.one-check li{font-family:var(--fh);font-size:clamp(1.15rem,2vw,1.4rem);line-height:1.35;padding-left:16px;border-left:3px solid var(--p)}
.tier .btn{margin-top:auto}
.tag{position:absolute;top:-13px;left:24px;background:var(--p);color:var(--op);font-size:.78rem;font-weight:700;padding:4px 12px;border-radius:999px}
form.f{display:grid;gap:16px}
.field{display:grid;gap:6px}
.field label{font-weight:650;font-size:.93rem}
.field input,.field textarea,.field select{width:100%;font:inherit;color:var(--tx);background:var(--bg);border:1px solid color-mix(in srgb,var(--mt) 55%,var(--bd));border-radius:var(--rf);padding:12px 14px}
.field textarea{min-height:120px;resize:vertical}
.field input:focus,.field textarea:focus,.field select:focus{outline:3px solid color-mix(in srgb,var(--p) 45%,transparent);outline-offset:0;border-color:var(--p)}
.field .err{color:var(--er);font-size:.86rem;min-height:0}
.field [aria-invalid=true]{border-color:var(--er)}
.note{font-size:.86rem;color:var(--mt);margin:0}
.thanks{text-align:center;padding:20px 0}
.thanks .ic{margin:0 auto 12px}
.form-card{padding:clamp(24px,4vw,40px)}
.row-form{display:flex;gap:10px;flex-wrap:wrap}
.row-form .field{flex:1 1 220px}
.row-form .btn{align-self:end}
.cd{display:flex;gap:clamp(8px,2vw,14px);flex-wrap:wrap;justify-content:center}
.cd div{min-width:92px;background:var(--bg);border:1px solid var(--bd);border-radius:var(--rc);padding:18px 10px;text-align:center;box-shadow:var(--sh)}
.cd b{display:block;font-size:clamp(2rem,5vw,2.8rem);font-variant-numeric:tabular-nums;letter-spacing:-.02em;line-height:1.1;color:var(--pt)}
.cd small{color:var(--mt);font-weight:600;font-size:.8rem;text-transform:uppercase;letter-spacing:.08em}
.timeline{max-width:820px;margin:0 auto;display:grid;gap:0;border-left:2px solid var(--bd);padding-left:28px}
.timeline div{position:relative;padding:0 0 28px}
.timeline div::before{content:"";position:absolute;left:-36px;top:6px;width:14px;height:14px;border-radius:50%;background:var(--p);box-shadow:0 0 0 4px var(--tn)}
.timeline time{font-weight:750;color:var(--pt);font-size:.92rem}
.timeline p{color:var(--mt);margin:0}
.people{display:flex;flex-wrap:wrap;justify-content:center;gap:24px;text-align:center}
.people>*{flex:1 1 220px;max-width:300px}
.people .av{margin:0 auto 12px}
.people span{color:var(--mt)}
.logos{display:flex;flex-wrap:wrap;justify-content:center;gap:14px 44px;align-items:center}
.logos span{font-weight:800;font-size:1.2rem;color:var(--mt);letter-spacing:-.02em;display:inline-flex;gap:8px;align-items:center}
.logos svg{width:22px;height:22px}
.logo-strip{padding:36px 0}
.logo-strip p{text-align:center;color:var(--mt);font-weight:600;margin-bottom:18px}
.thumb{display:block;width:100%;height:auto;border-radius:14px;margin-bottom:6px}
.prod .price{font-weight:800;font-size:1.25rem;color:var(--tx)}
.prod .pf{display:flex;justify-content:space-between;align-items:center;margin-top:18px;gap:10px}
.chips{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
.chips span{background:var(--bg);border:1px solid var(--bd);border-radius:999px;padding:10px 18px;font-weight:650}
.bar{height:8px;border-radius:8px;background:var(--bd);margin-top:10px;overflow:hidden}
.bar i{display:block;height:100%;background:linear-gradient(90deg,var(--p),var(--a))}
.ps{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr))}
.ps .hot{border:2px solid var(--p)}
.badges{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
.badges a{display:inline-block;line-height:0;border-radius:10px}
.badges svg{height:52px;width:auto}
.phone{max-width:300px;margin:0 auto;display:block}
.steps{counter-reset:s}
.steps .card{position:relative}
.num{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--p);color:var(--op);font-weight:800}
.detail{display:flex;gap:14px;align-items:flex-start}
.detail b{display:block}
.detail span:where(:not(.ic)){color:var(--mt);overflow-wrap:anywhere}
.detail>div,.row>div,.who>div{min-width:0}
footer{background:var(--sf);border-top:1px solid var(--bd);padding:48px 0;color:var(--mt);font-size:.95rem}
footer .w{display:flex;flex-wrap:wrap;gap:20px;justify-content:space-between;align-items:center}
footer p{margin:0}
.added{background:var(--tx)!important;color:var(--bg)!important}
h1,h2,h3,.lead,[dir=auto]{overflow-wrap:anywhere;hyphens:auto}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ph{border:2px dashed color-mix(in srgb,var(--mt) 60%,var(--bd));border-radius:18px;padding:28px;display:flex;gap:14px;align-items:center;justify-content:center;color:var(--mt);background:color-mix(in srgb,var(--tn) 35%,transparent);max-width:760px;margin:0 auto}
.ph p{margin:0;font-weight:600}
.ph svg{flex:none;width:24px;height:24px}
.kfacts{list-style:none;padding:0;margin:26px 0 0;display:flex;flex-wrap:wrap;gap:10px 12px}
.kfacts li{display:inline-flex;align-items:center;gap:8px;background:var(--bg);border:1px solid var(--bd);border-radius:999px;padding:8px 14px;font-weight:600;font-size:.95rem;max-width:100%}
.kfacts svg{flex:none;color:var(--pt)}
.kfacts a{color:inherit;text-decoration:none}
.hero-photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:var(--r);box-shadow:var(--sh)}
.photo,img.thumb{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:14px}
.card img.thumb{margin-bottom:14px}
.art-hero .art{max-width:560px;margin:0 auto;display:block}
.art-md .art{max-width:460px;margin:0 auto;display:block}
.art-sm{margin-top:28px}
.art-sm .art{max-width:300px;display:block}
.hero-text{max-width:860px;margin:0 auto}
.hero-below{max-width:640px;margin:44px auto 0}
.hero-form{margin-top:28px;max-width:560px}
.tagline{font-weight:650;color:var(--pt);margin:-.2em 0 .8em}
.past{display:inline-block;background:var(--tn);color:var(--pt);border-radius:10px;padding:8px 14px;font-weight:650}
.g2.start{align-items:start}
.g2.flip>:first-child{order:2}
.narrow{max-width:640px;margin-left:auto;margin-right:auto}
.after{margin-top:32px}
.flush{margin-bottom:0}
.btns.c{justify-content:center}
.card .price{font-weight:800;font-size:1.2rem;color:var(--tx);margin-top:10px}
.card .meta,.meta{font-size:.9rem;color:var(--mt)}
.facts{display:flex;flex-wrap:wrap;justify-content:center;gap:20px}
.facts>*{flex:1 1 220px;max-width:340px;min-width:min(100%,220px)}
.fact h3{font-size:.85rem;text-transform:uppercase;letter-spacing:.08em;color:var(--mt);margin:14px 0 6px}
.fact p{color:var(--tx)!important;font-weight:650;font-size:1.08rem}
.quote-card{margin:0;display:flex;flex-direction:column;justify-content:space-between;gap:18px}
.quote-card blockquote{margin:0}
.quote-card blockquote p{color:var(--tx);font-size:1.08rem}
.quote-card figcaption b{display:block}
.quote-card figcaption span{color:var(--mt);font-size:.92rem}
.person{text-align:center}
.person .av{margin:0 auto 12px}
.person p{color:var(--mt)}
.timeline .when{font-weight:750;color:var(--pt);font-size:.92rem;margin:0}
.gallery{display:grid;gap:18px;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}
.gallery figure{margin:0}
.gallery figcaption{color:var(--mt);font-size:.92rem;margin-top:8px}
.details .detail a{color:inherit}
.tt{font-weight:750;font-size:1.2rem;margin:0 0 6px;color:var(--tx)}
.foot-facts{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:10px 22px}
.foot-facts li{display:inline-flex;gap:8px;align-items:center;max-width:100%}
.foot-facts a{color:inherit}
@media (max-width:760px){nav{display:none}.top .btn{padding:9px 14px;font-size:.9rem;white-space:nowrap}.hero .art{max-width:420px;margin:0 auto;display:block}.cd{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px}.cd div{min-width:0;padding:14px 4px}.cd small{font-size:.64rem;letter-spacing:.03em}}
@media (max-width:520px){.top .btn{display:none}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;scroll-behavior:auto!important}}${style.flourish}`;
}

/** Fill/stroke classes the inline SVG illustrations use, so they follow the theme variables. */
export const SVG_CSS = `.fp{fill:var(--p)}.fa{fill:var(--a)}.ft{fill:var(--tn)}.fb{fill:var(--bg)}.fd{fill:var(--bd)}.fs{fill:var(--sf)}.fm{fill:var(--mt)}.sp{stroke:var(--pt)}.so{stroke:#fff}.sp,.so{fill:none;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}`;
