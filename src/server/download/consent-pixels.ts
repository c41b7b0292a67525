/**
 * The analytics and ad pixels of a downloaded page, behind a cookie consent banner: nothing is loaded and
 * no cookie is set until the visitor accepts; the choice is remembered in the visitor's browser
 * (localStorage) and a "Cookie settings" link in the banner's place lets them change it. Only the download
 * gets this: the stored page (preview, share links) never carries anything external.
 */
import { escapeHtml as w } from "../../generator/composer/render/jsx.js";
import { type ConsentWords, consentWords } from "./consent-words.js";
import type { Pixels } from "./page-settings-schema.js";

/** The vendors' script hosts, for tests and the owner's privacy notes. */
export const PIXEL_HOSTS = ["https://www.googletagmanager.com", "https://connect.facebook.net"];

/** The English banner's text (a page in another language gets its own words: consent-words.ts). */
export const CONSENT_TEXT = consentWords("en").text;

const CSS = `#lf-consent{position:fixed;inset:auto 1rem 1rem 1rem;z-index:2147483000;max-width:34rem;margin:0 auto;padding:1rem 1.25rem;border-radius:.75rem;background:#111827;color:#f9fafb;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 10px 30px rgba(0,0,0,.3)}#lf-consent p{margin:0 0 .75rem}#lf-consent .lf-row{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}#lf-consent button{min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #f9fafb;font:inherit;font-weight:600;cursor:pointer}#lf-consent .lf-no{background:transparent;color:#f9fafb}#lf-consent .lf-yes{background:#f9fafb;color:#111827}#lf-consent-open{position:fixed;left:1rem;bottom:1rem;z-index:2147483000;padding:.25rem .5rem;border:0;border-radius:.25rem;background:rgba(17,24,39,.8);color:#fff;font:13px system-ui,sans-serif;cursor:pointer}`;

/** A value inside the inline script: JSON with `<` escaped, so no `</script>` can end it early. */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The loader run after consent: gtag.js for GA4 and Google Ads, fbevents.js for the Meta Pixel. */
function loaderScript(pixels: Pixels): string {
  const google = [pixels.ga4Id, pixels.googleAdsId].filter((id): id is string => !!id);
  const parts: string[] = [];
  if (google.length) {
    parts.push(
      `var s=d.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(${js(google[0])});d.head.appendChild(s);` +
        `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());` +
        google.map((id) => `w.gtag("config",${js(id)});`).join(""),
    );
  }
  if (pixels.metaPixelId) {
    parts.push(
      `if(!w.fbq){var f=w.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments)};if(!w._fbq)w._fbq=f;f.push=f;f.loaded=true;f.version="2.0";f.queue=[];var t=d.createElement("script");t.async=true;t.src="https://connect.facebook.net/en_US/fbevents.js";d.head.appendChild(t);}` +
        `w.fbq("init",${js(pixels.metaPixelId)});w.fbq("track","PageView");`,
    );
  }
  return parts.join("");
}

/** The banner, its styles and the consent script, to go before `</body>`, in the page's words. */
export function consentAndPixels(pixels: Pixels, words: ConsentWords = consentWords("en")): string {
  const script = `(function(w,d){var K="lf-consent",loaded=false;function load(){if(loaded)return;loaded=true;${loaderScript(pixels)}}
function get(){try{return w.localStorage.getItem(K)}catch(e){return null}}
function set(v){try{w.localStorage.setItem(K,v)}catch(e){}}
var box=d.getElementById("lf-consent"),open=d.getElementById("lf-consent-open");
function show(){box.hidden=false;open.hidden=true}
function hide(){box.hidden=true;open.hidden=false}
box.querySelector(".lf-yes").addEventListener("click",function(){set("granted");hide();load()});
box.querySelector(".lf-no").addEventListener("click",function(){set("denied");hide()});
open.addEventListener("click",show);
var v=get();if(v==="granted"){hide();load()}else if(v==="denied"){hide()}else{show()}})(window,document);`;
  return `<style>${CSS}</style>
<div id="lf-consent" role="region" aria-label="${w(words.label)}" hidden><p>${w(words.text)}</p><div class="lf-row"><button type="button" class="lf-no">${w(words.decline)}</button><button type="button" class="lf-yes">${w(words.accept)}</button></div></div>
<button type="button" id="lf-consent-open" hidden>${w(words.settings)}</button>
<script>${script}</script>
`;
}
