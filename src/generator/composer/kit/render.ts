/** Page model → one self-contained HTML document (inline CSS, inline SVG, inline logo, no requests). */
import { AD_TYPES } from "./build.js";
import { buttonColors, normalizeHex } from "./color.js";
import { addMinutes, fromLocalIso } from "./dates.js";
import { icon } from "./icons.js";
import { industryProfile } from "./industries.js";
import { markSvg, svgDataUrl } from "./logo.js";
import {
  type Card,
  type FormSpec,
  MODEL_SCRIPT_ID,
  type PageModel,
  type Quote,
  type Section,
} from "./model.js";
import { illustration } from "./motifs.js";
import { stylesheet } from "./styles.js";
import { decapitalize, esc, hash, initials } from "./text.js";

const SCRIPT = `(function(){var d=document;
d.querySelectorAll("form[data-lp]").forEach(function(f){f.addEventListener("submit",function(e){e.preventDefault();var bad=null;
f.querySelectorAll("input,select,textarea").forEach(function(c){var m=d.getElementById(c.id+"-err"),msg="";if(!c.checkValidity()){msg=c.validity.valueMissing?"Please fill in this field.":c.type==="email"?"Please enter a valid email address.":"Please check this field."}
c.setAttribute("aria-invalid",msg?"true":"false");if(m)m.textContent=msg;if(msg&&!bad)bad=c});if(bad){bad.focus();return}
var fs=f.querySelector(".fields"),t=f.querySelector(".thanks"),er=f.querySelector(".ferr"),a=f.getAttribute("action");
function done(){fs.hidden=true;t.hidden=false;t.focus()}
function fail(){er.textContent="Sorry, that didn't go through. Please try again."}
if(a&&window.fetch){fetch(a,{method:"POST",body:new FormData(f),mode:"no-cors"}).then(done,fail)}else{done()}})});
d.querySelectorAll("[data-countdown]").forEach(function(el){var n=el.getAttribute("data-countdown").match(/\\d+/g).map(Number),end=new Date(n[0],n[1]-1,n[2],n[3],n[4]).getTime(),live=el.parentNode.querySelector(".live");
function tick(){var s=Math.max(0,Math.floor((end-Date.now())/1000)),v={d:Math.floor(s/86400),h:Math.floor(s%86400/3600),m:Math.floor(s%3600/60),s:s%60};
for(var k in v){var u=el.querySelector('[data-u="'+k+'"]');if(u)u.textContent=(v[k]<10?"0":"")+v[k]}if(live)live.hidden=s>0}tick();setInterval(tick,1000)})})();`;

interface R {
  m: PageModel;
  ad: boolean;
}

function sectionHead(s: Section, center = true): string {
  return `<div class="sh${center ? " c" : ""}"><h2 id="${s.id}-h">${esc(s.title)}</h2>${s.intro ? `<p>${esc(s.intro)}</p>` : ""}</div>`;
}

function iconBox(name?: string): string {
  return name ? `<span class="ib">${icon(name, 24)}</span>` : "";
}

function star(filled: boolean): string {
  return `<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"${filled ? "" : ' opacity=".3"'}><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"/></svg>`;
}

function stars(n = 5): string {
  return `<span class="stars" role="img" aria-label="Rated ${n} out of 5">${[1, 2, 3, 4, 5].map((i) => star(i <= n)).join("")}</span>`;
}

function checkList(items: string[]): string {
  return `<ul class="check">${items.map((i) => `<li>${icon("check", 20)}<span>${esc(i)}</span></li>`).join("")}</ul>`;
}

function quoteFig(q: Quote, big = false, withStars = false): string {
  return `<figure class="q card${big ? " big" : ""}">${withStars && q.rating ? stars(q.rating) : ""}<blockquote><p>“${esc(q.quote)}”</p></blockquote><figcaption><span class="av" aria-hidden="true">${esc(initials(q.name))}</span><span><cite>${esc(q.name)}</cite><small>${esc(q.role)}</small></span></figcaption></figure>`;
}

/** Column count that fills the rows evenly (6 → 3+3, 4 → 4 or 2+2, 5 → 3+2). */
function cols(n: number): string {
  return n === 4 ? "grid c4" : n === 2 ? "grid c2" : n === 1 ? "grid c1" : "grid c3";
}

function cardGrid(items: Card[], variant: number, numbered = false): string {
  if (variant === 1) {
    return `<div class="rows">${items
      .map(
        (c) =>
          `<div class="row">${iconBox(c.icon ?? "check")}<div><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div></div>`,
      )
      .join("")}</div>`;
  }
  if (variant === 2 || numbered) {
    return `<div class="${cols(items.length)}">${items
      .map(
        (c, i) =>
          `<div class="card"><span class="num">${String(i + 1).padStart(2, "0")}</span><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div>`,
      )
      .join("")}</div>`;
  }
  return `<div class="${cols(items.length)}">${items.map((c) => `<div class="card">${iconBox(c.icon)}<h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div>`).join("")}</div>`;
}

function formHtml(r: R, f: FormSpec, headingLevel: "h2" | "h3" = "h3", headingId?: string): string {
  const action = r.m.formAction ? ` action="${esc(r.m.formAction)}" method="post"` : "";
  const fields = f.fields
    .map((fl) => {
      const id = `${f.id}-${fl.name}`;
      const req = fl.required ? " required" : "";
      const ac = fl.autocomplete ? ` autocomplete="${fl.autocomplete}"` : "";
      const desc = ` aria-describedby="${id}-err"`;
      let control: string;
      if (fl.type === "textarea")
        control = `<textarea id="${id}" name="${fl.name}" rows="4"${req}${desc}></textarea>`;
      else if (fl.type === "select") {
        control = `<select id="${id}" name="${fl.name}"${req}${desc}><option value="">Choose…</option>${(
          fl.options ?? []
        )
          .map((o) => `<option>${esc(o)}</option>`)
          .join("")}</select>`;
      } else control = `<input id="${id}" name="${fl.name}" type="${fl.type}"${ac}${req}${desc}>`;
      return `<div class="fld"><label for="${id}">${esc(fl.label)}</label>${control}<span class="err" id="${id}-err"></span></div>`;
    })
    .join("");
  const hid = headingId ?? `${f.id}-t`;
  return `<form class="form" id="${f.id}" data-lp novalidate${action} aria-labelledby="${hid}"><div class="fields"><${headingLevel} id="${hid}">${esc(f.title)}</${headingLevel}><p>${esc(f.text)}</p>${fields}<button class="btn full" type="submit">${esc(f.submit)}</button><p class="ferr" role="alert"></p>${f.note ? `<p class="fnote">${esc(f.note)}</p>` : ""}</div><div class="thanks" hidden tabindex="-1" role="status"><span class="ib">${icon("check", 28)}</span><p>${esc(f.thanks)}</p></div></form>`;
}

function storeBadges(href: [string, string]): string {
  const apple = `<svg width="150" height="50" viewBox="0 0 150 50" role="img" aria-label="Download on the App Store" focusable="false"><rect width="150" height="50" rx="10" fill="#000"/><rect x=".5" y=".5" width="149" height="49" rx="9.5" fill="none" stroke="#a6a6a6"/><path fill="#fff" d="M30.6 25.9c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.3-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-1 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.4 1 4 1c1.7 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.2-1.2-3.2-4.9zM27.6 16.9c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.3.1 2.7-.7 3.6-1.7z"/><text x="44" y="21" fill="#fff" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="9">Download on the</text><text x="44" y="38" fill="#fff" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="17" font-weight="600">App Store</text></svg>`;
  const google = `<svg width="168" height="50" viewBox="0 0 168 50" role="img" aria-label="Get it on Google Play" focusable="false"><rect width="168" height="50" rx="10" fill="#000"/><rect x=".5" y=".5" width="167" height="49" rx="9.5" fill="none" stroke="#a6a6a6"/><path fill="#00d7fe" d="M13 12.5v25c0 .6.3 1 .7 1.3L27 25 13.7 11.2c-.4.3-.7.7-.7 1.3z"/><path fill="#ffce00" d="m31.4 29.4-4.4-4.4 4.4-4.4 5.3 3c1.5.8 1.5 2.2 0 3z"/><path fill="#ff3a44" d="M31.4 29.4 27 25 13.7 38.8c.5.5 1.3.5 2.2 0z"/><path fill="#00f076" d="M31.4 20.6 15.9 11.7c-.9-.5-1.7-.4-2.2 0L27 25z"/><text x="44" y="21" fill="#fff" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="9">GET IT ON</text><text x="44" y="38" fill="#fff" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="17" font-weight="600">Google Play</text></svg>`;
  return `<div class="stores"><a href="${href[0]}">${apple}</a><a href="${href[1]}">${google}</a></div>`;
}

function phoneMockup(r: R): string {
  const m = r.m;
  const p = normalizeHex(m.theme.primary) ?? "#4f46e5";
  const on = buttonColors(p).fg;
  const ini = esc(m.brand.initials);
  return `<svg class="phone" viewBox="0 0 300 600" role="img" aria-label="The ${esc(m.brand.companyName)} app on a phone" focusable="false"><rect x="6" y="6" width="288" height="588" rx="46" fill="#0f172a"/><rect x="18" y="18" width="264" height="564" rx="36" class="fc"/><rect x="110" y="28" width="80" height="20" rx="10" fill="#0f172a"/>
<rect x="18" y="18" width="264" height="170" rx="36" class="fp"/><rect x="18" y="150" width="264" height="38" class="fp"/><text x="44" y="104" fill="${on}" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="22" font-weight="700">Hi there!</text><text x="44" y="134" fill="${on}" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="13">Welcome to ${esc(m.brand.companyName).slice(0, 22)}</text>
<rect x="38" y="210" width="224" height="84" rx="16" class="fs"/><circle cx="78" cy="252" r="22" class="fp"/><text x="78" y="257" text-anchor="middle" fill="${on}" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="14" font-weight="700">${ini}</text><rect x="112" y="236" width="120" height="10" rx="5" class="fm"/><rect x="112" y="256" width="84" height="10" rx="5" class="fm"/>
<rect x="38" y="310" width="106" height="106" rx="16" class="fa"/><rect x="156" y="310" width="106" height="106" rx="16" class="fs"/><rect x="38" y="430" width="224" height="16" rx="8" class="fm"/><rect x="38" y="458" width="160" height="16" rx="8" class="fm"/><rect x="38" y="506" width="224" height="48" rx="24" class="fp"/></svg>`;
}

function hero(r: R, s: Section): string {
  const h = s.hero!;
  const m = r.m;
  const v = s.variant;
  const motif = industryProfile(m.input.industry).motif;
  const when =
    h.showDate && m.event
      ? `<p class="when">${(() => {
          const d = fromLocalIso(m.event.start);
          const items = [`${icon("calendar", 20)}${esc(dateText(d, m.event.hasTime))}`];
          items.push(`${icon(m.event.online ? "globe" : "pin", 20)}${esc(m.event.location)}`);
          return items.map((x) => `<span>${x}</span>`).join("");
        })()}</p>`
      : "";
  const badge = h.badge ? `<p class="badge">${icon("rocket", 18)}${esc(h.badge)}</p>` : "";
  const buttons = h.form
    ? ""
    : `<div class="actions"><a class="btn" href="${esc(h.ctaHref)}">${esc(h.cta)}</a>${h.secondary ? `<a class="btn ghost" href="${esc(h.secondaryHref ?? "#")}">${esc(h.secondary)}</a>` : ""}</div>`;
  const stores = h.app ? storeBadges(["#download", "#download"]) : "";
  const note = h.note ? `<p class="note">${icon("shield", 18)}${esc(h.note)}</p>` : "";
  const clock = h.countdown && m.event ? miniCountdown(m) : "";
  const text = `<div>${badge}<p class="eyebrow">${esc(h.eyebrow)}</p><h1 id="${s.id}-h">${esc(h.headline)}</h1><p class="lead">${esc(h.lead)}</p>${when}${clock}${h.app ? stores : buttons}${note}</div>`;
  const visual = h.form
    ? r.ad
      ? `<div data-section="lead-form" id="lead-form">${formHtml(r, h.form, "h2")}</div>`
      : formHtml(r, h.form, "h2")
    : h.app
      ? phoneMockup(r)
      : illustration(motif, `Illustration for ${m.brand.companyName}`);
  const cls = `hero v${v}${v === 2 ? " band" : ""}${v === 0 && hash(`${m.seed}rev`) % 3 === 0 && !h.form ? " rev" : ""}`;
  if (v === 1) {
    return `<section class="${cls}" id="${s.id}" data-section="hero" aria-labelledby="${s.id}-h"><div class="w">${text}${visual}</div></section>`;
  }
  return `<section class="${cls}" id="${s.id}" data-section="hero" aria-labelledby="${s.id}-h"><div class="w g2">${text}<div>${visual}</div></div></section>`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
function dateText(
  d: { year: number; month: number; day: number; hour: number; minute: number },
  withTime: boolean,
): string {
  const base = `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
  if (!withTime) return base;
  const h12 = d.hour % 12 === 0 ? 12 : d.hour % 12;
  return `${base} · ${h12}:${String(d.minute).padStart(2, "0")} ${d.hour < 12 ? "AM" : "PM"}`;
}

function thumb(seed: number, i: number, label: string): string {
  const k = hash(`${seed}:${i}`);
  const x = 40 + (k % 160);
  const y = 30 + ((k >> 8) % 80);
  const shapes = [
    `<circle class="fp" cx="${x + 80}" cy="${y + 60}" r="${50 + (k % 30)}"/><rect class="fa" x="${x}" y="${y + 40}" width="120" height="90" rx="14"/>`,
    `<rect class="fp" x="${x - 10}" y="${y}" width="170" height="120" rx="20"/><circle class="fa" cx="${x + 190}" cy="${y + 110}" r="38"/>`,
    `<path class="fp" d="M0 200 ${x + 40} ${y} ${x + 200} 200z"/><circle class="fa" cx="${x + 180}" cy="${y + 20}" r="28"/>`,
  ];
  return `<svg viewBox="0 0 400 240" aria-hidden="true" focusable="false"><rect width="400" height="240" class="fs"/>${shapes[k % 3]}<rect class="fc" x="24" y="196" width="${80 + (k % 90)}" height="16" rx="8" opacity=".9"/></svg><span hidden>${esc(label)}</span>`;
}

function section(r: R, s: Section, alt: boolean): string {
  const m = r.m;
  const open = (extra = "") =>
    `<section class="v${s.variant}${alt ? " alt" : ""}${extra}" id="${s.id}" data-section="${s.kind}" aria-labelledby="${s.id}-h"><div class="w">`;
  const close = "</div></section>";
  const items = s.items ?? [];
  switch (s.kind) {
    case "hero":
      return hero(r, s);
    case "services":
    case "features":
    case "learn":
      return `${open()}${sectionHead(s)}${cardGrid(items, s.variant, s.kind === "learn" && s.variant === 0)}${close}`;
    case "benefits":
    case "deliverables":
      if (s.variant === 1) {
        return `${open()}<div class="g2"><div>${sectionHead(s, false)}</div>${checkList(
          items.map((c) =>
            c.text.toLowerCase().includes(c.title.toLowerCase())
              ? c.text
              : `${c.title}: ${decapitalize(c.text)}`,
          ),
        )}</div>${close}`;
      }
      return `${open()}${sectionHead(s)}${cardGrid(
        items.map((c) => ({ ...c, icon: c.icon ?? "check" })),
        0,
      )}${close}`;
    case "about":
      return `${open()}<div class="g2"><div><h2 id="${s.id}-h">${esc(s.title)}</h2>${(s.body ?? []).map((b) => `<p class="muted">${esc(b)}</p>`).join("")}</div><div>${
        s.variant === 1
          ? illustration(industryProfile(m.input.industry).motif, `Illustration for ${m.brand.companyName}`)
          : `<div class="card">${checkList(s.list ?? [])}</div>`
      }</div></div>${close}`;
    case "stats": {
      const band = s.variant === 0;
      const inner = `<div class="stats">${items.map((c) => `<div><strong>${esc(c.title)}</strong><span>${esc(c.text)}</span></div>`).join("")}</div>`;
      if (band)
        return `<section class="band" id="${s.id}" data-section="stats" aria-labelledby="${s.id}-h"><div class="w"><div class="sh c"><h2 id="${s.id}-h">${esc(s.title)}</h2></div>${inner}${close}`;
      return `${open()}${sectionHead(s)}${inner}${close}`;
    }
    case "testimonials":
    case "reviews": {
      const qs = s.quotes ?? [];
      const withStars = s.kind === "reviews";
      const figures = items.length
        ? `<div class="stats figs">${items.map((c) => `<div><strong>${esc(c.title)}</strong><span>${esc(c.text)}</span></div>`).join("")}</div>`
        : "";
      if (s.variant === 1 && qs.length > 1) {
        return `${open()}${sectionHead(s)}${figures}<div class="g2">${quoteFig(qs[0], true, withStars)}<div class="grid one">${qs
          .slice(1)
          .map((q) => quoteFig(q, false, withStars))
          .join("")}</div></div>${close}`;
      }
      return `${open()}${sectionHead(s)}${figures}<div class="${cols(qs.length)}">${qs.map((q) => quoteFig(q, false, withStars)).join("")}</div>${close}`;
    }
    case "contact":
    case "registration":
    case "signup":
    case "subscribe": {
      const f = s.form!;
      const side =
        s.kind === "contact"
          ? `<div class="card">${checkList(s.list ?? [])}</div>`
          : s.kind === "registration" && m.event
            ? `<div class="card">${checkList([dateText(fromLocalIso(m.event.start), m.event.hasTime), m.event.location, ...industryProfile(m.input.industry).trust.slice(0, 2)])}</div>`
            : `<div class="card">${checkList(industryProfile(m.input.industry).trust)}</div>`;
      return `${open()}<div class="g2"><div>${sectionHead(s, false)}${side}</div>${formHtml(r, f)}</div>${close}`;
    }
    case "faq":
      return `${open()}${sectionHead(s)}<div class="faq${s.variant === 1 ? " two" : ""}">${items
        .map(
          (c, i) =>
            `<details${i === 0 ? " open" : ""}><summary>${esc(c.title)}</summary><p>${esc(c.text)}</p></details>`,
        )
        .join("")}</div>${close}`;
    case "pricing":
      return `${open()}${sectionHead(s)}<div class="tiers">${(s.tiers ?? [])
        .map(
          (t) =>
            `<div class="card tier${t.featured ? " feat" : ""}">${t.featured ? '<span class="pop">Most popular</span>' : ""}<h3>${esc(t.name)}</h3><p class="price">${esc(t.price)}${t.period ? `<small>${esc(t.period)}</small>` : ""}</p>${checkList(t.features)}<a class="btn${t.featured ? "" : " ghost"} full" href="#${ctaTarget(m)}">${esc(t.cta)}</a></div>`,
        )
        .join("")}</div>${close}`;
    case "problem-solution":
      return `${open(" ps")}${sectionHead(s)}<div class="g2"><div class="card no"><h3>${icon("target", 22)}${esc(m.tone === "formal" ? "The challenge" : "The problem")}</h3><ul class="check">${(
        s.before ?? []
      )
        .map((b) => `<li>${icon("bolt", 20)}<span>${esc(b)}</span></li>`)
        .join(
          "",
        )}</ul></div><div class="card yes"><h3>${icon("sparkles", 22)}${esc(`The ${m.input.companyName} way`)}</h3>${checkList(s.after ?? [])}</div></div>${close}`;
    case "how-it-works":
      return `${open()}${sectionHead(s)}<ol class="steps">${items
        .map(
          (c) =>
            `<li class="step card"><span class="n" aria-hidden="true">${esc(c.meta ?? "")}</span><div><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div></li>`,
        )
        .join("")}</ol>${close}`;
    case "trust":
      return `${open()}${sectionHead(s)}<ul class="badges">${(s.list ?? []).map((b) => `<li>${icon("shield", 18)}${esc(b)}</li>`).join("")}</ul><div class="stats">${items
        .map((c) => `<div><strong>${esc(c.title)}</strong><span>${esc(c.text)}</span></div>`)
        .join(
          "",
        )}</div>${(s.quotes ?? []).map((q) => `<div class="tq">${quoteFig(q, true)}</div>`).join("")}${close}`;
    case "cta":
      return `<section class="band ctab" id="${s.id}" data-section="cta" aria-labelledby="${s.id}-h"><div class="w"><h2 id="${s.id}-h">${esc(s.title)}</h2>${s.intro ? `<p class="lead">${esc(s.intro)}</p>` : ""}<div class="actions"><a class="btn" href="#${ctaTarget(m)}">${esc(primaryCtaText(m))}</a></div>${close}`;
    case "event-details":
      return `${open(" facts")}${sectionHead(s)}<div class="${cols(items.length)}">${items
        .map(
          (c) =>
            `<div class="card">${iconBox(c.icon)}<div><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div></div>`,
        )
        .join("")}</div>${close}`;
    case "agenda":
      return `${open()}${sectionHead(s, false)}<ol class="ag">${items
        .map(
          (c) =>
            `<li class="card"><time>${esc(c.meta ?? "")}</time><div><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div></li>`,
        )
        .join("")}</ol>${close}`;
    case "speakers":
    case "team":
      return `${open()}${sectionHead(s)}<div class="${cols(items.length)}">${items
        .map(
          (c) =>
            `<div class="card person"><span class="av" aria-hidden="true">${esc(c.meta ?? initials(c.title))}</span><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div>`,
        )
        .join("")}</div>${close}`;
    case "countdown": {
      const ev = m.event;
      const start = ev?.start ?? new Date(m.composedAt).toISOString().slice(0, 16);
      return `${open()}${sectionHead(s)}${countdownBoxes(m, start, "cd")}<p class="live" hidden>${esc(m.input.type === "product-launch" ? "It's launch day!" : "We're live now!")}</p>${close}`;
    }
    case "ratings":
      return `${open()}${sectionHead(s)}<div class="score">${items
        .map((c) => `<div><strong>${esc(c.title)}</strong><span>${esc(c.text)}</span></div>`)
        .join(
          "",
        )}</div><div class="grid">${(s.quotes ?? []).map((q) => quoteFig(q, false, true)).join("")}</div>${close}`;
    case "download":
      return `${open(" ctab")}${sectionHead(s)}${storeBadges(["https://apps.apple.com/", "https://play.google.com/store/apps"])}${close}`;
    case "products":
      return `${open()}${sectionHead(s)}<div class="${cols(items.length)}">${items
        .map(
          (c) =>
            `<div class="card prod"><div class="thumb">${icon(c.icon ?? "bag", 64)}</div><div><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p><p class="price">${esc(c.meta ?? "")}</p><a class="btn sm" href="#${ctaTarget(m)}">${esc(m.tone === "friendly" ? "I want this" : "Order now")}<span class="sr">: ${esc(c.title)}</span></a></div></div>`,
        )
        .join("")}</div>${close}`;
    case "shipping":
      return `${open()}${sectionHead(s)}${cardGrid(items, 0)}${close}`;
    case "projects":
      return `${open()}${sectionHead(s)}<div class="${cols(items.length)}">${items
        .map(
          (c, i) =>
            `<article class="card proj">${thumb(m.seed, i, c.title)}<div class="in"><span class="tag">${esc(c.meta ?? "")}</span><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></div></article>`,
        )
        .join("")}</div>${close}`;
    case "skills":
      return s.variant === 1
        ? `${open()}<div class="g2"><div>${sectionHead(s, false)}</div>${checkList(s.list ?? [])}</div>${close}`
        : `${open()}${sectionHead(s)}<ul class="chips">${(s.list ?? []).map((x) => `<li>${esc(x)}</li>`).join("")}</ul>${close}`;
    case "host": {
      const h = items[0];
      return `${open()}<div class="g2"><div><h2 id="${s.id}-h">${esc(s.title)}</h2><div class="hostc"><span class="av" aria-hidden="true">${esc(h?.meta ?? "")}</span><div><h3>${esc(h?.title ?? "")}</h3><p class="muted">${esc(h?.text ?? "")}</p></div></div>${(s.body ?? []).map((b) => `<p class="muted">${esc(b)}</p>`).join("")}</div><div class="card"><h3>${esc(m.tone === "friendly" ? "What to expect" : "About the session")}</h3>${checkList(s.list ?? [])}</div></div>${close}`;
    }
    case "samples":
      return `${open()}${sectionHead(s)}<div class="${cols(items.length)}">${items
        .map(
          (c) =>
            `<article class="card issue"><span class="meta">${esc(c.meta ?? "")}</span><h3>${esc(c.title)}</h3><p>${esc(c.text)}</p></article>`,
        )
        .join("")}</div>${close}`;
    case "gallery":
      return `${open()}${sectionHead(s)}<div class="gal">${items
        .map(
          (c, i) =>
            `<figure>${thumb(m.seed + 7, i, c.title)}<figcaption>${esc(c.title)}</figcaption></figure>`,
        )
        .join("")}</div>${close}`;
    case "logos":
      return `<section class="logostrip${alt ? " alt" : ""}" id="${s.id}" data-section="logos" aria-labelledby="${s.id}-h"><div class="w"><div class="sh c"><h2 id="${s.id}-h">${esc(s.title)}</h2></div><ul class="logos">${(
        s.list ?? []
      )
        .map(
          (x, i) => `<li>${icon(["layers", "target", "bolt", "globe", "sparkles"][i % 5], 22)}${esc(x)}</li>`,
        )
        .join("")}</ul>${close}`;
  }
  return "";
}

function countdownBoxes(m: PageModel, start: string, cls: string): string {
  const init = initialCountdown(start, m.composedAt);
  const units: [string, string][] = [
    ["d", "Days"],
    ["h", "Hours"],
    ["m", "Minutes"],
    ["s", "Seconds"],
  ];
  const what = m.input.type === "product-launch" ? "the launch" : `${m.input.title} starts`;
  return `<div class="${cls}" role="timer" aria-label="${esc(`Time until ${what}`)}" data-countdown="${esc(start)}">${units
    .map(([k, label]) => `<div><strong data-u="${k}">${init[k]}</strong><span>${label}</span></div>`)
    .join("")}</div>`;
}

function miniCountdown(m: PageModel): string {
  return `<div class="mini">${countdownBoxes(m, m.event!.start, "cd sm")}<p class="live" hidden>${esc(m.input.type === "product-launch" ? "It's launch day!" : "Happening now!")}</p></div>`;
}

function initialCountdown(start: string, composedAt: string): Record<string, string> {
  const d = fromLocalIso(start);
  const end = new Date(d.year, d.month - 1, d.day, d.hour, d.minute).getTime();
  const now = new Date(composedAt).getTime();
  const s = Math.max(0, Math.floor((end - now) / 1000));
  const v = {
    d: Math.floor(s / 86400),
    h: Math.floor((s % 86400) / 3600),
    m: Math.floor((s % 3600) / 60),
    s: s % 60,
  };
  return Object.fromEntries(Object.entries(v).map(([k, n]) => [k, String(n).padStart(2, "0")]));
}

/** Where the page's call to action leads: its first form, else pricing/products, else the top. */
export function ctaTarget(m: PageModel): string {
  const hero = m.sections.find((s) => s.kind === "hero");
  if (hero?.hero?.form) return "hero-form";
  const f = m.sections.find((s) =>
    ["registration", "signup", "contact", "subscribe", "download"].includes(s.kind),
  );
  if (f) return f.form ? f.form.id : f.id;
  const p = m.sections.find((s) => ["pricing", "products"].includes(s.kind));
  return p ? p.id : "main";
}

function primaryCtaText(m: PageModel): string {
  return m.sections.find((s) => s.kind === "hero")?.hero?.cta ?? "Get started";
}

function logoHtml(m: PageModel, markup: string): string {
  const logo = m.brand.logo;
  if (logo.kind === "image" && logo.dataUrl) {
    return `<img id="brand-logo" src="${logo.dataUrl}" alt="${esc(m.brand.companyName)} logo" width="160" height="40">`;
  }
  return markup;
}

function jsonLd(m: PageModel): string {
  const org = {
    "@type": "Organization",
    "@id": "#org",
    name: m.brand.companyName,
    description: m.description,
  };
  const graph: Record<string, unknown>[] = [
    org,
    { "@type": "WebPage", name: m.input.title, description: m.description, publisher: { "@id": "#org" } },
  ];
  const t = m.input.type;
  const cur = m.currency === "$" ? "USD" : m.currency === "£" ? "GBP" : "EUR";
  const num = (s: string) => Number(s.replace(/[^0-9.]/g, "")) || 0;
  const products = m.sections.find((s) => s.kind === "products")?.items ?? [];
  const tiers = m.sections.find((s) => s.kind === "pricing")?.tiers ?? [];
  const ev = m.event;
  if ((t === "event-registration" || t === "webinar") && ev) {
    const d = fromLocalIso(ev.start);
    const end = addMinutes(d, ev.durationMinutes || 60);
    const iso = (x: typeof d) =>
      `${x.year}-${String(x.month).padStart(2, "0")}-${String(x.day).padStart(2, "0")}${ev.hasTime ? `T${String(x.hour).padStart(2, "0")}:${String(x.minute).padStart(2, "0")}` : ""}`;
    const people = m.sections.find((s) => s.kind === "speakers" || s.kind === "host")?.items ?? [];
    graph.push({
      "@type": "Event",
      name: m.input.title,
      description: m.description,
      startDate: iso(d),
      endDate: iso(end),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: ev.online
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
      location: ev.online
        ? { "@type": "VirtualLocation", name: ev.location }
        : { "@type": "Place", name: ev.location, address: ev.location },
      organizer: { "@id": "#org" },
      performer: people.map((p) => ({ "@type": "Person", name: p.title })),
      offers: { "@type": "Offer", price: 0, priceCurrency: cur, availability: "https://schema.org/InStock" },
    });
  } else if (t === "app-download" || t === "saas-signup") {
    graph.push({
      "@type": t === "saas-signup" ? "WebApplication" : "SoftwareApplication",
      name: m.brand.companyName,
      description: m.description,
      operatingSystem: t === "saas-signup" ? "Web" : "iOS, Android",
      applicationCategory: t === "saas-signup" ? "BusinessApplication" : "LifestyleApplication",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 1200 },
      offers: { "@type": "Offer", price: tiers[0] ? num(tiers[0].price) : 0, priceCurrency: cur },
      publisher: { "@id": "#org" },
    });
  } else if (t === "e-commerce" || t === "product-launch") {
    const list =
      t === "e-commerce"
        ? products
        : [{ title: m.input.title, text: m.description, meta: tiers[1]?.price ?? tiers[0]?.price ?? "0" }];
    for (const p of list) {
      graph.push({
        "@type": "Product",
        name: p.title,
        description: p.text || m.description,
        brand: { "@type": "Brand", name: m.brand.companyName },
        ...(t === "product-launch" && ev ? { releaseDate: ev.start.slice(0, 10) } : {}),
        offers: {
          "@type": "Offer",
          price: num(p.meta ?? "0"),
          priceCurrency: cur,
          availability: t === "product-launch" ? "https://schema.org/PreOrder" : "https://schema.org/InStock",
        },
        ...(t === "e-commerce"
          ? { aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 320 } }
          : {}),
      });
    }
  } else if (t === "business-homepage" || t === "portfolio") {
    graph[0] = { ...org, "@type": t === "portfolio" ? "ProfessionalService" : "LocalBusiness" };
  }
  const faq = m.sections.find((s) => s.kind === "faq");
  if (faq?.items?.length) {
    graph.push({
      "@type": "FAQPage",
      mainEntity: faq.items.map((q) => ({
        "@type": "Question",
        name: q.title,
        acceptedAnswer: { "@type": "Answer", text: q.text },
      })),
    });
  }
  return scriptJson({ "@context": "https://schema.org", "@graph": graph });
}

function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The model as stored in the page: an uploaded logo's data stays in img#brand-logo only. */
export function serializeModel(m: PageModel): string {
  const copy: PageModel = {
    ...m,
    brand: {
      ...m.brand,
      logo: m.brand.logo.kind === "image" ? { kind: "image", mime: m.brand.logo.mime } : m.brand.logo,
    },
  };
  return scriptJson(copy);
}

export function renderPage(m: PageModel): string {
  const r: R = { m, ad: AD_TYPES.includes(m.input.type) };
  const p = normalizeHex(m.theme.primary) ?? "#4f46e5";
  const a = normalizeHex(m.theme.accent) ?? "#0ea5e9";
  const { bg: markBg, fg: markFg } = buttonColors(p);
  const shape = m.brand.logo.kind === "generated" ? m.brand.logo.shape : "square";
  const mark = markSvg(m.brand.initials, markBg, a, markFg, shape, 40);
  const favicon = svgDataUrl(
    markSvg(m.brand.initials, markBg, a, markFg, shape, 64).replace(
      ' aria-hidden="true" focusable="false"',
      "",
    ),
  );
  const title = `${m.input.title} | ${m.brand.companyName}`;
  const year = new Date(m.composedAt).getUTCFullYear();
  const nav = r.ad
    ? ""
    : `<nav aria-label="Main"><ul class="menu">${m.sections
        .filter((s) => s.kind !== "hero" && s.kind !== "logos" && s.kind !== "cta")
        .slice(0, 4)
        .map((s) => `<li><a href="#${s.id}">${esc(navLabel(s))}</a></li>`)
        .join("")}</ul></nav>`;
  const headerCta = r.ad ? "" : `<a class="btn sm" href="#${ctaTarget(m)}">${esc(primaryCtaText(m))}</a>`;
  const brandName = m.brand.logo.kind === "image" ? "" : `<span>${esc(m.brand.companyName)}</span>`;
  const header = `<header class="top"><div class="w bar"><a class="brand" href="#top">${logoHtml(m, mark)}${brandName}</a>${nav}${headerCta}</div></header>`;
  let altIdx = 0;
  const body = m.sections
    .map((s) => {
      const alt = s.kind !== "hero" && altIdx++ % 2 === 1;
      return section(r, s, alt);
    })
    .join("\n");
  const footLinks = r.ad
    ? ""
    : `<nav aria-label="Footer"><ul>${m.sections
        .filter((s) => s.kind !== "hero")
        .slice(0, 5)
        .map((s) => `<li><a href="#${s.id}">${esc(navLabel(s))}</a></li>`)
        .join("")}</ul></nav>`;
  const footer = `<footer class="foot"><div class="w bar"><div><a class="brand" href="#top">${m.brand.logo.kind === "image" ? "" : mark}<span>${esc(m.brand.companyName)}</span></a><p>© ${year} ${esc(m.brand.companyName)}. All rights reserved.</p></div>${footLinks}</div></footer>`;
  const ogType = m.input.type === "e-commerce" || m.input.type === "product-launch" ? "product" : "website";
  return `<!DOCTYPE html>
<html lang="en" id="top">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(m.description)}">
<meta name="theme-color" content="${esc(p)}">
<meta name="generator" content="page composer">
<meta property="og:type" content="${ogType}">
<meta property="og:title" content="${esc(m.input.title)}">
<meta property="og:description" content="${esc(m.description)}">
<meta property="og:site_name" content="${esc(m.brand.companyName)}">
<meta name="twitter:card" content="summary">
<link rel="icon" href="${favicon}">
<style>
${stylesheet(m)}
</style>
<script type="application/ld+json">${jsonLd(m)}</script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${header}
<main id="main">
${body}
</main>
${footer}
<script type="application/json" id="${MODEL_SCRIPT_ID}">${serializeModel(m)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function navLabel(s: Section): string {
  const short: Partial<Record<string, string>> = {
    "problem-solution": "Why",
    "how-it-works": "How it works",
    "event-details": "Details",
    deliverables: "What you get",
    faq: "FAQ",
    testimonials: "Reviews",
    reviews: "Reviews",
    contact: "Contact",
    registration: "Register",
    signup: "Sign up",
    subscribe: "Subscribe",
    countdown: "Countdown",
    download: "Download",
  };
  const label = short[s.kind];
  if (label) return label;
  return s.kind.charAt(0).toUpperCase() + s.kind.slice(1);
}
