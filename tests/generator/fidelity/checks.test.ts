/** The fidelity checks themselves: each catches a planted problem and passes a clean page. */
import { describe, expect, it } from "vitest";
import {
  claimedMarkup,
  comparableLines,
  foreignWords,
  formFieldNames,
  inventedGuarantee,
  inventedItems,
  inventedLogoStrip,
  inventedNumbers,
  inventedQuotes,
  inventedRatings,
  lineOverlap,
  missingFacts,
  visibleLines,
} from "./checks.js";
import { FOREIGN_WORDS } from "./foreign-words.js";

const NOW = new Date("2026-11-22T10:00:00Z");
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T 1999</title><style>.a{width:300px}</style></head><body>${body}<script>var x=4242;</script></body></html>`;

const trattoria = {
  prompt:
    "Family trattoria since 1968 in Veszprém. Lunch menu €12.50, open Tuesday to Sunday 12:00-22:00. Call +36 30 123 4567.",
  title: "Trattoria Nonna",
  companyName: "Nonna Kft.",
  targetAudience: "locals",
};

describe("visible text", () => {
  it("drops head, scripts, styles, selects, placeholders and countdowns (nested, balanced)", () => {
    const html = page(
      `<h1>Hello</h1><div data-placeholder="quote"><div><p>Add a quote</p></div><p>99 guests</p></div><p>After</p>` +
        `<div class="cd" data-countdown="2027-01-01T10:00:00Z"><span><b>42</b></span></div>` +
        `<select><option>77 options</option></select><template><p>88</p></template>`,
    );
    expect(visibleLines(html)).toEqual(["Hello", "After"]);
  });

  it("keeps inline tags inside one line and decodes entities", () => {
    expect(visibleLines(page("<p>Lunch <strong>€12</strong>.50 &amp; 3&nbsp;900&#160;Ft</p>"))).toEqual([
      "Lunch €12.50 & 3 900 Ft",
    ]);
  });

  it("keeps a word break between inline elements that each hold a word", () => {
    expect(
      visibleLines(
        page("<p><b>99.99%</b><span>uptime</span> <b>Response time</b><span>Within a day</span></p>"),
      ),
    ).toEqual(["99.99% uptime Response time Within a day"]);
  });

  it("a void element with the marker drops only itself", () => {
    expect(claimedMarkup(page('<img data-placeholder alt="x"><p>Kept</p>'))).toContain("Kept");
  });
});

describe("missingFacts", () => {
  const facts = [
    "€12.50",
    "+36 30 123 4567",
    "Tuesday to Sunday 12:00-22:00",
    "since 1968",
    { date: "2027-03-06" },
  ];

  it("passes a page with every fact (across blocks, other dash, other case)", () => {
    const html = page(
      `<p>Since 1968</p><p>Lunch €12.50</p><dl><dt>Tuesday to Sunday</dt><dd>12:00–22:00</dd></dl>` +
        `<a href="tel:+36301234567">+36 30 123 4567</a><time datetime="2027-03-06T10:00">6 March</time>`,
    );
    expect(missingFacts(html, facts)).toEqual([]);
  });

  it("reports mangled, dropped and placeholder-only facts", () => {
    const html = page(
      `<p>Lunch €12.5</p><p data-placeholder>since 1968</p><time datetime="2027-03-07">7 March</time>` +
        `<a href="tel:+36301234567">Call us</a><p>Tuesday to Sunday 12:00-22:00</p>`,
    );
    expect(missingFacts(html, facts)).toEqual([
      "€12.50",
      "+36 30 123 4567",
      "since 1968",
      '<time datetime="2027-03-06…">',
    ]);
  });

  it("grouping is exact: 3900 Ft is not 3 900 Ft", () => {
    expect(missingFacts(page("<p>3900 Ft</p>"), ["3 900 Ft"])).toEqual(["3 900 Ft"]);
    expect(missingFacts(page("<p>3\u202f900 Ft</p>"), ["3 900 Ft"])).toEqual([]);
  });
});

describe("invented content", () => {
  const clean = page(
    `<h1>Trattoria Nonna</h1><p>Since 1968. Lunch €12.50.</p><p>Tuesday to Sunday 12:00-22:00</p>` +
      `<p>Open till 10 PM</p><p>+36 30 123 4567</p><ol><li>Step 1</li><li>Step 2</li></ol><p>© 2026 Nonna Kft.</p>` +
      `<div data-placeholder><blockquote>Add a customer quote here</blockquote><span aria-label="Rated 5 of 5">★★★★★</span> 4.9/5 trusted by 500 guests, money-back guarantee</div>`,
  );

  it("finds nothing on a page that repeats only the description", () => {
    expect(inventedItems(clean, trattoria, NOW)).toEqual([]);
  });

  it("flags numbers the description does not give, not small counts, years or its times' hours", () => {
    const html = page(
      "<p>12 yrs in the neighbourhood, 12k+ guests, 99.99% uptime, 6 tables, 2027, 10 PM</p>",
    );
    expect(inventedNumbers(html, trattoria, NOW)).toEqual(["99"]);
    expect(inventedNumbers(page("<p>Open 18:30 and 45 seats</p>"), trattoria, NOW)).toEqual([
      "18",
      "30",
      "45",
    ]);
  });

  it("flags quotes, ratings (stars with their label once), guarantees and logo strips only when the description has none", () => {
    const html = page(
      `<blockquote>Best pasta!</blockquote><q>Lovely</q><span aria-label="Rated 5 out of 5">★★★★★</span>` +
        `<p>4.8/5 from guests</p><p>Money-back guarantee</p><p>Trusted by Northwind and Brightlane</p>`,
    );
    expect(inventedQuotes(html, trattoria)).toBe(2);
    expect(inventedRatings(html, trattoria)).toBe(2);
    expect(inventedGuarantee(html, trattoria)).toBe(true);
    expect(inventedLogoStrip(html, trattoria)).toBe(true);
    expect(inventedItems(html, trattoria, NOW)).toHaveLength(6);

    const told = {
      ...trattoria,
      prompt: `${trattoria.prompt} Reviews: "Best pasta!" rated 4.8/5. Satisfaction guarantee. Our clients include Northwind.`,
    };
    expect(inventedItems(html, told, NOW)).toEqual([]);
  });
});

describe("foreignWords", () => {
  it("every kind has a list, and software words are foreign to a trattoria but not to SaaS", () => {
    expect(FOREIGN_WORDS.restaurant).toContain("dashboard");
    expect(FOREIGN_WORDS.saas).not.toContain("dashboard");
    expect(FOREIGN_WORDS.charity).toContain("Claim my offer");
  });

  it("catches another trade's words, whole words only, in text, placeholders and options", () => {
    const html = page(
      `<p>Real-time dashboard and SSO for your team.</p><p>Dashboards-free zone: mission apis</p>` +
        `<form><label for="e">Work email</label><input id="e" placeholder="Company name"><select><option>HIIT</option></select></form>`,
    );
    expect(foreignWords(html, "restaurant", trattoria)).toEqual([
      "dashboard",
      "SSO",
      "HIIT",
      "field:Work email",
      "field:Company",
    ]);
    expect(formFieldNames(html)).toEqual(["Work email", "Company name"]);
  });

  it("passes a clean page and the user's own words; 'company' in a sentence is not a form field", () => {
    const html = page(
      `<p>Our family company has fed Veszprém since 1968. The onboarding of new volunteers starts Monday.</p>` +
        `<form><label>Your email <input type="email"></label></form>`,
    );
    expect(foreignWords(html, "restaurant", trattoria)).toEqual(["onboarding"]);
    const told = { ...trattoria, prompt: `${trattoria.prompt} We welcome onboarding volunteers.` };
    expect(foreignWords(html, "restaurant", told)).toEqual([]);
    // Singular and plural: the user's "tyre" allows the page's "tyres", "lookbooks" allows "lookbook".
    const tyres = page("<p>Tyres and lookbook</p>");
    expect(foreignWords(tyres, "newsletter", trattoria)).toEqual(["tyres", "lookbook"]);
    const wrote = { ...trattoria, prompt: "One tyre test and two lookbooks a week." };
    expect(foreignWords(tyres, "newsletter", wrote)).toEqual([]);
  });
});

describe("lineOverlap", () => {
  const a = page(
    "<h1>Trattoria Nonna</h1><p>Fresh pasta made every morning.</p><p>Book your table for tonight.</p><p>Short</p>",
  );
  const b = page(
    "<h1>Bistro Kert</h1><p>Book your table for tonight.</p><p>Garden seats under the walnut tree.</p>",
  );

  it("counts lines of three words or more, and takes the larger one-way share", () => {
    expect(comparableLines(a)).toEqual(["Fresh pasta made every morning.", "Book your table for tonight."]);
    expect(lineOverlap(a, b)).toBe(0.5);
    expect(lineOverlap(b, a)).toBe(0.5);
    expect(lineOverlap(a, a)).toBe(1);
    expect(lineOverlap(a, page("<p>Nothing alike at all here.</p>"))).toBe(0);
  });
});
