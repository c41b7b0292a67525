/**
 * Every fact of a description where a customer expects it, on every page type: a product's capabilities
 * are its features and its plans are prices; a shop lists everything it sells once and offers all of it in
 * the order form; a price keeps the words that complete it; the main button takes up what the description
 * offers; a sentence of facts shown elsewhere is not repeated in the about section; dates and places go
 * where visitors look. Each family is a table of several descriptions, not only the one first seen.
 */
import { describe, expect, it } from "vitest";
import type { LandingPageType } from "../../src/core/page-options.js";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import {
  contrastRatio,
  rotateHue,
  shadeOf,
  textPairs,
  themeColors,
} from "../../src/generator/composer/engine/palette.js";
import { KIND_PROFILES } from "../../src/generator/composer/kinds/index.js";
import { writeContext } from "../../src/generator/composer/write/context.js";
import {
  briefOf,
  contextOf,
  sourceOf,
  writeSection,
  writeSections,
} from "../../src/generator/composer/write/index.js";
import type { PageModel, SectionKind } from "../../src/generator/model.js";
import type { PageRequest } from "../../src/generator/types.js";
import { COMPOSE_NOW, compose, section } from "./compose-for-test.js";

const titles = (m: PageModel, kind: SectionKind) => section(m, kind)?.items.map((i) => i.title) ?? [];
const priced = (m: PageModel, kind: SectionKind) =>
  section(m, kind)?.items.map((i) => `${i.title}: ${i.price ?? ""}`) ?? [];
const hero = (m: PageModel) => section(m, "hero")!;

describe("a product's features are what it does; its plans are prices", () => {
  it.each([
    [
      "Quillnote",
      "Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary with action items to Slack. Free for 5 meetings a month; Pro is $12 per user per month with unlimited meetings and search across every call.",
      [
        "Joins your Zoom and Google Meet calls",
        "Transcribes them",
        "Sends a summary with action items to Slack",
      ],
    ],
    [
      "Kitty",
      "Kitty tracks shared bills with your housemates and settles up by bank transfer. Free, no ads.",
      ["Tracks shared bills with your housemates", "Settles up by bank transfer"],
    ],
    [
      "Ledgerly",
      "Ledgerly does bookkeeping for UK sole traders: connect your bank, snap receipts and file Making Tax Digital VAT returns. £9 a month.",
      ["Connect your bank", "Snap receipts", "File Making Tax Digital VAT returns"],
    ],
    [
      "Replyful",
      "Replyful answers your Instagram and Facebook DMs with AI in your brand voice and hands tricky ones to a human. Starter $29/month for 1,000 replies, Growth $79/month for 5,000 replies.",
      ["Answers your Instagram and Facebook DMs with AI in your brand voice", "Hands tricky ones to a human"],
    ],
  ])("%s", (company, prompt, features) => {
    for (const type of ["saas-signup", "app-download"] as const) {
      const { model } = compose(type, prompt, { companyName: company, title: `${company} for teams` });
      expect(titles(model, "features")).toEqual(features);
      expect(section(model, "features")!.items.every((i) => i.price === undefined)).toBe(true);
    }
  });

  it.each([
    [
      "Quizbee lets teachers make quizzes. Free for teachers; the school plan is £2 per pupil per year.",
      "School plan",
    ],
    ["Loop Ring is a smart ring that tracks sleep. Pre-order for $249, shipping March 2027.", "Pre-order"],
    ["Stride is a running app. Free to download; Stride Plus costs $7.99 a month.", "Stride Plus"],
  ])("a plan or pre-order price is a price, not a feature: %s", (prompt, plan) => {
    const type = prompt.startsWith("Loop") ? "product-launch" : "saas-signup";
    const { model } = compose(type, prompt);
    expect(titles(model, "features")).not.toContain(plan);
    expect(titles(model, "pricing")).toContain(plan);
  });

  it.each([
    [
      "Loop Ring is a smart ring that tracks sleep, heart rate and temperature. Pre-order for $249.",
      "Loop",
      "Loop Ring",
    ],
    [
      "Oat Barista 2.0 foams like dairy milk, with no added sugar, in 1 litre cartons. £2.10 per carton.",
      "Oatly-ish",
      "Oat Barista 2.0",
    ],
  ])(
    "a launched product's features are headed as features, not as a shop's range: %s",
    (prompt, companyName, title) => {
      const { model } = compose("product-launch", prompt, { companyName, title });
      const features = section(model, "features")!;
      expect(["What it does", "Features"]).toContain(features.heading);
      expect(features.eyebrow ?? "Features").toBe("Features");
    },
  );

  it("a list that spells out a capability replaces it; list phrases inside a capability are not repeated", () => {
    const { model } = compose(
      "app-download",
      "Trailmate shows offline hiking maps of the Alps with huts, water points and weather warnings.",
      { companyName: "Trailmate" },
    );
    expect(titles(model, "features")).toEqual(["Huts", "Water points", "Weather warnings"]);
  });
});

describe("a shop lists everything it sells once, and its order form offers all of it", () => {
  it.each([
    [
      "Knitwear made in our Donegal mill. The Aran crew jumper is €145, the lambswool beanie €35 and our hiking socks €18 a pair. Free shipping in Ireland over €60 and 30-day returns.",
      ["Aran crew jumper: €145", "Lambswool beanie: €35", "Hiking socks: €18 a pair"],
    ],
    [
      "Houseplants delivered in London. Monstera deliciosa £35, snake plant £22, golden pothos £14 and a plant care kit £12.",
      ["Monstera deliciosa: £35", "Snake plant: £22", "Golden pothos: £14", "Plant care kit: £12"],
    ],
    [
      "We sell handmade mugs and bowls from our Bristol studio. Mugs £24, bowls £30. Gift wrapping £3.",
      ["Handmade mugs: £24", "Bowls: £30", "Gift wrapping: £3"],
    ],
  ])("%s", (prompt, products) => {
    const { model } = compose("e-commerce", prompt);
    expect(priced(model, "products")).toEqual(products);
    expect(section(model, "pricing")).toBeUndefined();
    const choice = section(model, "contact")!.form!.fields.find((f) => f.name === "product")!;
    expect(choice.options).toEqual(products.map((p) => p.replace(/^(.*): (.*)$/, "$1 ($2)")));
  });

  it("the sum above which delivery is free stays with the offer, not among the products", () => {
    const { model } = compose(
      "e-commerce",
      "Hand-poured candles: Fig candle €28, Sea Salt candle €24. Free shipping in Ireland over €60.",
    );
    expect(titles(model, "products")).toEqual(["Fig candle", "Sea Salt candle"]);
    expect(titles(model, "offers")).toEqual(["Free shipping in Ireland over €60"]);
  });

  it("a product's price is not another product's: 'earrings' does not take the rings' price", () => {
    const { model } = compose(
      "e-commerce",
      "Handmade silver rings, earrings and necklaces. Rings from 180 zł, earrings from 120 zł.",
    );
    expect(priced(model, "products")).toEqual([
      "Handmade silver rings: from 180 zł",
      "Earrings: from 120 zł",
      "Necklaces: ",
    ]);
  });
});

describe("a price keeps the words that complete it", () => {
  it.each([
    [
      "event-registration",
      "Comedy night on Friday 26 February 2027. £12 in advance, £15 on the door.",
      ["£12 in advance", "£15 on the door"],
    ],
    [
      "event-registration",
      "Conference on 5 June 2027. Early bird €249 until 1 March, then €349.",
      ["Early bird €249 until 1 March", "then €349"],
    ],
    ["business-homepage", "Oat milk for baristas. £2.10 per carton.", ["£2.10 per carton"]],
    ["facebook-ads", "Kettlebell bootcamp. £79 for all 12 sessions.", ["£79 for all 12 sessions"]],
    [
      "saas-signup",
      "Answers your DMs. Starter $29/month for 1,000 replies.",
      ["$29/month for 1,000 replies"],
    ],
    [
      "lead-generation",
      "Physiotherapy for runners. First assessment £55 (45 minutes), follow-ups £45.",
      ["£55 (45 minutes)", "£45"],
    ],
  ] as const)("%s: %s", (type, prompt, lines) => {
    const { html } = compose(type, prompt);
    for (const line of lines) expect(html).toContain(line);
  });

  it("a name that only follows the price is not shown as the price's title ('£79 for all 12 sessions')", () => {
    const { model } = compose(
      "facebook-ads",
      "Kettlebell bootcamp at Ironside Gym. £79 for all 12 sessions.",
    );
    const card = section(model, "pricing")!.items[0]!;
    expect(card.price).toBe("£79 for all 12 sessions");
    expect(card.title).toBe("Price");
  });
});

describe("the main button takes up what the description offers", () => {
  it.each([
    ["saas-signup", "Meeting notes for teams. Start a 14-day trial, no card needed.", "Start a 14-day trial"],
    [
      "saas-signup",
      "Rotas from everyone's availability. Try it free for 30 days.",
      "Try it free for 30 days",
    ],
    ["saas-signup", "Meeting notes for teams. Includes a 14-day trial.", "Start your 14-day trial"],
    [
      "lead-generation",
      "Outsourced HR for small firms. Book a free 20-minute call.",
      "Book a free 20-minute call",
    ],
    ["lead-generation", "Physiotherapy in Leeds. Book online or call 0113 496 0123.", "Book online"],
    ["business-homepage", "Electrician in Bristol. Rewires and EV chargers. Free quotes.", "Get free quotes"],
    [
      "saas-signup",
      "Bookkeeping for sole traders. £9 a month. 30-day free trial.",
      "Start your 30-day free trial",
    ],
    [
      "google-ads",
      "Divorce solicitors in Birmingham. Free 30-minute consultation.",
      "Book your free 30-minute consultation",
    ],
    ["lead-generation", "Free home valuation in Lisbon within 48 hours.", "Get your free home valuation"],
    [
      "lead-generation",
      "Painting in Leeds. Free written quote within 48 hours.",
      "Get your free written quote",
    ],
    ["product-launch", "A smart ring that tracks sleep. Pre-order for $249.", "Pre-order for $249"],
    ["product-launch", "A smart ring that tracks sleep, $249 when you pre-order.", "Pre-order now"],
  ] as const)("%s: %s → %s", (type, prompt, action) => {
    const { model } = compose(type, prompt);
    const form = model.sections.flatMap((s) => (s.form ? [s.form] : []))[0]!;
    expect(hero(model).cta?.label ?? form.submitLabel).toBe(action);
    // A lead, ad or sign-up form sends with the same words; a home page's contact form sends a message.
    if (type !== "business-homepage") expect(form.submitLabel).toBe(action);
  });

  it("a sign-up page asks for access only when the description keeps a waiting list", () => {
    const open = compose("saas-signup", "Simple invoicing for freelancers. Pro is $12 per month.");
    expect(hero(open.model).cta?.label).not.toBe("Request access");
    expect(section(open.model, "signup")!.heading).not.toBe("Request access");
    const waitlist = compose("saas-signup", "Simple invoicing for freelancers, now in private beta.");
    expect(hero(waitlist.model).cta?.label).toBe("Request access");
    const joined = compose(
      "saas-signup",
      "Simple invoicing for freelancers, now in private beta. Join the waitlist.",
    );
    expect(hero(joined.model).cta?.label).toBe("Join the waitlist");
  });

  it("says the sign-up terms the description gives under the button", () => {
    const { model } = compose(
      "saas-signup",
      "Meeting notes for teams. Start a 14-day trial, no card needed.",
    );
    expect(section(model, "signup")!.form!.note).toBe("No card needed.");
  });

  it("never labels a button 'Call …' when it leads to a form", () => {
    const prompts = [
      "Physiotherapy in Leeds.",
      "Family dentist in Leeds.",
      "MOT and servicing in Swindon.",
      "Plumber in Cardiff.",
    ];
    for (const prompt of prompts)
      for (const company of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir", "Gorse", "Hazel"]) {
        const { model } = compose("business-homepage", prompt, { companyName: company, title: company });
        expect(hero(model).cta?.label).not.toMatch(/^Call\b/);
      }
  });

  it("on a lead page every button leads to the form in the hero", () => {
    const { model } = compose(
      "lead-generation",
      "Physiotherapy for runners in Leeds. First assessment £55, follow-ups £45. Sports massage, gait analysis and rehab plans.",
    );
    expect(section(model, "cta")!.cta!.href).toBe("#hero");
  });

  it("a shop's 'Browse the range' leads to the products, 'Order now' to the order form", () => {
    for (const company of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir"]) {
      const { model } = compose("e-commerce", "Hot sauces: Smoky Chipotle $9, Mango Habanero $10.", {
        companyName: company,
        title: company,
      });
      const cta = hero(model).cta!;
      expect(cta.href).toBe(cta.label === "Order now" ? "#contact" : "#products");
    }
  });
});

describe("a fact is said once, where a visitor looks for it", () => {
  it.each([
    [
      "Emergency plumber in Cardiff. Burst pipes, leaking taps and boiler repairs. Gas Safe registered, 20 years in the trade. Call 029 2034 5678.",
      ["Gas Safe registered", "20 years in the trade"],
      "029 2034 5678",
    ],
    [
      "A café in Montmartre. Filter coffee and buckwheat crêpes. Dogs welcome. Open Tuesday to Sunday 8:00–17:00.",
      ["Dogs welcome"],
      "Tuesday to Sunday",
    ],
    [
      "Hair salon in Fitzroy. Cuts from $65 and colour from $120. Family-run since 2009. Book on 03 9123 4567.",
      ["Family-run since 2009"],
      "03 9123 4567",
    ],
  ])("%s", (prompt, points, repeated) => {
    const { model, html } = compose("business-homepage", prompt);
    const about = section(model, "about")!;
    // The story's own points, as a list; the contact detail is in its own place, not among them.
    expect(about.items.map((i) => i.title)).toEqual(points);
    expect(about.lead).toBeUndefined();
    expect(html).toContain(repeated);
  });

  it.each([
    [
      "e-commerce",
      "Handmade silver rings, earrings and necklaces from our studio in Kraków, every piece 925 sterling silver. Rings from 180 zł, earrings from 120 zł. Gift wrapping on request.",
      "Rings from 180 zł",
    ],
    [
      "facebook-ads",
      "Sunday roast at The Drovers Arms in the Yorkshire Dales: roast beef, Yorkshire pudding and seasonal veg. Walkers and dogs welcome. Book a table on 01756 123456.",
      "01756 123456",
    ],
  ] as const)(
    "a sentence the product cards or contact details already say is not in the about section: %s",
    (type, prompt, said) => {
      const { model, html } = compose(type, prompt);
      expect(section(model, "about")?.lead ?? "").not.toContain(said);
      expect(html).toContain(said.replace(/^Rings /, ""));
    },
  );

  it.each([
    [
      "facebook-ads",
      "Five days of den building, fire lighting and wild cooking in Epping Forest for children aged 6 to 11. 9:00–15:30, £165 for the week.",
      "9:00–15:30",
    ],
    [
      "app-download",
      "Dabba delivers home-cooked vegetarian lunches from neighbourhood cooks to offices in Bangalore. ₹149 per meal, order by 10:30.",
      "10:30",
    ],
    [
      "e-commerce",
      "We sell refurbished ThinkPad laptops, tested and cleaned by hand, with a new battery and a 12-month warranty. Prices from €279, free shipping over €40.",
      "€279",
    ],
  ] as const)("a sentence with a fact shown nowhere else stays on the page: %s", (type, prompt, fact) => {
    const { html } = compose(type, prompt);
    expect(html.slice(html.indexOf("<main"))).toContain(fact);
  });

  it.each([
    [
      "portfolio",
      "I'm Maya Ortiz, a wedding and elopement photographer based in Asheville, North Carolina. Full-day coverage from $3,800.",
    ],
    [
      "event-registration",
      "A one-day conference on Rust in production, 5 June 2027 at Kulturbrauerei, Berlin, with hands-on workshops. Early bird €249 until 1 March, then €349.",
    ],
  ] as const)("a sentence the price cards or event details say whole is not repeated: %s", (type, prompt) => {
    const { model } = compose(type, prompt);
    const repeated = prompt.slice(prompt.indexOf(". ") + 2);
    for (const s of model.sections.filter((x) => x.kind !== "hero"))
      expect(s.lead ?? "").not.toContain(repeated);
  });

  it("a sentence about plans opens the pricing section instead of the about section", () => {
    const { model } = compose(
      "saas-signup",
      "Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary to Slack. SOC 2 Type II certified. Free for 5 meetings a month; Pro is $12 per user per month with unlimited meetings.",
      { companyName: "Quillnote" },
    );
    // The free tier is a plan beside Pro (issue 27): nothing of the sentence is left to paste.
    expect(section(model, "pricing")!.items.map((i) => [i.title, i.price, i.text])).toEqual([
      ["Free", undefined, "for 5 meetings a month"],
      ["Pro", "$12 per user per month", "With unlimited meetings"],
    ]);
    expect(section(model, "offers")).toBeUndefined();
    expect(section(model, "pricing")!.lead).toBeUndefined();
    expect(section(model, "about")!.items.map((i) => i.title)).toEqual(["SOC 2 Type II certified"]);
  });

  it("a coming date shows in the hero of any page type, and a weekday habit is not the date", () => {
    const { model, html } = compose(
      "facebook-ads",
      "Spanish for complete beginners: 8 Saturday mornings at our school in Valencia, starting 16 January 2027. €180 including books.",
    );
    expect(hero(model).items.map((i) => i.title)).toContain("16 January 2027");
    expect(html).toContain('datetime="2027-01-16');
  });

  it("a webinar happens online: a country it mentions is not where it takes place", () => {
    const { model } = compose(
      "webinar",
      "Free 60-minute webinar: how freelancers in Germany file their first tax return. Tuesday 9 February 2027, 18:00 CET.",
    );
    const where = model.sections
      .flatMap((s) => s.items)
      .filter((i) => i.title === "Where" || i.icon === "map-pin");
    expect(where.map((i) => i.text ?? i.title)).not.toContain("Germany");
  });

  it("the venue is where the event is, not where its wines come from", () => {
    const { model } = compose(
      "event-registration",
      "An evening of natural wines from Georgia at Vinotéka, Prague. Thursday 11 March 2027 at 19:00. Tickets 890 Kč.",
    );
    const details = section(model, "event-details")!.items;
    expect(details.find((i) => i.title === "Where")?.text).toBe("Vinotéka, Prague");
  });

  it("a word of origin is not where the business is ('from Irish wool')", () => {
    const { model, html } = compose(
      "e-commerce",
      "Knitwear made in our mill from Irish wool. The Aran crew jumper is €145 and the beanie €35.",
    );
    expect(hero(model).items.map((i) => i.title)).not.toContain("Irish");
    expect(model.footer.map((i) => i.text)).not.toContain("Irish");
    expect(html).not.toContain(">Irish<");
    const cork = compose(
      "lead-generation",
      "Physiotherapy clinic in Cork run by Aoife Byrne. First assessment €60.",
    );
    expect(hero(cork.model).items.map((i) => i.title)).toContain("Cork");
  });

  it("an event held by a business of another kind is introduced as itself, not as 'Our story'", () => {
    const { model } = compose(
      "event-registration",
      "An evening of natural wines from Georgia at Vinotéka, Prague, on Thursday 11 March 2027 at 19:00. Six wines and cheese plates, with winemaker Nino Kiknadze.",
      { companyName: "Vinotéka Praha", title: "Georgian natural wine evening" },
    );
    expect(section(model, "about")?.heading).toBe("About Vinotéka Praha");
  });

  it.each([
    [
      "A 5K charity fun run in Regent's Park on Sunday 2 May 2027 at 10:00 for the children's hospital. Entry £20.",
      false,
    ],
    [
      "A one-day conference on Rust in production, 5 June 2027 at Kulturbrauerei, Berlin. Tickets €349.",
      true,
    ],
  ])("asks for speakers only where people give talks: %s", (prompt, speakers) => {
    // Speakers nobody named are never a box on the page: the owner is asked for them (issue 27.1).
    const { model } = compose("event-registration", prompt);
    expect(section(model, "speakers")).toBeUndefined();
    expect((model.toFill ?? []).some((f) => f.kind === "speakers")).toBe(speakers);
  });

  it("names no two regions alike: the closing band of a lead page is headed by the business, not the headline", () => {
    const { model } = compose(
      "lead-generation",
      "Physiotherapy for runners in Leeds. First assessment £55, follow-ups £45. Sports massage, gait analysis and rehab plans.",
      { companyName: "Stride Physio Leeds", title: "Physiotherapy for runners" },
    );
    const headings = model.sections.map((s) => s.heading);
    expect(new Set(headings).size).toBe(headings.length);
    expect(section(model, "cta")!.heading).toBe("Stride Physio Leeds");
    const launch = compose(
      "product-launch",
      "Loop Ring is a smart ring that tracks sleep. Pre-order for $249.",
      {
        companyName: "Loop",
        title: "Loop Ring",
      },
    );
    expect(section(launch.model, "signup")!.heading).toBe("Get Loop Ring");
  });

  it("does not ask where the business is: the hero already shows it", () => {
    const { model } = compose(
      "business-homepage",
      "Family-run MOT and service garage in Swindon since 1987. MOT £45, interim service from £129. Open Mon–Fri 8–17:30. Call 01793 555 010.",
    );
    expect(hero(model).items.map((i) => i.title)).toContain("Swindon");
    const questions = section(model, "faq")?.items.map((i) => i.text) ?? [];
    expect(questions).not.toContain("Swindon.");
  });

  it("does not repeat the audience under a headline that names it", () => {
    const { model } = compose("facebook-ads", "Kettlebell bootcamp. £79 for 12 sessions.", {
      title: "Kettlebell bootcamp for beginners",
      targetAudience: "beginners",
    });
    expect(hero(model).tagline).toBeUndefined();
    const other = compose("facebook-ads", "Kettlebell bootcamp. £79 for 12 sessions.", {
      title: "Kettlebell bootcamp",
      targetAudience: "beginners",
    });
    expect(hero(other.model).tagline).toBe("For beginners");
  });
});

describe("requests of the other helpers", () => {
  it("shows a highlighted plan or product with its badge in the owner's words", () => {
    const { model } = compose(
      "saas-signup",
      "Invoicing for freelancers. Starter €19 per month, Team €49 per month, Business €99 per month.",
    );
    const pricing = section(model, "pricing")!;
    pricing.items[1]!.highlight = "Most popular";
    let html = renderStoredModel(model).html;
    expect(html.match(/class="card tier hot"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<p class="flag" data-edit="sections\.s\d+\.items\.1\.highlight"[^>]*>Most popular<\/p>/,
    );
    pricing.items[1]!.highlight = "";
    html = renderStoredModel(model).html;
    expect(html.match(/class="card tier hot"/g)).toHaveLength(1);
    expect(html).not.toContain('class="flag"');

    const shop = compose("e-commerce", "Candles: Fig candle €28, Sea Salt candle €24.").model;
    section(shop, "products")!.items[0]!.highlight = "Bestseller";
    const shopHtml = renderStoredModel(shop).html;
    expect(shopHtml).toContain('class="card prod hot"');
    expect(shopHtml).toContain(">Bestseller</p>");
  });

  it("an opening-hours section added to a page in another language is headed in that language", () => {
    const { model } = compose(
      "business-homepage",
      "Trattoria di famiglia in via dei Serragli 12, Firenze. Cuciniamo piatti toscani con ingredienti del mercato. Ribollita 9 €, pappardelle al cinghiale 14 €.",
      { title: "Cucina toscana a Firenze", targetAudience: "famiglie e turisti" },
    );
    expect(model.lang).toBe("it");
    const hours = writeSection(model, "hours", "s99");
    expect(hours.heading).toBe("Orari di apertura");
    expect(hours.placeholder).toBe("Aggiungi qui i tuoi orari di apertura");
    expect(contextOf(model).lang).toBe("it");
  });

  it("the header's menu does not list the section its button leads to", () => {
    const { html } = compose(
      "business-homepage",
      "Bakery in York. Sourdough, cinnamon buns and rye bread. Open Tuesday to Saturday 8:00–15:00. Call 01904 555 123.",
    );
    const header = html.slice(html.indexOf('<header class="top">'), html.indexOf("</header>"));
    expect(header).toContain('class="btn sm" href="#contact"');
    expect(header).not.toContain('<li><a href="#contact">');
  });

  it("a unit written against the price stays against it ('£9/month')", () => {
    const { html } = compose("saas-signup", "Bookkeeping for sole traders. Solo £9/month. Team £29/month.");
    expect(html).toContain("£9/month");
    expect(html).not.toContain("£9 /month");
  });
});

describe("facts a newer brief gives are shown where they belong", () => {
  const sectionsWith = (type: LandingPageType, prompt: string, extras: Record<string, unknown>) => {
    const request = {
      landingPageType: type,
      industry: "other",
      companyName: "Owner Co",
      title: "Owner Co",
      targetAudience: "",
      prompt,
      logoOption: "generate",
      logoData: null,
    } as PageRequest;
    const source = sourceOf(request);
    const brief = { ...briefOf(source, COMPOSE_NOW.toISOString()), ...extras };
    const settings = {
      palette: { primary: "#4f46e5", accent: "#06b6d4" },
      font: "sans",
      scheme: "auto",
      tone: "neutral",
      length: "standard",
      seed: 7,
    } as const;
    return writeSections(writeContext(source, { ...settings }, brief, [], COMPOSE_NOW));
  };

  it("capabilities the composer did not read itself join the features", () => {
    const sections = sectionsWith(
      "saas-signup",
      "Ledgerly sends invoices and chases late payers. It also reminds you of tax deadlines.",
      { capabilities: ["reminds you of tax deadlines"] },
    );
    const features = sections.find((s) => s.kind === "features")!.items.map((i) => i.title);
    expect(features).toContain("Reminds you of tax deadlines");
  });

  it("credentials are listed beside the story, what a price comes with under the price, ages in the hero", () => {
    const prompt =
      "Forest school camp in Epping Forest with den building and fire lighting for children. Run by trained forest school leaders who love the outdoors. Week pass £165.";
    const base = briefOf(
      sourceOf({
        landingPageType: "business-homepage",
        industry: "other",
        companyName: "Owner Co",
        title: "Owner Co",
        targetAudience: "",
        prompt,
        logoOption: "generate",
        logoData: null,
      } as PageRequest),
      COMPOSE_NOW.toISOString(),
    );
    const sections = sectionsWith("business-homepage", prompt, {
      credentials: ["Ofsted registered"],
      ages: ["ages 6–11"],
      prices: base.prices.map((p) => ({ ...p, note: "lunch included" })),
    });
    expect(sections.find((s) => s.kind === "about")!.items.map((i) => i.title)).toContain(
      "Ofsted registered",
    );
    const priced = sections.flatMap((s) => s.items).find((i) => i.price?.includes("£165"))!;
    expect(priced.text).toBe("Lunch included");
    expect(sections.find((s) => s.kind === "hero")!.items.map((i) => i.title)).toContain("Ages 6–11");
  });
});

describe("icons say what a trade's services are", () => {
  it.each([
    [
      "Emergency plumber in Cardiff. Burst pipes, leaking taps and boiler repairs.",
      ["wrench", "wrench", "wrench"],
    ],
    [
      "Electrician in Bristol. Rewires, consumer unit upgrades and EV charger installation.",
      ["lightbulb", "lightbulb", "lightbulb"],
    ],
    ["Garage in Swindon. We offer tyres, brakes and MOT testing.", ["car", "car", "car"]],
  ])("%s", (prompt, icons) => {
    const { model } = compose("business-homepage", prompt);
    expect(section(model, "services")!.items.map((i) => i.icon)).toEqual(icons);
  });
});

describe("two businesses of one kind look different", () => {
  const cafes = ["Little Fox", "Bean There", "Kávé Corner", "Mill Brew", "Orbit Coffee", "Tiny Cup"].map(
    (company) =>
      compose(
        "business-homepage",
        `${company} is a café in Bristol with filter coffee, toasties and homemade cakes. Open every day 8am–5pm.`,
        { companyName: company, title: company },
      ),
  );

  it("shades the trade's palette per business and may lead with the kind's second picture", () => {
    expect(new Set(cafes.map((c) => c.model.settings.palette.primary)).size).toBeGreaterThan(2);
    // The hero's drawing: a coffee cup for some, the kind's second picture (a cake stand) for others.
    const heroArt = cafes.map(({ html }) => html.match(/<svg class="art"[\s\S]*?<\/svg>/)?.[0]);
    expect(new Set(heroArt).size).toBe(2);
  });

  it("keeps every shade readable (AA) and a trade's own picture in the lead", () => {
    for (const profile of Object.values(KIND_PROFILES))
      for (let i = 0; i < 5; i++) {
        const theme = themeColors(shadeOf(profile.palette, i));
        for (const mode of [theme.light, theme.dark])
          for (const [fg, bg, what] of textPairs(mode))
            expect(contrastRatio(fg, bg), `${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    expect(rotateHue("#ff0000", 120)).toBe("#00ff00");
    expect(shadeOf({ primary: "#b45309", accent: "#0f766e" }, 2)).toEqual({
      primary: "#b45309",
      accent: "#0f766e",
    });
    for (const company of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir"]) {
      const { html } = compose(
        "business-homepage",
        "Emergency plumber in Cardiff: burst pipes and boiler repairs.",
        {
          companyName: company,
          title: company,
        },
      );
      const heroHtml = html.slice(html.indexOf('class="hero'), html.indexOf("</section>"));
      expect(heroHtml).toContain("M100 36v124a36 36 0 0 0 36 36h154");
    }
  });
});
