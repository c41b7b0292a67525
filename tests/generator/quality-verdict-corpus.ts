/**
 * Pages the one-parse checks are compared on against the verdicts the two-parse checks gave (recorded in
 * fixtures/quality-verdicts.json): the fixtures, one mutation per check, and seeded fragment soups.
 */
import { readFileSync } from "node:fs";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const GOOD = fixture("good-newsletter.html");
const TAILWIND = fixture("tailwind-newsletter.html");

function replaced(search: string | RegExp, replacement: string, html = GOOD): string {
  const result = html.replace(search, replacement);
  if (result === html) throw new Error(`fixture does not contain ${String(search)}`);
  return result;
}

/** The same broken-page fragments the robustness test glues together. */
const FRAGMENTS = [
  "<!doctype html>",
  '<html lang="en">',
  "<head>",
  "<title>x</title>",
  '<meta name="description" content="d">',
  "</head>",
  "<body>",
  "<main>",
  "<h1>Title</h1>",
  '<section data-section="hero">',
  "</section>",
  "<form><input name=a><button>Go</button></form>",
  '<img src="https://x.test/a.png">',
  '<a href="#" onclick="x()">',
  "</a>",
  "<p>1 < 2 & 3 > 2</p>",
  "<div><p>unclosed",
  "</div></div></span>",
  '<script type="application/ld+json">{"@type":',
  "</script>",
  "<style>body{background:url(//x.test/b.png)}</style>",
  '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
  "<!-- comment",
  "-->",
  '<label for="a">A</label>',
  "<<>>",
  "</body></html>",
];

/** Deterministic fragment soups (a small LCG, so the corpus never changes). */
function soups(count: number): string[] {
  let seed = 20261123;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 24) },
      () => FRAGMENTS[Math.floor(next() * FRAGMENTS.length)],
    ).join(""),
  );
}

export interface VerdictCase {
  name: string;
  html: string;
  landingPageType: string;
  maxBytes?: number;
}

const TYPE = "newsletter";
const bigLogo = `data:image/png;base64,${"A".repeat(80_000)}`;

export const VERDICT_CASES: VerdictCase[] = [
  { name: "good fixture", html: GOOD, landingPageType: TYPE },
  { name: "good fixture as webinar", html: GOOD, landingPageType: "webinar" },
  { name: "good fixture as facebook-ads", html: GOOD, landingPageType: "facebook-ads" },
  { name: "good fixture, unknown type", html: GOOD, landingPageType: "nope" },
  { name: "tailwind fixture", html: TAILWIND, landingPageType: TYPE },
  { name: "no doctype", html: replaced("<!doctype html>", ""), landingPageType: TYPE },
  { name: "no lang", html: replaced('<html lang="en">', "<html>"), landingPageType: TYPE },
  { name: "no charset", html: replaced('<meta charset="utf-8">', ""), landingPageType: TYPE },
  { name: "no viewport", html: replaced(/<meta name="viewport"[^>]*>/, ""), landingPageType: TYPE },
  { name: "bad JSON-LD", html: replaced('"@type":"WebSite",', '"@type":"WebSite",,'), landingPageType: TYPE },
  {
    name: "two h1",
    html: replaced("<h2>Why readers stay</h2>", "<h1>Why readers stay</h1>"),
    landingPageType: TYPE,
  },
  {
    name: "no footer",
    html: replaced("</footer>", "</div>", replaced("<footer>", "<div>")),
    landingPageType: TYPE,
  },
  { name: "image without alt", html: replaced(' alt="Cover of issue 42"', ""), landingPageType: TYPE },
  { name: "unlabelled input", html: replaced(' aria-label="Your name"', ""), landingPageType: TYPE },
  {
    name: "remote stylesheet",
    html: replaced(
      "</head>",
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Inter"></head>',
    ),
    landingPageType: TYPE,
  },
  {
    name: "misnested markup",
    html: replaced("<h2>Why readers stay</h2>", "<h2><em>Why readers stay</h2></em>"),
    landingPageType: TYPE,
  },
  {
    name: "logo over the size limit",
    html: replaced("<header>", `<header><img data-logo src="${bigLogo}" alt="Brew Co">`),
    landingPageType: TYPE,
    maxBytes: 1000,
  },
  { name: "garbage", html: "<<<>>> not html </div></span>", landingPageType: TYPE },
  ...soups(40).map((html, index) => ({
    name: `fragment soup ${index + 1}`,
    html,
    landingPageType: ["newsletter", "facebook-ads", "webinar", ""][index % 4],
  })),
];
