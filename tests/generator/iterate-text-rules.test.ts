/**
 * Changes to the page's words that no structured rule covers (iterate/text-rules.ts), removing a contact
 * detail everywhere, and facts restated in everyday words ("Only 30 seats now", "Start at 19:30 instead"):
 * what lands in the page model, the exact report, and the owner's words kept as given.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageModel, SectionKind } from "../../src/generator/model.js";

const NOW = new Date("2026-01-10T10:00:00Z");

const CAFE = {
  landingPageType: "business-homepage",
  industry: "food",
  companyName: "Mill Brew",
  title: "Coffee and cake by the river",
  targetAudience: "locals and students",
  prompt:
    "Mill Brew is a small café at 3 Quay Street, Bristol. We serve flat whites (£3.40), croissants (£2.90) and homemade cakes. Open Tuesday to Saturday 8am–5pm. Call 0117 496 0123 or email hello@millbrew.co.uk.",
  logoOption: "generate",
  logoData: null,
  images: [],
} as const;

let page = "";
beforeAll(async () => {
  page = (await generatePage(CAFE as never, { now: NOW })).html;
});

async function change(request: string) {
  const result = await iteratePage(page, request, { now: NOW });
  if (!result.ok) throw new Error(`not applied: ${result.message}`);
  const model = readModelBlock(result.html);
  if (!model) throw new Error("no model");
  return { model, applied: result.applied, notApplied: result.notApplied, html: result.html };
}

const section = (m: PageModel, kind: SectionKind) => {
  const found = m.sections.find((s) => s.kind === kind);
  if (!found) throw new Error(`no ${kind} section`);
  return found;
};
const allText = (m: PageModel) =>
  JSON.stringify([m.sections.map((s) => [s.heading, s.lead, s.items]), m.footer]);

describe("a sentence the owner dictates", () => {
  it.each([
    ["Add that we have free wifi", "We have free wifi."],
    ["add a note saying dogs are welcome", "Dogs are welcome."],
    ["Let customers know we close early on Christmas Eve", "We close early on Christmas Eve."],
    ["Mention that parking is free behind the shop.", "Parking is free behind the shop."],
    ["We now deliver within 3 miles of the shop", "We now deliver within 3 miles of the shop."],
    ["We also sell coffee beans, 250g bags for £8", "We also sell coffee beans, 250g bags for £8."],
  ])("%s → the About text ends with %s", async (request, sentence) => {
    const { model, applied } = await change(request);
    expect(applied).toEqual([`Added “${sentence}” to the About section`]);
    const lead = section(model, "about").lead ?? "";
    expect(lead.endsWith(` ${sentence}`)).toBe(true);
    expect(lead.startsWith("Open Tuesday to Saturday 8am–5pm.")).toBe(true);
  });

  it("goes to the top of the page when asked", async () => {
    const { model, applied } = await change("Mention that we are dog friendly in the hero");
    expect(applied).toEqual(["Added “We are dog friendly.” to the top of the page"]);
    expect(section(model, "hero").lead).toMatch(/homemade cakes\. We are dog friendly\.$/);
    expect(section(model, "about").lead).not.toContain("dog friendly");
  });

  it("is not added twice", async () => {
    const once = await change("Add that we have free wifi");
    const again = await iteratePage(once.html, "add that we have free wifi", { now: NOW });
    expect(again.ok).toBe(false);
    if (!again.ok)
      expect(again.message).toContain(
        "“add that we have free wifi” — The page already says “We have free wifi.”",
      );
  });
});

describe("replacing a phrase wherever the page writes it", () => {
  it("quoted, in every text, keeping a title's capital", async () => {
    const { model, applied } = await change(
      "Replace 'homemade cakes' with 'homemade cakes and vegan brownies'",
    );
    expect(applied).toEqual([
      "Replaced “homemade cakes” with “homemade cakes and vegan brownies” in 2 places",
    ]);
    expect(section(model, "hero").lead).toContain(
      "croissants (£2.90) and homemade cakes and vegan brownies.",
    );
    expect(section(model, "services").items.map((i) => i.title)).toContain(
      "Homemade cakes and vegan brownies",
    );
  });

  it("unquoted, when the page says it", async () => {
    const { applied } = await change("change homemade cakes to cakes baked every morning");
    expect(applied).toEqual(["Replaced “homemade cakes” with “cakes baked every morning” in 2 places"]);
  });

  it("the business's name is a rename, logo initials included", async () => {
    const { model, applied } = await change('Replace "Mill Brew" with "Quay Coffee"');
    expect(applied).toEqual(["Renamed “Mill Brew” to “Quay Coffee” everywhere on the page"]);
    expect(model.source.companyName).toBe("Quay Coffee");
    expect(allText(model)).not.toContain("Mill Brew");
    expect(model.logo).toEqual({ kind: "generated", initials: "QC" });
  });

  it("a quoted phrase the page does not show is refused with the reason", async () => {
    const result = await iteratePage(page, "Change 'gluten-free' to 'vegan'", { now: NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("The page does not say “gluten-free” anywhere");
  });

  it("a part of the page is left to its own rule", async () => {
    const { applied } = await change("Change the colour to green");
    expect(applied).toEqual(["Set the main colour to green (text colours adjusted to stay readable)"]);
  });
});

describe("removing a contact detail", () => {
  it("the e-mail address goes from the cards, the footer and the FAQ; the owner's sentence is named", async () => {
    const { model, applied } = await change("Take out the email address");
    expect(applied).toEqual([
      "Removed the e-mail address from the contact details, the footer and the FAQ; your own text still gives it: “Open Tuesday to Saturday 8am–5pm. Call 0117 496 0123 or email hello@millbrew.co.uk.” (change that text to remove it there)",
    ]);
    expect(model.footer.map((f) => f.title)).not.toContain("Email");
    expect(section(model, "contact").items.map((i) => i.title)).toEqual([
      "Address",
      "Opening hours",
      "Phone",
    ]);
    expect(section(model, "faq").items.map((i) => i.text)).toContain(
      "By phone on 0117 496 0123 or with the form on this page.",
    );
  });

  it("the phone number goes from the hero's quick facts too", async () => {
    const { model } = await change("remove the phone number");
    expect(section(model, "hero").items.map((i) => i.title)).not.toContain("0117 496 0123");
    expect(model.footer.map((f) => f.title)).not.toContain("Phone");
  });
});

describe("a section asked for by its topic", () => {
  it("a topic becomes an item of the offerings, in the owner's words", async () => {
    const { model, applied } = await change("Add a section about our catering service for offices");
    const services = section(model, "services");
    expect(applied).toEqual([
      `Added “Catering service for offices” to the “${services.heading}” section (tell me what to say about it with “add that …”)`,
    ]);
    expect(services.items.at(-1)).toEqual({ title: "Catering service for offices" });
  });

  it("a kind of section the page knows is added as that section", async () => {
    const { model, applied } = await change("Add a section about our team");
    expect(applied[0]).toMatch(/^Added a team section/);
    expect(model.sections.map((s) => s.kind)).toContain("team");
  });
});

it("a darker colour scheme is the dark theme", async () => {
  const { model, applied } = await change("Use a darker colour scheme");
  expect(applied).toEqual(["Switched to the dark theme"]);
  expect(model.settings.scheme).toBe("dark");
});

describe("on a software page", () => {
  const SAAS = {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Ledgerly",
    title: "Invoicing that chases for you",
    targetAudience: "freelancers and small agencies",
    prompt:
      "Ledgerly sends invoices, reminds late payers automatically and reconciles payments with your bank. Plans: Solo $9/month for one user, Team $29/month for up to 10 users. 14-day free trial, no card needed.",
    logoOption: "generate",
    logoData: null,
    images: [],
  } as const;
  let saas = "";
  beforeAll(async () => {
    saas = (await generatePage(SAAS as never, { now: NOW })).html;
  });
  const on = async (request: string) => {
    const result = await iteratePage(saas, request, { now: NOW });
    if (!result.ok) throw new Error(result.message);
    return { model: readModelBlock(result.html) as PageModel, applied: result.applied };
  };

  it.each([
    [
      "Add a Business plan at $79/month for unlimited users",
      "Added “Business” at $79/month to the “Pricing” section",
      { title: "Business", price: "$79/month", text: "For unlimited users." },
    ],
    ["add an Enterprise plan", "Added “Enterprise” to the “Pricing” section", { title: "Enterprise" }],
    [
      "Add another plan: Pro $49/month",
      "Added “Pro” at $49/month to the “Pricing” section",
      { title: "Pro", price: "$49/month" },
    ],
  ])("%s", async (request, report, item) => {
    const { model, applied } = await on(request);
    expect(applied).toEqual([report]);
    expect(section(model, "pricing").items.at(-1)).toEqual(item);
  });

  it("a price's unit the reading left out stays with the price", async () => {
    const { model, applied } = await on("Add a Payroll product for $5 per employee");
    expect(applied).toEqual([
      "Added “Payroll” at $5 per employee to a new “What you can do with Ledgerly” section",
    ]);
    expect(section(model, "products").items.at(-1)).toEqual({ title: "Payroll", price: "$5 per employee" });
  });

  it("a quoted phrase that holds 'with' is replaced whole", async () => {
    const { model, applied } = await on(
      "Change 'reconciles payments with your bank' to 'matches payments to invoices'",
    );
    expect(applied).toEqual([
      "Replaced “reconciles payments with your bank” with “matches payments to invoices” in 3 places",
    ]);
    expect(section(model, "hero").lead).toContain("automatically and matches payments to invoices.");
    // The feature the composer wrote from that sentence changes with it, in its own capitals.
    expect(JSON.stringify(model.sections)).not.toMatch(/reconciles payments with your bank/i);
    expect(section(model, "features").items.map((item) => item.title)).toContain(
      "Matches payments to invoices",
    );
  });

  it("the audience line is the hero's 'For …' line", async () => {
    const { model, applied } = await on("Change the audience line to For freelancers");
    expect(applied).toEqual(["Changed the audience line to “For freelancers”"]);
    expect(section(model, "hero").tagline).toBe("For freelancers");
  });
});

describe("on an event page", () => {
  const SUPPER = {
    landingPageType: "event-registration",
    industry: "food",
    companyName: "Riverside Supper Club",
    title: "Harvest supper by the river",
    targetAudience: "food lovers in Bath",
    prompt:
      "A five-course harvest supper on Saturday 13 March 2027 at 19:00 at The Boathouse, 2 Wharf Road, Bath BA2 4AH. Tickets £65 per person. 40 seats only.",
    logoOption: "generate",
    logoData: null,
    images: [],
  } as const;
  let supper = "";
  beforeAll(async () => {
    supper = (await generatePage(SUPPER as never, { now: NOW })).html;
  });
  const on = async (request: string) => iteratePage(supper, request, { now: NOW });

  it("a new venue replaces the old venue's name with its address", async () => {
    const result = await on("Change the venue to The Old Mill, 5 Mill Lane, Bath");
    if (!result.ok) throw new Error(result.message);
    const model = readModelBlock(result.html) as PageModel;
    expect(section(model, "hero").lead).toBe(
      "A five-course harvest supper on Saturday 13 March 2027 at 19:00 at The Old Mill, 5 Mill Lane, Bath.",
    );
    expect(allText(model)).not.toContain("Boathouse");
  });

  it.each([
    "Only 30 seats now",
    "There are now 30 seats",
    "We now have 30 seats",
    "Change the seats to 30",
    "Reduce the number of seats to 30",
    "Set capacity to 30 seats",
  ])("%s changes the number of seats", async (request) => {
    const result = await on(request);
    if (!result.ok) throw new Error(result.message);
    expect(result.applied).toEqual(["Changed 40 seats to 30 seats everywhere on the page"]);
  });

  it("'start at 19:30 instead' moves the time; 'make tickets £70 each' sets their price", async () => {
    const later = await on("Start at 19:30 instead");
    if (!later.ok) throw new Error(later.message);
    expect(later.applied).toEqual([
      "Moved the event to Saturday 13 March 2027 at 19:30 (was Saturday 13 March 2027 at 19:00)",
    ]);
    const dearer = await on("Make tickets £70 each");
    if (!dearer.ok) throw new Error(dearer.message);
    expect(dearer.applied).toEqual(["Set the price of tickets to £70 each (was £65)"]);
  });

  it("a restated fact no rule knows is not read as a phrase to replace", async () => {
    const result = await on("The supper is now 3 hours");
    expect(result.ok).toBe(false);
  });
});

describe("on a portfolio", () => {
  const PORTFOLIO = {
    landingPageType: "portfolio",
    industry: "marketing",
    companyName: "Lena Park Illustration",
    title: "Illustration for books and brands",
    targetAudience: "art directors and publishers",
    prompt:
      "I'm Lena Park, an illustrator in Glasgow. I draw picture books, editorial spots and packaging. Email studio@lenapark.art.",
    logoOption: "generate",
    logoData: null,
    images: [],
  } as const;
  let portfolio = "";
  beforeAll(async () => {
    portfolio = (await generatePage(PORTFOLIO as never, { now: NOW })).html;
  });
  const on = async (request: string) => {
    const result = await iteratePage(portfolio, request, { now: NOW });
    if (!result.ok) throw new Error(result.message);
    return {
      model: readModelBlock(result.html) as PageModel,
      applied: result.applied,
      notApplied: result.notApplied,
    };
  };

  it("a title with a quoted name and commas stays one item", async () => {
    const { model, applied } = await on("Add a project: Cover for 'The Night Garden', Floris Books, 2025");
    expect(applied).toEqual([
      "Added “Cover for 'The Night Garden', Floris Books, 2025” to the “Selected work” section",
    ]);
    expect(section(model, "projects").items.at(-1)?.title).toBe(
      "Cover for 'The Night Garden', Floris Books, 2025",
    );
  });

  it("the website goes into the contact details and the footer", async () => {
    const { model, applied } = await on("Add my website https://lenapark.art");
    expect(applied).toEqual(["Added the website https://lenapark.art to the contact details and the footer"]);
    expect(model.footer).toContainEqual({
      title: "Web",
      text: "https://lenapark.art",
      icon: "globe",
      href: "https://lenapark.art",
    });
  });

  it("a move ('I'm now based in Edinburgh') follows the town everywhere", async () => {
    const { model, applied } = await on("I'm now based in Edinburgh");
    expect(applied).toEqual(["Changed the address from Glasgow to Edinburgh everywhere on the page"]);
    expect(allText(model)).not.toContain("Glasgow");
    expect(section(model, "hero").lead).toContain("an illustrator in Edinburgh.");
  });
});

it("an offer in the owner's words joins the offers, with what it is for", async () => {
  const { model, applied } = await change("Add a 7-day free trial of our coffee subscription");
  expect(applied).toEqual(["Added “7-day free trial of our coffee subscription” to the offers"]);
  expect(section(model, "offers").items.at(-1)).toEqual({
    title: "7-day free trial of our coffee subscription",
  });
});

it("a dictated sentence does not swallow the request after it ('… Take out the email address.')", async () => {
  const { applied } = await change("Add that we have free wifi. Take out the email address.");
  expect(applied[0]).toBe("Added “We have free wifi.” to the About section");
  expect(applied[1]).toMatch(/^Removed the e-mail address from the contact details, the footer and the FAQ/);
});
