/** The stylesheet of a composed page: a base, plus only the parts its sections use. */
import { buttonColors, contrast, ensureContrast, luminance, mix, normalizeHex } from "./color.js";
import type { PageModel, SectionKind, Theme } from "./model.js";

const FONTS: Record<string, [string, string]> = {
  sans: [
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  ],
  serif: [
    'Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif',
    'Iowan Old Style,"Palatino Linotype",Georgia,Cambria,serif',
  ],
  rounded: [
    'ui-rounded,"SF Pro Rounded","Nunito","Varela Round","Segoe UI",system-ui,sans-serif',
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  ],
  mono: [
    'ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace',
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  ],
};

const RADIUS = { sharp: "4px", soft: "12px", round: "22px" };

interface Vars {
  [k: string]: string;
}

/** Colour variables for one scheme; every text/background pair is checked for AA contrast. */
export function palette(theme: Theme, dark: boolean): Vars {
  const P = normalizeHex(theme.primary) ?? "#4f46e5";
  const A = normalizeHex(theme.accent) ?? "#0ea5e9";
  const bg = dark ? "#0b1120" : "#ffffff";
  const sf = dark ? "#111a2e" : mix(P, "#ffffff", 0.955);
  const card = dark ? "#16213a" : "#ffffff";
  const tx = dark ? "#e8edf5" : "#0f172a";
  let mu = dark ? "#a9b4c6" : "#4a5568";
  const base = dark && luminance(P) < 0.03 ? (luminance(A) > 0.03 ? A : mix(P, "#ffffff", 0.35)) : P;
  const btn = buttonColors(base);
  const soft = dark ? mix(base, bg, 0.8) : mix(base, "#ffffff", 0.88);
  // Text in the brand colour must read on every surface it appears on.
  let pt = base;
  for (const s of [bg, sf, card, soft]) pt = ensureContrast(pt, s, 4.6);
  let at = A;
  for (const s of [bg, sf, card]) at = ensureContrast(at, s, 4.6);
  for (const s of [bg, sf, card, soft]) mu = ensureContrast(mu, s, 4.6);
  const onA = contrast("#ffffff", A) >= 4.5 ? "#ffffff" : "#0f172a";
  const accentBg = contrast(onA, A) >= 4.5 ? A : ensureContrast(A, onA, 4.6);
  return {
    p: btn.bg,
    "on-p": btn.fg,
    pt,
    a: A,
    at,
    "a-bg": accentBg,
    "on-a": onA,
    bg,
    sf,
    card,
    tx,
    mu,
    bd: dark ? "#26324a" : "#e2e8f0",
    bdi: dark ? "#6b7a94" : "#8391a7",
    soft,
    s2: dark ? mix(base, bg, 0.6) : mix(base, "#ffffff", 0.72),
    s3: dark ? mix(tx, bg, 0.78) : mix("#94a3b8", "#ffffff", 0.35),
    danger: dark ? "#fca5a5" : "#b91c1c",
    ok: dark ? "#86efac" : "#15803d",
  };
}

function varsCss(v: Vars): string {
  return Object.entries(v)
    .map(([k, val]) => `--${k}:${val}`)
    .join(";");
}

const BASE = `*,*::before,*::after{box-sizing:border-box}html{scroll-behavior:smooth;-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.65 var(--fb);color:var(--tx);background:var(--bg);overflow-wrap:break-word}
img,svg{max-width:100%;height:auto}a{color:var(--pt)}
h1,h2,h3{font-family:var(--fh);line-height:1.15;margin:0 0 .5em;letter-spacing:-.015em;color:var(--tx)}
h1{font-size:clamp(2.1rem,5.2vw,3.6rem);letter-spacing:-.03em}h2{font-size:clamp(1.65rem,3.4vw,2.4rem);letter-spacing:-.02em}h3{font-size:1.15rem}
p{margin:0 0 1em}
.w{width:100%;max-width:1160px;margin:0 auto;padding:0 20px}
.skip{position:absolute;left:-9999px;top:8px;z-index:50;background:var(--card);color:var(--tx);padding:10px 16px;border-radius:var(--r)}.skip:focus{left:12px}
:focus-visible{outline:3px solid var(--pt);outline-offset:3px}
.top{position:sticky;top:0;z-index:20;background:var(--bg);border-bottom:1px solid var(--bd)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:68px}
.brand{display:inline-flex;align-items:center;gap:10px;font-family:var(--fh);font-weight:800;font-size:1.15rem;color:var(--tx);text-decoration:none}
.brand img{max-height:40px;width:auto}
.menu{display:flex;gap:26px;list-style:none;margin:0;padding:0}.menu a{color:var(--mu);text-decoration:none;font-weight:600;font-size:.95rem}.menu a:hover{color:var(--pt)}
@media (max-width:820px){.menu{display:none}}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:12px 24px;border-radius:var(--r);background:var(--p);color:var(--on-p);border:2px solid var(--p);font:inherit;font-weight:700;text-decoration:none;cursor:pointer;transition:transform .15s,box-shadow .15s;text-align:center}
.btn:hover{transform:translateY(-1px);box-shadow:0 8px 22px -10px var(--p)}
.btn.ghost{background:transparent;color:var(--pt);border-color:var(--bd)}
.btn.sm{min-height:42px;padding:8px 18px;font-size:.95rem}.bar>.btn.sm{white-space:nowrap}
@media (max-width:480px){.top .bar>.btn.sm{display:none}}
.btn.full{width:100%}
section{padding:84px 0;scroll-margin-top:70px}section.alt{background:var(--sf)}
.sh{max-width:720px;margin:0 0 44px}.sh.c{margin-left:auto;margin-right:auto;text-align:center}
.sh p{color:var(--mu);font-size:1.1rem;margin:0}
.eyebrow{display:inline-block;font-size:.8rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--pt);background:var(--soft);padding:6px 14px;border-radius:999px;margin-bottom:18px}
.lead{font-size:1.2rem;color:var(--mu);max-width:58ch}
.grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,250px),1fr))}
.c3{grid-template-columns:repeat(3,minmax(0,1fr))}.c4{grid-template-columns:repeat(4,minmax(0,1fr))}.c2{grid-template-columns:repeat(2,minmax(0,1fr))}.c1,.one{grid-template-columns:1fr}
@media (max-width:980px){.c3,.c4{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (max-width:620px){.c3,.c4,.c2{grid-template-columns:1fr}}
.g2{display:grid;gap:48px;grid-template-columns:1fr 1fr;align-items:center}
.g2>*,.grid>*{min-width:0}.check li span{overflow-wrap:anywhere}
@media (max-width:860px){.g2{grid-template-columns:1fr;gap:32px}}
.card{background:var(--card);border:1px solid var(--bd);border-radius:var(--r);padding:28px;box-shadow:0 1px 2px rgba(15,23,42,.04)}
.card p{color:var(--mu);margin:0}
.ib{flex:none;display:inline-grid;place-items:center;width:50px;height:50px;border-radius:calc(var(--r)*.8 + 4px);background:var(--soft);color:var(--pt);margin-bottom:16px}
.ic{flex:none}
.muted{color:var(--mu)}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.band{background:var(--p);color:var(--on-p)}.band h1,.band h2,.band h3,.band p,.band .lead{color:var(--on-p)}
.band .btn{background:var(--on-p);color:var(--p);border-color:var(--on-p)}.band .btn.ghost{background:transparent;color:var(--on-p);border-color:var(--on-p)}
.band .eyebrow{background:transparent;color:var(--on-p);border:1px solid var(--on-p)}
.band :focus-visible{outline-color:var(--on-p)}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:28px 0 14px}
.note{font-size:.92rem;color:var(--mu);display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.fp{fill:var(--p)}.fa{fill:var(--a)}.fs{fill:var(--s2)}.fc{fill:var(--card)}.fm{fill:var(--s3)}.sp{stroke:var(--p)}.sa{stroke:var(--a)}.sm{stroke:var(--s3)}.sc{stroke:var(--card)}
.art{width:100%;max-width:520px;display:block;margin:0 auto}
.check{list-style:none;padding:0;margin:0;display:grid;gap:12px}.check li{display:flex;gap:12px;align-items:flex-start}.check .ic{color:var(--pt);margin-top:3px}
.av{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:50%;background:var(--soft);color:var(--pt);font-weight:800;flex:none}
.stars{display:inline-flex;gap:2px;color:var(--a)}.stars svg{fill:currentColor}
footer.foot{padding:48px 0;border-top:1px solid var(--bd);background:var(--bg)}
.foot .bar{flex-wrap:wrap}.foot p{margin:0;color:var(--mu);font-size:.95rem}
.foot ul{display:flex;flex-wrap:wrap;gap:18px;list-style:none;margin:0;padding:0}.foot ul a{color:var(--mu);text-decoration:none}.foot ul a:hover{color:var(--pt)}
@media (max-width:640px){section{padding:60px 0}.card{padding:22px}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}.btn{transition:none}}`;

const FORM = `.form{background:var(--card);border:1px solid var(--bd);border-radius:var(--r);padding:28px;box-shadow:0 20px 50px -28px rgba(15,23,42,.35);color:var(--tx);text-align:left}
.form h2,.form h3{margin-bottom:.3em;font-size:1.35rem;letter-spacing:-.01em}.form>p,.form .fields>p{color:var(--mu);margin-bottom:18px}
.fld{display:grid;gap:6px;margin-bottom:14px}.fld label{font-weight:700;font-size:.93rem;color:var(--tx)}
.fld input,.fld select,.fld textarea{width:100%;font:inherit;color:var(--tx);background:var(--bg);border:1.5px solid var(--bdi);border-radius:calc(var(--r)*.6 + 2px);padding:12px 14px;min-height:48px}
.fld textarea{min-height:120px;resize:vertical}
.fld input:focus,.fld select:focus,.fld textarea:focus{outline:3px solid var(--soft);border-color:var(--pt)}
.fld [aria-invalid=true]{border-color:var(--danger)}
.err{color:var(--danger);font-size:.88rem;font-weight:600}.err:empty{display:none}
.fnote{font-size:.85rem;color:var(--mu);margin:12px 0 0}
.thanks{padding:10px 0;text-align:center}.thanks .ib{background:var(--soft);color:var(--ok)}.thanks p{font-weight:700;font-size:1.1rem;color:var(--tx)}
.ferr{color:var(--danger);font-weight:600}`;

const HERO = `.hero{padding:72px 0 88px;background:linear-gradient(180deg,var(--soft) 0%,var(--bg) 78%)}
.hero .g2{grid-template-columns:1.08fr .92fr}
@media (max-width:860px){.hero .g2{grid-template-columns:1fr}}
.hero.v1{text-align:center;background:radial-gradient(circle at 50% 0,var(--soft),var(--bg) 70%)}.hero.v1 .lead{margin-left:auto;margin-right:auto}.hero.v1 .actions,.hero.v1 .note{justify-content:center}
.hero.v1 .art{max-width:460px;margin-top:40px}.hero.v1 .form{max-width:520px;margin:36px auto 0}
.hero.v2{background:var(--p);padding:80px 0 96px}.hero.v2 .art{background:var(--card);border-radius:var(--r);padding:18px}
.hero.v2 .note{color:var(--on-p)}
.rev .g2>:first-child{order:2}@media (max-width:860px){.rev .g2>:first-child{order:0}}
.hero .badge{display:inline-flex;align-items:center;gap:8px;font-weight:700;color:var(--on-a);background:var(--a-bg);border-radius:999px;padding:6px 14px;margin:0 0 14px}
.when{display:flex;flex-wrap:wrap;gap:10px 22px;margin:4px 0 0;font-weight:700}.when span{display:inline-flex;align-items:center;gap:8px}
.ctab .stores{justify-content:center}.stores{display:flex;flex-wrap:wrap;gap:12px;margin:26px 0 10px}.stores a{display:inline-block;border-radius:10px;line-height:0}.hero.v1 .stores{justify-content:center}
.phone{width:100%;max-width:300px;display:block;margin:0 auto;filter:drop-shadow(0 30px 40px rgba(15,23,42,.25))}`;

const KIND_CSS: Partial<Record<SectionKind, string>> = {
  services: `.v1 .rows{display:grid;gap:28px 48px;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr))}.row{display:flex;gap:18px}.row .ib{margin:0}.row p{color:var(--mu);margin:0}
.v2 .card{border-top:4px solid var(--p)}.num{font-weight:800;color:var(--pt);font-size:.9rem;letter-spacing:.08em}`,
  stats: `.stats{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,200px),1fr));text-align:center}
.stats strong{display:block;font-family:var(--fh);font-size:clamp(2rem,4vw,2.8rem);line-height:1.1;color:var(--pt)}.stats span{color:var(--mu)}
.band .stats strong,.band .stats span{color:var(--on-p)}`,
  testimonials: `.q{display:flex;flex-direction:column;gap:18px;margin:0}.q blockquote{margin:0;font-size:1.05rem;color:var(--tx)}.q figcaption{display:flex;align-items:center;gap:12px}.q figcaption .av{width:44px;height:44px;font-size:.9rem}.q cite{font-style:normal;font-weight:700;display:block}.q small{color:var(--mu);display:block}
.big blockquote{font-family:var(--fh);font-size:clamp(1.3rem,2.6vw,1.75rem);line-height:1.35}`,
  faq: `.faq{display:grid;gap:14px;max-width:820px;margin:0 auto}.faq.two{max-width:none;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));align-items:start}
.faq details{background:var(--card);border:1px solid var(--bd);border-radius:var(--r);padding:0 22px}.faq summary{cursor:pointer;font-weight:700;padding:18px 0;list-style:none;display:flex;justify-content:space-between;gap:16px}
.faq summary::-webkit-details-marker{display:none}.faq summary::after{content:"+";font-size:1.4rem;line-height:1;color:var(--pt)}.faq details[open] summary::after{content:"–"}.faq details p{color:var(--mu);padding-bottom:18px;margin:0}`,
  pricing: `.tiers{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,270px),1fr));align-items:stretch}
.tier{display:flex;flex-direction:column;gap:14px;position:relative}.tier .price{font-family:var(--fh);font-size:2.6rem;font-weight:800;line-height:1;color:var(--tx)}.tier .price small{font-size:1rem;font-weight:600;color:var(--mu)}
.tier ul{flex:1}.tier.feat{border:2px solid var(--p);box-shadow:0 24px 50px -30px var(--p)}.tier .pop{position:absolute;top:-13px;left:24px;background:var(--a-bg);color:var(--on-a);font-size:.78rem;font-weight:800;padding:4px 12px;border-radius:999px;text-transform:uppercase;letter-spacing:.06em}
.v1 .tier.feat{background:var(--p);color:var(--on-p)}.v1 .tier.feat .price,.v1 .tier.feat .price small,.v1 .tier.feat h3,.v1 .tier.feat li,.v1 .tier.feat .ic{color:var(--on-p)}.v1 .tier.feat .btn{background:var(--on-p);color:var(--p);border-color:var(--on-p)}`,
  "problem-solution": `.ps .card h3{display:flex;gap:10px;align-items:center}.ps .no .ic{color:var(--danger)}.ps .yes{border:2px solid var(--p)}`,
  "how-it-works": `.steps{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,240px),1fr));counter-reset:s}.step .n{display:inline-grid;place-items:center;width:44px;height:44px;border-radius:50%;background:var(--p);color:var(--on-p);font-weight:800;margin-bottom:14px}
.v1 .steps{grid-template-columns:1fr;max-width:720px}.v1 .step{display:flex;gap:18px}`,
  agenda: `.ag{list-style:none;margin:0;padding:0;display:grid;gap:12px;max-width:860px}.ag li{display:grid;grid-template-columns:110px 1fr;gap:18px;align-items:start}.ag time{font-weight:800;color:var(--pt);padding-top:2px}.ag h3{margin:0 0 4px}.ag p{margin:0;color:var(--mu)}
@media (max-width:560px){.ag li{grid-template-columns:1fr;gap:4px}}.v1 .ag li{border-left:3px solid var(--p);padding-left:18px}`,
  speakers: `.person{text-align:center}.person .av{width:88px;height:88px;font-size:1.5rem;margin:0 auto 14px}`,
  countdown: `.cd{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px;max-width:640px;margin:0 auto}.cd div{background:var(--card);border:1px solid var(--bd);border-radius:var(--r);padding:18px 8px;text-align:center}
.cd strong{display:block;font-family:var(--fh);font-size:clamp(1.8rem,6vw,3rem);line-height:1;font-variant-numeric:tabular-nums;color:var(--pt)}.cd span{font-size:.85rem;color:var(--mu);text-transform:uppercase;letter-spacing:.08em}@media (max-width:480px){.cd{gap:6px}.cd span{font-size:.6rem;letter-spacing:0}}
.mini{margin:22px 0 6px}.cd.sm{margin:0;max-width:400px;gap:8px}.cd.sm div{padding:10px 4px}.cd.sm strong{font-size:1.6rem}.cd.sm span{font-size:.7rem}.hero.v1 .cd.sm{margin:0 auto}.band .cd.sm div{border-color:var(--on-p)}
.live{text-align:center;font-weight:800;color:var(--pt);margin-top:16px}`,
  products: `.prod .thumb{border-radius:calc(var(--r)*.8);background:var(--soft);margin:-8px -8px 18px;display:grid;place-items:center;aspect-ratio:4/3;color:var(--pt)}.prod .price{font-weight:800;font-size:1.25rem;color:var(--tx);margin:10px 0 14px}
.v1 .prod{display:grid;grid-template-columns:140px 1fr;gap:20px;align-items:center}.v1 .prod .thumb{margin:0}@media (max-width:520px){.v1 .prod{grid-template-columns:1fr}}`,
  projects: `.proj{padding:0;overflow:hidden}.proj svg{display:block;width:100%;height:auto}.proj .in{padding:20px 22px}.tag{font-size:.78rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--pt)}
.v1 .grid{grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr))}`,
  skills: `.chips{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0;margin:0}.chips li{background:var(--card);border:1px solid var(--bd);border-radius:999px;padding:10px 18px;font-weight:700}`,
  ratings: `.score{display:flex;flex-wrap:wrap;gap:32px;justify-content:center;margin-bottom:40px;text-align:center}.score strong{display:block;font-family:var(--fh);font-size:2.6rem;line-height:1;color:var(--pt)}.score span{color:var(--mu)}`,
  logos: `.logos{display:flex;flex-wrap:wrap;gap:18px 44px;justify-content:center;align-items:center;list-style:none;margin:0;padding:0}.logos li{display:inline-flex;align-items:center;gap:8px;font-family:var(--fh);font-weight:800;font-size:1.3rem;color:var(--mu);letter-spacing:-.02em}
section.logostrip{padding:40px 0}.logostrip .sh{margin-bottom:22px}.logostrip .sh h2{font-size:.85rem;text-transform:uppercase;letter-spacing:.12em;color:var(--mu);font-family:var(--fb)}`,
  "event-details": `.facts .card{display:flex;gap:16px;align-items:flex-start}.facts .ib{margin:0}.facts h3{font-size:.85rem;text-transform:uppercase;letter-spacing:.08em;color:var(--mu);margin:0 0 4px}.facts p{color:var(--tx);font-weight:700}`,
  host: `.hostc{display:flex;gap:22px;align-items:center;margin-bottom:18px}.hostc .av{width:96px;height:96px;font-size:1.8rem}`,
  samples: `.issue .meta{font-size:.8rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--pt);display:block;margin-bottom:10px}`,
  gallery: `.gal{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}.gal figure{margin:0;background:var(--card);border:1px solid var(--bd);border-radius:var(--r);overflow:hidden}.gal svg{display:block;width:100%;height:auto}.gal figcaption{padding:12px 16px;font-weight:700}`,
  cta: `.ctab{text-align:center}.ctab .actions{justify-content:center}.ctab .lead{margin-left:auto;margin-right:auto}`,
  trust: `.badges{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;list-style:none;padding:0;margin:0 0 36px}.badges li{display:inline-flex;align-items:center;gap:8px;background:var(--card);border:1px solid var(--bd);border-radius:999px;padding:10px 18px;font-weight:700}.badges .ic{color:var(--pt)}.tq{max-width:780px;margin:40px auto 0}`,
};
KIND_CSS.features = KIND_CSS.services;
KIND_CSS.benefits = KIND_CSS.services;
KIND_CSS.learn = KIND_CSS.services;
KIND_CSS.deliverables = KIND_CSS.services;
KIND_CSS.testimonials = `${KIND_CSS.testimonials}\n${KIND_CSS.stats}\n.figs{margin-bottom:40px}`;
KIND_CSS.reviews = KIND_CSS.testimonials;
KIND_CSS.trust = `${KIND_CSS.trust}\n${KIND_CSS.stats}\n${KIND_CSS.testimonials}`;
KIND_CSS.ratings = `${KIND_CSS.ratings}\n${KIND_CSS.testimonials}`;
KIND_CSS.team = KIND_CSS.speakers;
KIND_CSS.about = `${KIND_CSS.services}\n.card.rows .rows{grid-template-columns:1fr;gap:22px}`;

const FORM_KINDS: SectionKind[] = ["contact", "registration", "signup", "subscribe"];

export function stylesheet(model: PageModel): string {
  const t = model.theme;
  const [fh, fb] = FONTS[t.font] ?? FONTS.sans;
  const common = `--fh:${fh};--fb:${fb};--r:${RADIUS[t.radius] ?? "12px"}`;
  const light = varsCss(palette(t, false));
  const dark = varsCss(palette(t, true));
  let root: string;
  if (t.mode === "dark") root = `:root{color-scheme:dark;${common};${dark}}`;
  else if (t.mode === "light") root = `:root{color-scheme:light;${common};${light}}`;
  else
    root = `:root{color-scheme:light dark;${common};${light}}@media (prefers-color-scheme:dark){:root{${dark}}}`;
  const kinds = new Set(model.sections.map((s) => s.kind));
  if (model.sections.some((s) => s.hero?.countdown)) kinds.add("countdown");
  const parts = [root, BASE, HERO];
  const hasForm =
    model.sections.some((s) => s.form || s.hero?.form) || [...kinds].some((k) => FORM_KINDS.includes(k));
  if (hasForm) parts.push(FORM);
  const seen = new Set<string>();
  for (const k of kinds) {
    const css = KIND_CSS[k];
    if (css && !seen.has(css)) {
      seen.add(css);
      parts.push(css);
    }
  }
  // Shared snippets pulled in by several kinds may repeat; drop exact duplicate lines.
  const lines = parts.join("\n").split("\n");
  const out: string[] = [];
  const dup = new Set<string>();
  for (const l of lines) {
    if (dup.has(l)) continue;
    dup.add(l);
    out.push(l);
  }
  return out.join("\n");
}
