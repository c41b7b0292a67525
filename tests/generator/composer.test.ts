/** The composer's building blocks: contrast maths, determinism, variety, logos, dates, prompt reading. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDUSTRIES } from "../../src/core/page-options.js";
import { composePage, readModelBlock } from "../../src/generator/composer/compose.js";
import { INDUSTRY_PROFILES } from "../../src/generator/composer/engine/industry-profiles.js";
import { LOGO_REFUSED, sanitizeSvg } from "../../src/generator/composer/engine/logo.js";
import {
  AA,
  contrastRatio,
  NAMED_COLORS,
  textPairs,
  themeColors,
} from "../../src/generator/composer/engine/palette.js";
import { findDate, toLocalIso } from "../../src/generator/composer/engine/prompt-dates.js";
import { promptPhrases, promptSubject } from "../../src/generator/composer/engine/prompt-text.js";
import { GenerationError, generatePage } from "../../src/generator/index.js";
import { NOW, requestFor } from "./composer-requests.js";

function expectAllPairsReadable(primary: string, accent: string) {
  const { light, dark } = themeColors({ primary, accent });
  for (const theme of [light, dark]) {
    for (const [fg, bg, what] of textPairs(theme)) {
      expect(contrastRatio(fg, bg), `${what}: ${fg} on ${bg} (primary ${primary})`).toBeGreaterThanOrEqual(
        AA,
      );
    }
  }
}

describe("palette contrast (WCAG AA, 4.5:1)", () => {
  it("computes the WCAG ratio: black on white is 21, equal colours 1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it.each(INDUSTRIES)(
    "every text/background pair of the %s palette reaches AA in light and dark",
    (industry) => {
      const { primary, accent } = INDUSTRY_PROFILES[industry].palette;
      expectAllPairsReadable(primary, accent);
    },
  );

  it("every named colour a user can ask for stays readable", () => {
    for (const color of Object.values(NAMED_COLORS)) expectAllPairsReadable(color, "#f59e0b");
  });

  it("any colour at all stays readable (property)", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(
      fc.property(hex, hex, (p, a) => {
        expectAllPairsReadable(p, a);
      }),
      { numRuns: 150 },
    );
  });
});

describe("composition", () => {
  it("is deterministic: the same request and clock give the same bytes", () => {
    const request = requestFor("saas-signup", "technology");
    expect(composePage(request, { now: NOW }).html).toBe(composePage(request, { now: NOW }).html);
  });

  it("has no external resource, script URL or web font", () => {
    const { html } = composePage(requestFor("app-download", "fitness"), { now: NOW });
    expect(html).not.toMatch(/<(?:script|img|link|iframe)[^>]+(?:src|href)="(?:https?:)?\/\//i);
    expect(html).not.toMatch(/@import|@font-face|url\(\s*['"]?https?:/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('property="og:type"');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it("draws features from the prompt's own phrases", () => {
    const { model } = composePage(requestFor("saas-signup", "technology"), { now: NOW });
    const features = model.sections.find((s) => s.kind === "features");
    const titles = features?.items.map((i) => i.title) ?? [];
    expect(titles).toEqual(
      expect.arrayContaining(["Pipeline automation", "AI email drafts", "Slack integration"]),
    );
  });

  it("gives two prompts in the same type and industry different copy", () => {
    const a = requestFor("business-homepage", "food");
    const b = {
      ...a,
      prompt:
        "Create a homepage for our vegan bakery with sourdough bread, oat-milk cakes and a Sunday market stall.",
    };
    const pa = composePage(a, { now: NOW }).model;
    const pb = composePage(b, { now: NOW }).model;
    const lead = (m: typeof pa) => m.sections[0].lead;
    expect(lead(pa)).not.toBe(lead(pb));
    expect(lead(pb)).toContain("vegan bakery");
    const services = (m: typeof pa) =>
      m.sections.find((s) => s.kind === "services")?.items.map((i) => i.title);
    expect(services(pa)).not.toEqual(services(pb));
  });

  it("gives two industries different palettes", () => {
    const tech = composePage(requestFor("webinar", "technology"), { now: NOW });
    const health = composePage(requestFor("webinar", "healthcare"), { now: NOW });
    expect(tech.model.settings.palette.primary).not.toBe(health.model.settings.palette.primary);
    const cssPrimary = (html: string) => html.match(/--p:(#[0-9a-f]{6})/)?.[1];
    expect(cssPrimary(tech.html)).not.toBe(cssPrimary(health.html));
  });

  it("varies layouts between requests (different hero or section variants)", () => {
    const signatures = new Set(
      INDUSTRIES.map((industry) => {
        const { model } = composePage(requestFor("business-homepage", industry), { now: NOW });
        return model.sections.map((s) => `${s.kind}:${s.variant}`).join(",");
      }),
    );
    expect(signatures.size).toBeGreaterThan(5);
  });

  it("uses the date from the prompt for the event and the countdown", () => {
    const { html, model } = composePage(requestFor("webinar", "education"), { now: NOW });
    expect(model.settings.eventDate).toBe("2026-10-02T19:30");
    expect(html).toContain('data-countdown="2026-10-02T19:30"');
    expect(html).toContain('"startDate":"2026-10-02T19:30"');
  });

  it("falls back to a date a few weeks after the clock when the prompt has none", () => {
    const request = {
      ...requestFor("webinar", "education"),
      prompt: "A free webinar about learning to code.",
    };
    const { model } = composePage(request, { now: NOW });
    expect(model.settings.eventDate).toBe("2026-01-31T17:00");
  });

  it("carries its model in the page, with < escaped, and reads it back", () => {
    const request = { ...requestFor("portfolio", "marketing"), title: "Work </script><b>& play" };
    const { html } = composePage(request, { now: NOW });
    const block =
      html.match(/<script type="application\/json" id="page-model">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(block).not.toContain("<");
    expect(readModelBlock(html)?.source.title).toBe("Work </script><b>& play");
  });

  it("posts forms to formAction when given", () => {
    const { html } = composePage(requestFor("lead-generation", "legal"), {
      now: NOW,
      formAction: "https://example.com/leads",
    });
    expect(html).toContain('action="https://example.com/leads" method="post"');
  });
});

describe("logos", () => {
  const PNG = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );

  it("generates a mark from the company's initials", () => {
    const { html } = composePage(requestFor("business-homepage", "finance"), { now: NOW });
    expect(html).toMatch(/<svg class="mark"[^>]*>.*>AC<\/text><\/svg>/);
  });

  it("embeds an uploaded PNG as a data URL with alt text", async () => {
    const page = await generatePage(
      {
        ...requestFor("business-homepage", "finance"),
        logoOption: "upload",
        logoData: `data:image/png;base64,${PNG.toString("base64")}`,
      },
      { now: NOW },
    );
    expect(page.html).toContain(
      `<img id="brand-logo" src="data:image/png;base64,${PNG.toString("base64")}" alt="Alder &amp; Co logo">`,
    );
  });

  it("refuses a file whose bytes are not an image, whatever it claims", async () => {
    const fake = `data:image/png;base64,${Buffer.from("#!/bin/sh\necho hi").toString("base64")}`;
    const attempt = generatePage(
      { ...requestFor("portfolio", "fashion"), logoOption: "upload", logoData: fake },
      { now: NOW },
    );
    await expect(attempt).rejects.toThrow(LOGO_REFUSED);
    await expect(attempt).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("refuses a logo over 2 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const attempt = generatePage(
      {
        ...requestFor("portfolio", "fashion"),
        logoOption: "upload",
        logoData: `data:image/png;base64,${big.toString("base64")}`,
      },
      { now: NOW },
    );
    await expect(attempt).rejects.toBeInstanceOf(GenerationError);
    await expect(attempt).rejects.toThrow(LOGO_REFUSED);
  });

  it("sanitizes an SVG logo: no script, handlers, foreignObject or external links", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><p>x</p></foreignObject><a href="https://evil.example"><rect width="10" height="10" onclick="alert(3)"/></a><use href="#ok"/></svg>`;
    const clean = sanitizeSvg(svg);
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|evil\.example/i);
    expect(clean).toContain('href="#ok"');
    const page = await generatePage(
      {
        ...requestFor("portfolio", "fashion"),
        logoOption: "upload",
        logoData: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      },
      { now: NOW },
    );
    const src = page.html.match(/id="brand-logo" src="data:image\/svg\+xml;base64,([^"]+)"/)?.[1] ?? "";
    expect(Buffer.from(src, "base64").toString()).not.toMatch(/script|onload|foreignObject/i);
  });
});

describe("reading prompts", () => {
  it.each([
    ["Join us on March 14 at 18:00 in Berlin", "2026-03-14T18:00"],
    ["14 March 2026 6pm", "2026-03-14T18:00"],
    ["launching June 3rd!", "2026-06-03T18:00"],
    ["webinar on Oct 2, 2026 at 7:30 pm", "2026-10-02T19:30"],
  ])("finds the date in %j", (text, expected) => {
    const found = findDate(text, NOW);
    expect(found && toLocalIso(found)).toBe(expected);
  });

  it("finds no date where there is none", () => {
    expect(findDate("Open every day, 7 days a week", NOW)).toBeNull();
  });

  it("drops the instruction and keeps the business's own phrases", () => {
    const prompt =
      "Create a landing page for our new CRM for small agencies, with pipeline automation, AI email drafts and a free 14-day trial. Use a modern design.";
    expect(promptSubject(prompt)).toMatch(/^our new CRM for small agencies/);
    expect(promptPhrases(prompt)).toEqual(["pipeline automation", "AI email drafts", "free 14-day trial"]);
  });

  it("rejects an invalid request with invalid_input", async () => {
    await expect(
      generatePage({ ...requestFor("webinar", "food"), prompt: "   " }, { now: NOW }),
    ).rejects.toMatchObject({
      code: "invalid_input",
    });
  });
});
