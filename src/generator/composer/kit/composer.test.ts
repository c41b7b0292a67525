import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../../core/page-options.js";
import { checkPage } from "../../quality/index.js";
import { GenerationError } from "../../types.js";
import { REQUIRED_SECTIONS as GATE_SECTIONS } from "../page-types.js";
import { composePage, extractModel, TYPE_SECTIONS } from "./index.js";
import { sanitizeSvg } from "./logo.js";
import { matrix, matrixRequest } from "./test-requests.js";

const NOW = new Date("2026-01-10T09:00:00Z");
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");

describe("composer matrix: 12 types × 18 industries", () => {
  for (const { type, industry, request } of matrix()) {
    it(`${type} / ${industry}`, () => {
      const page = composePage(request, { now: NOW });
      const report = checkPage(page.html, { landingPageType: type });
      expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
      expect(page.html).toContain(esc(request.companyName));
      expect(page.html).toContain(esc(request.title));
      expect(page.html.toLowerCase()).toContain(esc(request.targetAudience.toLowerCase()));
      for (const kind of TYPE_SECTIONS[type]) expect(report.sections).toContain(kind);
      for (const kind of GATE_SECTIONS[type]) expect(report.sections).toContain(kind);
      expect(report.sizeBytes).toBeLessThanOrEqual(60 * 1024);
      expect(report.gzipBytes).toBeLessThanOrEqual(30 * 1024);
    });
  }
});

describe("composer behaviour", () => {
  it("is deterministic for the same input and clock", () => {
    const req = matrixRequest("webinar", "fitness");
    expect(composePage(req, { now: NOW }).html).toBe(composePage(req, { now: NOW }).html);
  });

  it("builds copy from the prompt: two prompts in one type and industry differ in copy", () => {
    const base = matrixRequest("saas-signup", "technology");
    const a = composePage(base, { now: NOW });
    const b = composePage(
      {
        ...base,
        prompt:
          "A CRM for wedding photographers with booking calendars, contract templates and client galleries.",
      },
      { now: NOW },
    );
    const lead = (html: string) => /<p class="lead">([^<]*)<\/p>/.exec(html)?.[1];
    expect(lead(a.html)).not.toBe(lead(b.html));
    expect(b.html).toContain("Booking calendars");
    expect(b.html).toContain("Contract templates");
    expect(a.html).toContain("Kanban boards");
  });

  it("gives two industries different palettes", () => {
    const primaries = new Set(
      INDUSTRIES.map(
        (i) => composePage(matrixRequest("business-homepage", i), { now: NOW }).model.theme.primary,
      ),
    );
    expect(primaries.size).toBe(INDUSTRIES.length);
    const p = (html: string) => /--p:(#[0-9a-f]{6})/.exec(html)?.[1];
    expect(p(composePage(matrixRequest("webinar", "finance"), { now: NOW }).html)).not.toBe(
      p(composePage(matrixRequest("webinar", "fashion"), { now: NOW }).html),
    );
  });

  it("varies layouts between requests", () => {
    const variants = new Set<string>();
    for (const type of LANDING_PAGE_TYPES)
      for (const industry of INDUSTRIES.slice(0, 6)) {
        const m = composePage(matrixRequest(type, industry), { now: NOW }).model;
        variants.add(`${m.sections[0].variant}/${m.theme.radius}`);
      }
    expect(variants.size).toBeGreaterThanOrEqual(5);
  });

  it("uses the date written in the prompt for webinars, events and launches", () => {
    const web = composePage(matrixRequest("webinar", "marketing"), { now: NOW });
    expect(web.html).toContain('data-countdown="2026-03-14T18:00"');
    expect(web.html).toMatch(/March 14, 2026/);
    const ev = composePage(matrixRequest("event-registration", "education"), { now: NOW });
    expect(ev.html).toContain('data-countdown="2026-04-18T10:00"');
    expect(ev.html).toContain("Danube Conference Centre");
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(ev.html)![1];
    const graph = JSON.parse(json)["@graph"] as { "@type": string; startDate?: string }[];
    expect(graph.find((g) => g["@type"] === "Event")?.startDate).toBe("2026-04-18T10:00");
  });

  it("writes JSON-LD fitting the type", () => {
    const types: Record<string, string> = {
      "app-download": "SoftwareApplication",
      "e-commerce": "Product",
      "event-registration": "Event",
      webinar: "Event",
      "product-launch": "Product",
    };
    for (const [type, ld] of Object.entries(types)) {
      const html = composePage(matrixRequest(type as never, "other"), { now: NOW }).html;
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
      expect(JSON.parse(json)["@graph"].map((g: { "@type": string }) => g["@type"])).toContain(ld);
    }
  });

  it("keeps ad pages to one call to action and no navigation", () => {
    for (const type of ["facebook-ads", "google-ads"] as const) {
      const html = composePage(matrixRequest(type, "fitness"), { now: NOW }).html;
      expect(html).not.toContain("<nav");
      const hrefs = [...html.matchAll(/<a class="btn[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(hrefs)).toEqual(new Set(["#hero-form"]));
      expect(html).toContain('data-section="lead-form"');
    }
  });

  it("puts the form above the fold on lead and newsletter pages", () => {
    for (const type of ["lead-generation", "newsletter"] as const) {
      const html = composePage(matrixRequest(type, "legal"), { now: NOW }).html;
      const hero = html.slice(
        html.indexOf('data-section="hero"'),
        html.indexOf("</section>", html.indexOf('data-section="hero"')),
      );
      expect(hero).toContain("<form");
    }
  });

  it("posts forms to a configured action", () => {
    const html = composePage(matrixRequest("portfolio", "fashion"), {
      now: NOW,
      formAction: "https://forms.example.com/f/1",
    }).html;
    expect(html).toContain('action="https://forms.example.com/f/1" method="post"');
    expect(composePage(matrixRequest("portfolio", "fashion"), { now: NOW }).html).not.toContain("action=");
  });

  it("carries its model inside the page", () => {
    const page = composePage(matrixRequest("product-launch", "automotive"), { now: NOW });
    const model = extractModel(page.html)!;
    expect(model.input.title).toBe(page.model.input.title);
    expect(model.sections.map((s) => s.kind)).toEqual(page.model.sections.map((s) => s.kind));
    expect(extractModel("<html><body>hello</body></html>")).toBeNull();
  });

  it("makes a logo mark from the initials when asked to generate", () => {
    const html = composePage(matrixRequest("business-homepage", "consulting"), { now: NOW }).html;
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 40 40"[\s\S]*?>HC<\/text>/);
  });
});

describe("uploaded logos", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const req = (logoData: string) => ({
    ...matrixRequest("business-homepage", "food"),
    logoOption: "upload" as const,
    logoData,
  });

  it("embeds PNG, JPEG, GIF and WebP by their bytes, whatever the data URL claims", () => {
    const page = composePage(req(`data:image/jpeg;base64,${png.toString("base64")}`), { now: NOW });
    expect(page.html).toContain(`<img id="brand-logo" src="data:image/png;base64,${png.toString("base64")}"`);
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(20)]);
    expect(composePage(req(`data:image/gif;base64,${gif.toString("base64")}`), { now: NOW }).html).toContain(
      "data:image/gif;base64,",
    );
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.alloc(4),
      Buffer.from("WEBPVP8 "),
      Buffer.alloc(10),
    ]);
    expect(
      composePage(req(`data:image/webp;base64,${webp.toString("base64")}`), { now: NOW }).html,
    ).toContain("data:image/webp;base64,");
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(
      composePage(req(`data:image/jpeg;base64,${jpeg.toString("base64")}`), { now: NOW }).html,
    ).toContain("data:image/jpeg;base64,");
  });

  it("keeps the logo through the model round trip without storing it twice", () => {
    const page = composePage(req(`data:image/png;base64,${png.toString("base64")}`), { now: NOW });
    const block = /<script type="application\/json" id="page-model">(.*?)<\/script>/s.exec(page.html)![1];
    expect(block).not.toContain("base64");
    expect(extractModel(page.html)!.brand.logo).toMatchObject({
      kind: "image",
      dataUrl: `data:image/png;base64,${png.toString("base64")}`,
    });
  });

  it("refuses what is not an image, and images over 2 MB", () => {
    expect(() =>
      composePage(req(`data:image/png;base64,${Buffer.from("<html>hi</html>").toString("base64")}`), {
        now: NOW,
      }),
    ).toThrow(GenerationError);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect(() => composePage(req(`data:image/png;base64,${big.toString("base64")}`), { now: NOW })).toThrow(
      /2 MB/,
    );
  });

  it("sanitizes SVG logos", () => {
    const evil = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10"><script>alert(1)</script><foreignObject><div>x</div></foreignObject><a href="javascript:alert(1)"><rect width="10" height="10" fill="red"/></a><image href="https://evil.example/x.png"/><circle r="3" style="fill:url(https://evil.example/#x)"/><path d="M0 0h5" fill="blue"/></svg>`;
    const clean = sanitizeSvg(evil)!;
    expect(clean).not.toMatch(/script|onload|foreignObject|javascript:|evil\.example/i);
    expect(clean).toContain('<path d="M0 0h5" fill="blue"/>');
    const page = composePage(req(`data:image/svg+xml;base64,${Buffer.from(evil).toString("base64")}`), {
      now: NOW,
    });
    const src = /<img id="brand-logo" src="data:image\/svg\+xml;base64,([^"]+)"/.exec(page.html)![1];
    expect(Buffer.from(src, "base64").toString()).not.toMatch(/script|onload/i);
    expect(() =>
      composePage(req(`data:image/svg+xml,${encodeURIComponent('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')}`), {
        now: NOW,
      }),
    ).toThrow(GenerationError);
  });
});

describe("sizes", () => {
  it("stays compact", () => {
    const page = composePage(matrixRequest("saas-signup", "technology"), { now: NOW });
    const r = checkPage(page.html, { landingPageType: "saas-signup" });
    expect(r.gzipBytes).toBeLessThan(r.sizeBytes);
    expect(gunzipSync).toBeDefined();
  });
});
