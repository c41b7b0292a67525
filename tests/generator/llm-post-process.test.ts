import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { connectLeadForms, injectLeadScript } from "../../src/generator/llm/lead-forms.js";
import { generatedLogoSvg, initialsOf } from "../../src/generator/llm/logo.js";
import {
  addMissingHeadTags,
  describe as describePrompt,
  detectTailwind,
  extractHtmlDocument,
  imagePlaceholder,
  injectLogo,
  inlineTailwind,
  isCompleteDocument,
  postProcess,
  removeRemoteCss,
  removeRemoteLinks,
  removeRemoteScripts,
  removeRemoteStyles,
  replaceRemoteMedia,
} from "../../src/generator/llm/post-process.js";
import {
  collectCandidates,
  compileTailwindCss,
  minifyCss,
  splitTopLevelRules,
} from "../../src/generator/llm/tailwind.js";
import { themeFromTailwindConfig } from "../../src/generator/llm/tailwind-config.js";
import { checkPage } from "../../src/generator/quality/index.js";
import type { PageRequest } from "../../src/generator/types.js";

const GOOD = readFileSync(new URL("./fixtures/good-newsletter.html", import.meta.url), "utf8");

const REQUEST: PageRequest = {
  prompt: "A weekly newsletter about coffee. Friendly tone, for home baristas.",
  title: "The Weekly Brew",
  companyName: "Brew Co",
  landingPageType: "newsletter",
  industry: "food",
  targetAudience: "home baristas",
  logoOption: "generate",
  logoData: null,
  images: [],
};

describe("extractHtmlDocument", () => {
  it("takes the document out of a markdown fence with chatter around it", () => {
    const answer = `Sure! Here is your page:\n\n\`\`\`html\n${GOOD}\n\`\`\`\n\nLet me know if you want changes.`;
    expect(extractHtmlDocument(answer)).toBe(GOOD.trim());
  });

  it("takes the document out of unfenced chatter", () => {
    expect(extractHtmlDocument(`Here you go:\n${GOOD}\nEnjoy!`)).toBe(GOOD.trim());
  });

  it("keeps an unfinished document so truncation can be detected", () => {
    const cut = extractHtmlDocument(`\`\`\`html\n${GOOD.slice(0, 500)}`);
    expect(cut).toBe(GOOD.slice(0, 500));
    expect(isCompleteDocument(cut!)).toBe(false);
    expect(isCompleteDocument(GOOD.trim())).toBe(true);
  });

  it("returns null when there is no document", () => {
    expect(extractHtmlDocument("I cannot help with that.")).toBeNull();
  });
});

describe("remote resources", () => {
  const page = `<!doctype html><html><head>
<script src="https://cdn.tailwindcss.com"></script>
<script>tailwind.config = { theme: { extend: { colors: { primary: '#4f46e5', brand: { 500: '#f59e0b', DEFAULT: '#d97706' } }, fontFamily: { display: ['Playfair Display', 'serif'] } } } }</script>
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=Inter" rel="stylesheet">
<link rel="canonical" href="https://example.com/">
<style>@import url('https://fonts.googleapis.com/css2?family=Inter');
@font-face { font-family: X; src: url(https://x.test/x.woff2); }
.hero { background: url("https://images.test/a.jpg") center; color: red; }</style>
</head><body><img src="https://images.test/p.jpg" alt="Team at work" class="rounded-xl w-full">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="local">
<picture><source srcset="https://x.test/a.webp"><img src="https://x.test/a.jpg" alt=""></picture>
<iframe src="https://www.youtube.com/embed/x" title="Intro video"></iframe>
<div style="background-image:url('https://x.test/b.png')">x</div></body></html>`;

  it("detects the Tailwind CDN and reads its config into @theme", () => {
    const usage = detectTailwind(page);
    expect(usage.usesTailwind).toBe(true);
    expect(usage.extraCss).toContain("--color-primary: #4f46e5;");
    expect(usage.extraCss).toContain("--color-brand-500: #f59e0b;");
    expect(usage.extraCss).toContain("--color-brand: #d97706;");
    expect(usage.extraCss).toContain('--font-display: "Playfair Display", serif;');
    expect(detectTailwind(GOOD).usesTailwind).toBe(false);
  });

  it("themeFromTailwindConfig ignores configs without colours or fonts", () => {
    expect(themeFromTailwindConfig("tailwind.config = { darkMode: 'class' }")).toBe("");
  });

  it("drops CDN and config scripts", () => {
    const html = removeRemoteScripts(page);
    expect(html).not.toContain("cdn.tailwindcss.com");
    expect(html).not.toContain("tailwind.config");
  });

  it("drops remote links but keeps canonical", () => {
    const html = removeRemoteLinks(page);
    expect(html).not.toContain('fonts.googleapis.com/css2?family=Inter" rel');
    expect(html).not.toContain('rel="preconnect"');
    expect(html).toContain('rel="canonical"');
  });

  it("removes remote @import, @font-face and url() from CSS", () => {
    const css = removeRemoteCss(
      "@import url('https://f.test/a.css');\n@font-face { font-family: X; src: url(https://x.test/x.woff2); }\n.a{background:url(//x.test/a.png) center;color:red}",
    );
    expect(css).not.toMatch(/https?:|\/\//);
    expect(css).toContain("background:none center;color:red");
    expect(removeRemoteStyles("<p style=\"background:url('https://x.test/b.png')\">")).toBe(
      '<p style="background:none">',
    );
  });

  it("replaces remote images with an SVG placeholder keeping alt, class", () => {
    const html = replaceRemoteMedia(page);
    expect(html).not.toContain("images.test/p.jpg");
    expect(html).toContain('<svg role="img" aria-label="Team at work" class="rounded-xl w-full"');
    expect(html).toContain('alt="local"');
    expect(html).not.toContain("a.webp");
    expect(html).not.toContain("youtube");
    expect(html).toContain('aria-label="Intro video"');
    expect(imagePlaceholder('<img src="x" alt="">')).toContain('aria-hidden="true"');
  });

  it("leaves no external resource after the whole pipeline", async () => {
    const html = (await postProcess(page, REQUEST))!;
    const report = checkPage(html, { landingPageType: "newsletter" });
    expect(report.issues.filter((i) => i.check === "external-resource")).toEqual([]);
  });
});

describe("logo", () => {
  it("makes initials and an accessible SVG mark", () => {
    expect(initialsOf("Brew Co")).toBe("BC");
    expect(initialsOf("acme")).toBe("AC");
    expect(generatedLogoSvg("A<b>")).toContain('aria-label="A&lt;b&gt; logo"');
  });

  it("replaces the LOGO marker with the generated mark", () => {
    const html = injectLogo("<header><!-- LOGO --> Brew Co</header>", REQUEST);
    expect(html).toMatch(
      /^<header><span data-logo><svg role="img" aria-label="Brew Co logo"[\s\S]*BC<\/text><\/svg><\/span> Brew Co<\/header>$/,
    );
  });

  it("fills an element marked data-logo with the uploaded image", () => {
    const logoData = "data:image/png;base64,iVBORw0KGgo=";
    const html = injectLogo('<header><a href="#" data-logo class="x">Brew</a></header>', {
      ...REQUEST,
      logoOption: "upload",
      logoData,
    });
    expect(html).toBe(
      `<header><a href="#" data-logo class="x"><img src="${logoData}" alt="Brew Co logo" height="40" style="height:40px;width:auto"></a></header>`,
    );
  });

  it("refuses a non-image data URL and falls back to the mark", () => {
    const html = injectLogo("<header></header>", {
      ...REQUEST,
      logoOption: "upload",
      logoData: "javascript:alert(1)",
    });
    expect(html).toContain("<header><span data-logo><svg");
    expect(html).not.toContain("javascript");
  });

  it("creates a header when there is none", () => {
    expect(injectLogo("<body><main></main></body>", REQUEST)).toMatch(/^<body><header><span data-logo><svg/);
  });
});

describe("addMissingHeadTags", () => {
  it("adds every missing head tag so the head checks pass", () => {
    const bare =
      "<html><head><title></title></head><body><header>h</header><main><h1>Hi</h1></main><footer>f</footer></body></html>";
    const html = addMissingHeadTags(bare, REQUEST);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>The Weekly Brew</title>");
    expect(html).toContain('<meta name="description" content="A weekly newsletter about coffee.">');
    const report = checkPage(html, { landingPageType: "newsletter" });
    const headChecks = [
      "doctype",
      "html-lang",
      "meta-charset",
      "title",
      "meta-description",
      "meta-viewport",
      "open-graph",
      "json-ld",
    ];
    expect(report.issues.filter((i) => headChecks.includes(i.check))).toEqual([]);
  });

  it("leaves a complete head alone", () => {
    expect(addMissingHeadTags(GOOD, REQUEST)).toBe(GOOD);
  });

  it("shortens long prompts for the description", () => {
    const description = describePrompt({ ...REQUEST, prompt: "word ".repeat(100) });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
  });
});

describe("Tailwind", () => {
  it("collects class names and quoted words from inline scripts", () => {
    const candidates = collectCandidates(
      `<div class="flex  md:grid-cols-3"><p class='text-lg'></p><script>el.classList.add("hidden")</script>`,
    );
    expect(candidates).toEqual(expect.arrayContaining(["flex", "md:grid-cols-3", "text-lg", "hidden"]));
  });

  it("minifies CSS", () => {
    expect(minifyCss("/* c */\n.a {\n  color: red;\n}\n")).toBe(".a{color:red}");
  });

  it("compiles the classes of a CDN page into an inline style with preflight", async () => {
    const html = await inlineTailwind(
      '<html><head></head><body><div class="bg-primary p-4 md:flex">x</div></body></html>',
      { usesTailwind: true, extraCss: "@theme { --color-primary: #4f46e5; }" },
    );
    const css = html.match(/<style data-tailwind="full">([\s\S]*)<\/style>/)![1];
    expect(css).toContain(".bg-primary{background-color:var(--color-primary)}");
    expect(css).toContain("--color-primary:#4f46e5");
    expect(css).toMatch(/\.md\\:flex\{@media \(width>=48rem\)\{display:flex\}\}|@media \(width *>= *48rem\)/);
    expect(css).toContain("box-sizing:border-box"); // preflight
  });

  it("adds only utilities (no preflight) to a page using utility classes without the CDN", async () => {
    const html = await inlineTailwind(
      '<html><head></head><body><div class="flex gap-4 p-6 text-lg font-bold rounded-xl">x</div></body></html>',
      { usesTailwind: false, extraCss: "" },
    );
    expect(html).toContain(".flex{display:flex}");
    expect(html).toContain('<style data-tailwind="utilities">');
    expect(html).not.toContain("box-sizing:border-box");
  });

  it("leaves a hand-styled page alone when a few class names happen to be utilities", async () => {
    const html = '<html><head></head><body><div class="container hidden grid">x</div></body></html>';
    expect(await inlineTailwind(html, { usesTailwind: false, extraCss: "" })).toBe(html);
  });

  it("keeps the model's Tailwind rules that compile and drops those that do not", async () => {
    const extraCss = [
      "@tailwind base;",
      ".btn { @apply px-4 bg-nonexistent-500; }",
      ".card { @apply rounded-xl; }",
      "@theme { --color-x: #123456; }",
      ".broken { color: red",
    ].join("\n");
    const css = await compileTailwindCss('<div class="card bg-x flex">', { usesTailwind: true, extraCss });
    expect(css).toContain(".card{border-radius:var(--radius-xl)}");
    expect(css).toContain(".bg-x{background-color:var(--color-x)}");
    expect(css).not.toContain(".btn");
  });

  it("splits a stylesheet into top-level rules", () => {
    expect(splitTopLevelRules("@import 'x';\n.a{b:c}\n@media (x){.d{e:f}}\n.g{")).toEqual([
      "@import 'x';",
      ".a{b:c}",
      "@media (x){.d{e:f}}",
      ".g{",
    ]);
  });

  it("leaves a page without utility classes untouched", async () => {
    const html = '<html><head></head><body><div class="hero-card">x</div></body></html>';
    expect(await inlineTailwind(html, { usesTailwind: false, extraCss: "" })).toBe(html);
  });
});

describe("connectLeadForms", () => {
  const ENDPOINT = "https://app.test/f/abcdefghijklmnopqrstuvwx";

  it("points every form at the endpoint, with an id, the lead fields and data-lead-form", () => {
    const html = connectLeadForms(
      '<form class="f" action="https://x.test/hook" method="get"><input name="email"></form><form data-form></form>',
      { formAction: `${ENDPOINT}?a=1&b=2`, prompt: "A page" },
    );
    expect(html).toContain(
      `<form action="${ENDPOINT}?a=1&amp;b=2" method="post" id="lead-form-1" class="f" data-lead-form><input type="hidden" name="_form" value="lead-form-1">`,
    );
    expect(html).toContain(
      `<form action="${ENDPOINT}?a=1&amp;b=2" method="post" id="lead-form-2" data-form data-lead-form>`,
    );
    expect(html.match(/name="_hp"/g)).toHaveLength(2);
  });

  it("keeps the owner's own action when the description gives it, and never a placeholder", () => {
    const own = '<form id="signup" action="https://hooks.acme.io/leads" method="post"></form>';
    expect(
      connectLeadForms(own, { formAction: ENDPOINT, prompt: "Send signups to https://hooks.acme.io/leads" }),
    ).toBe(own);
    const placeholder = '<form id="signup" action="https://formspree.io/f/your-form-id"></form>';
    expect(connectLeadForms(placeholder, { formAction: ENDPOINT, prompt: "A page" })).toContain(
      `action="${ENDPOINT}"`,
    );
  });

  it("does not add the lead fields twice when an edited page is processed again", () => {
    const once = connectLeadForms('<form id="f1"><input name="email"></form>', { formAction: ENDPOINT });
    const twice = connectLeadForms(once, { formAction: ENDPOINT });
    expect(twice.match(/name="_hp"/g)).toHaveLength(1);
    expect(twice.match(/data-lead-form/g)).toHaveLength(1);
  });

  it("adds the submit script and honeypot CSS once, refreshed on every pass", () => {
    const page = injectLeadScript(injectLeadScript("<html><head></head><body><form></form></body></html>"));
    expect(page.match(/<script data-lead-script>/g)).toHaveLength(1);
    expect(page.match(/<style data-lead-css>/g)).toHaveLength(1);
  });
});

describe("postProcess", () => {
  it("returns null when the answer holds no document", async () => {
    expect(await postProcess("Sorry, no.", REQUEST)).toBeNull();
  });

  it("keeps a good page passing the gates", async () => {
    const html = (await postProcess(`\`\`\`html\n${GOOD}\n\`\`\``, REQUEST))!;
    expect(checkPage(html, { landingPageType: "newsletter" }).ok).toBe(true);
  });
});
