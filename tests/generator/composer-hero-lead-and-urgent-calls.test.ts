/**
 * Issue 27, round I (h-compose): what an outside designer marked down on fresh pages, each as the exact
 * words or links a visitor now meets. The descriptions are new; none is a phrase the rules were written for.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a town the business covers", () => {
  it("is shown as where it is, never as its address", () => {
    const { model, html } = compose(
      "business-homepage",
      "Bicycle repair workshop in Norwich. Puncture repair £15, full service £70. Call 01603 555 210.",
      { companyName: "Spokes on Wheels" },
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({ title: "Where", text: "Norwich" });
    expect(visible(html)).not.toMatch(/Address:? Norwich/);
  });

  it("keeps the label Address for a street address", () => {
    const { model } = compose(
      "business-homepage",
      "Bicycle repair workshop at 14 Magdalen Street, Norwich. Full service £70. Call 01603 555 210.",
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Address",
      text: "14 Magdalen Street, Norwich",
    });
  });
});

describe("an urgent trade with a phone number", () => {
  it("has an ad whose only button dials the number", () => {
    const { model } = compose(
      "google-ads",
      "Emergency glazier in Cardiff, boarding up and broken windows replaced same day. Call 029 2018 0444.",
      { companyName: "ClearPane Glazing", title: "Broken window? We're on our way" },
    );
    const hero = section(model, "hero");
    expect(hero?.cta).toEqual({ label: "Call 029 2018 0444", href: "tel:02920180444" });
    expect(hero?.secondaryCta).toBeUndefined();
  });

  it("has a homepage whose first button dials and whose second leads to the form, in the page's language", () => {
    const { model } = compose(
      "business-homepage",
      "Schlüsseldienst in Leipzig, Notdienst rund um die Uhr. Türöffnung ab 79 €. Rufen Sie an: 0341 555 0199.",
      { companyName: "Schlüssel Krause", title: "Schlüssel Krause" },
    );
    const hero = section(model, "hero");
    expect(hero?.cta).toEqual({ label: "Jetzt anrufen: 0341 555 0199", href: "tel:+493415550199" });
    expect(hero?.secondaryCta?.href).toBe("#contact");
  });

  it("is not made to dial for a result 'in 24 hours' or a same-day delivery", () => {
    for (const prompt of [
      "Private blood tests in Leeds, results online in 24 hours. Basic panel £49. Call 0113 496 0555.",
      "Flower shop in Bath with same-day delivery. Bouquets from £35. Call 01225 480 300.",
    ]) {
      const { model } = compose("business-homepage", prompt);
      expect(section(model, "hero")?.cta?.href, prompt).not.toMatch(/^tel:/);
    }
  });

  it("is not made to dial when nothing in the description is urgent", () => {
    const { model } = compose(
      "google-ads",
      "Kitchen fitting in Cardiff, design visit free. Call 029 2018 0444.",
      { companyName: "Taff Kitchens" },
    );
    expect(section(model, "hero")?.cta?.href).not.toMatch(/^tel:/);
  });
});

describe("the lead under the headline", () => {
  it("does not open with the business's name, which the header already shows", () => {
    const { model } = compose(
      "product-launch",
      "Kettlecraft is a gooseneck kettle with a built-in thermometer. Pre-order for €89.",
      { companyName: "Kettlecraft", title: "Pour-over, perfectly hot" },
    );
    expect(section(model, "hero")?.lead).toBe("A gooseneck kettle with a built-in thermometer.");
  });

  it("says what a vague one-line request names the business as, capitalised", () => {
    const { model, html } = compose(
      "lead-generation",
      "quero uma página para captar clientes para fisioterapia desportiva no Porto",
      { companyName: "Fisio Norte", title: "Fisio Norte" },
    );
    // The business the request names, then what such a business does in general terms.
    expect(section(model, "hero")?.lead).toMatch(/^Fisioterapia desportiva no Porto\.(?: |$)/);
    expect(visible(html)).not.toMatch(/quero uma página/i);
  });

  it("starts with a capital when the owner wrote the one-liner in lower case", () => {
    const { model } = compose("e-commerce", "online shop for wool socks", { companyName: "Sock Loft" });
    expect(section(model, "hero")?.lead).toMatch(/^Online shop for wool socks/);
  });
});

describe("opening hours beside a clock or an 'Opening hours' label", () => {
  it("lose the word that only leads up to them, keeping every day and time", () => {
    const { model } = compose(
      "business-homepage",
      "Trattoria di famiglia a Bologna, con la pasta fatta in casa e il ragù della nonna. Aperti da lunedì a sabato 12:00-14:30 e 19:00-22:30. Tel. 051 234 5678.",
      { companyName: "Da Gino" },
    );
    expect(section(model, "hero")?.items.map((i) => i.title)).toContain(
      "Da lunedì a sabato 12:00-14:30 e 19:00-22:30",
    );
    expect(section(model, "contact")?.items.find((i) => i.icon === "clock")?.text).toBe(
      "Da lunedì a sabato 12:00-14:30 e 19:00-22:30",
    );
  });
});

describe("a point that names a list", () => {
  it("is shown as its label and the list as written, not as the owner's sentence", () => {
    const { model, html } = compose(
      "portfolio",
      "Illustrator in Glasgow drawing maps and book covers. Clients include Canongate and Birlinn. Email hi@moragdraws.com.",
      { companyName: "Morag Draws" },
    );
    // Named clients are the page's clients row (decision 0098), each name as written.
    expect(section(model, "logos")?.items.map((i) => i.title)).toEqual(["Canongate", "Birlinn"]);
    expect(visible(html)).not.toContain("Clients include Canongate and Birlinn");
  });

  it("reads 'Label: list' the same way", () => {
    const { model } = compose(
      "event-registration",
      "Two days of jazz in Whitby, 4-5 September 2027. Day ticket £35. Camping on site. Bring: a folding chair and a raincoat.",
      { companyName: "Whitby Jazz Weekend" },
    );
    const items = model.sections.flatMap((s) => s.items);
    expect(items).toContainEqual(
      expect.objectContaining({ title: "Bring", text: "a folding chair and a raincoat" }),
    );
    expect(section(model, "about")?.items.map((i) => i.title)).toContain("Camping on site");
  });

  it("is left out when the page shows each item of the list elsewhere (the line-up as speakers)", () => {
    const { model } = compose(
      "event-registration",
      "Two days of jazz in Whitby, 4-5 September 2027. Day ticket £35. Camping on site. Line-up: Nubya Garcia and Binker Golding.",
      { companyName: "Whitby Jazz Weekend" },
    );
    expect(section(model, "speakers")?.items.map((i) => i.title)).toEqual(["Nubya Garcia", "Binker Golding"]);
    expect(section(model, "about")?.items.map((i) => i.title)).toEqual(["Camping on site"]);
  });
});
