/**
 * A fact is shown whole, once, under the name of what it is: an address as the owner spelt it, a class's
 * times as class times, a time with its unit on one line, a price card's clause not again as prose, a
 * chip never cut, and the names a school teaches as its offerings.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

const chips = (type: Parameters<typeof compose>[0], prompt: string) =>
  section(compose(type, prompt).model, "hero")?.items.map((i) => i.title);

describe("an address keeps the owner's spelling", () => {
  it.each([
    [
      "Kwiaciarnia w Poznaniu. Bukiety ślubne i wiązanki. Adres: al. Marcinkowskiego 5, Poznań.",
      "al. Marcinkowskiego 5, Poznań",
    ],
    ["Szkoła tańca w Krakowie. Salsa i bachata. Adres: ul. Długa 12, Kraków.", "ul. Długa 12, Kraków"],
    [
      "Ginásio com aulas de grupo e sauna. Mensalidade 35 €. av. da Liberdade 110, Lisboa.",
      "av. da Liberdade 110, Lisboa",
    ],
  ])("%s → chip %j", (prompt, address) => {
    expect(chips("business-homepage", prompt)).toContain(address);
  });

  it("still starts another chip with a capital", () => {
    expect(chips("business-homepage", "Fietsenmaker in Utrecht. Open ma–za 9:00–18:00.")).toEqual([
      "Utrecht",
      "Ma–za 9:00–18:00",
    ]);
  });
});

describe("times are named by what they are", () => {
  const contact = (type: Parameters<typeof compose>[0], prompt: string) =>
    section(compose(type, prompt).model, "contact")?.items.map((i) => `${i.title}: ${i.text}`) ?? [];
  const footer = (type: Parameters<typeof compose>[0], prompt: string) =>
    compose(type, prompt).model.footer.map((i) => `${i.title}: ${i.text}`);

  it.each([
    [
      "Szkoła tańca w Krakowie. Zajęcia w soboty 10:00–12:00 oraz we wtorki 18:00–19:30. Karnet 180 zł.",
      "Godziny zajęć: Zajęcia w soboty 10:00–12:00; we wtorki 18:00–19:30",
    ],
    [
      "Swimming lessons in Cardiff. Lessons Tuesdays and Thursdays 5–7 pm. £8 per lesson.",
      "Class times: Lessons Tuesdays and Thursdays 5–7 pm",
    ],
    [
      "École de programmation pour enfants à Lyon. Ateliers le mercredi de 14h à 16h, 45 € par mois.",
      "Horaires des cours: Ateliers le mercredi de 14h à 16h",
    ],
  ])("a class's times are class times: %s", (prompt, line) => {
    expect(contact("business-homepage", prompt)).toContain(line);
    expect(footer("business-homepage", prompt)).toContain(line);
    expect(footer("business-homepage", prompt).join(" ")).not.toMatch(
      /Opening hours|Godziny otwarcia|Horaires d'ouverture/,
    );
  });

  it("keeps opening hours and office hours under their own names beside class times", () => {
    const lines = footer(
      "business-homepage",
      "Swim school in Cardiff. Lessons Tuesdays 5–7 pm. Office hours Mon–Fri 9am–5pm.",
    );
    expect(lines).toEqual(
      expect.arrayContaining(["Class times: Lessons Tuesdays 5–7 pm", "Office hours: Mon–Fri 9am–5pm"]),
    );
    expect(footer("business-homepage", "Bäckerei in Leipzig. Geöffnet Mo–Sa 7–18 Uhr.")).toContain(
      "Öffnungszeiten: Mo–Sa 7–18 Uhr",
    );
  });

  it("says when an event meets, not its opening hours", () => {
    const lines = footer(
      "event-registration",
      "Unser Lauftreff trifft sich jeden Dienstag um 7 Uhr am Bootshaus. Anmeldung an lauf@example.de.",
    );
    expect(lines).toContain("Wann: jeden Dienstag um 7 Uhr");
  });
});

describe("a time stays on one line with its unit", () => {
  it("holds hours, clock words and ranges together in the contact card, the chips and the footer", () => {
    const { html } = compose(
      "business-homepage",
      "Zahnarztpraxis in Freiburg. Sprechzeiten Mo–Fr 8–18 Uhr. Kaiser-Joseph-Straße 14, Freiburg.",
    );
    // Contact card, hero chip and footer each hold "8–18 Uhr" unbroken.
    expect(html.match(/<span class="nw">8–18 Uhr<\/span>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain(".nw{white-space:nowrap}");
  });
});

describe("a chip is never cut and never said twice", () => {
  it.each([
    [
      "Club de lecture chaque premier jeudi du mois à 19 h à la librairie.",
      "Chaque premier jeudi du mois à 19 h",
    ],
    [
      "Webinar-Reihe jeden ersten Montag im Monat um 18 Uhr, kostenlos.",
      "Jeden ersten Montag im Monat um 18 Uhr",
    ],
  ])("%s → %j", (prompt, chip) => {
    expect(chips("event-registration", prompt)).toContain(chip);
  });

  it("shows a meeting time once, not again as hours", () => {
    expect(
      chips(
        "event-registration",
        "Chorprobe jeden Donnerstag um 19 Uhr im Gemeindehaus, neue Stimmen willkommen.",
      ),
    ).toEqual(["Jeden Donnerstag um 19 Uhr"]);
  });
});

describe("a price card's fact is not said again as prose", () => {
  it("leaves out of the about what a price card shows, keeping the rest", () => {
    const { model } = compose(
      "business-homepage",
      "Töpferwerkstatt Lehm & Glut in Leipzig. Kurse dienstags 18 Uhr und samstags 10 Uhr, Anfängerkurs mit 4 Abenden für 120 €. Wir brennen auch eure eigenen Stücke. Karl-Heine-Straße 40, Leipzig.",
      { companyName: "Lehm & Glut", title: "Töpferwerkstatt Lehm & Glut" },
    );
    const about = section(model, "about")?.items.map((i) => i.title) ?? [];
    expect(about).toEqual([
      "Kurse dienstags 18 Uhr",
      "Samstags 10 Uhr",
      "Lehm & Glut brennt auch eure eigenen Stücke",
    ]);
    const card = model.sections.flatMap((s) => s.items).find((i) => i.price === "120 €");
    expect(card?.title).toBe("Anfängerkurs mit 4 Abenden");
  });

  it("does not hang the next offering of a list on a price", () => {
    const { model } = compose(
      "business-homepage",
      "Zahnarztpraxis in Freiburg. Wir bieten Kontrolluntersuchung für 45 €, Bleaching für 290 € und Kinderzahnheilkunde.",
    );
    const prices = model.sections.flatMap((s) => s.items.map((i) => i.price ?? "")).filter(Boolean);
    expect(prices).toContain("290 €");
    expect(prices.join(" ")).not.toContain("Kinderzahnheilkunde");
  });
});

describe("what a school teaches is what it offers", () => {
  it.each([
    [
      "Coding school for kids in Leeds. We offer Scratch, Python and Roblox game design.",
      ["Scratch", "Python", "Roblox game design"],
    ],
    ["Coding club for kids in Bath. We teach Scratch, Python and Roblox.", ["Scratch", "Python", "Roblox"]],
    [
      "Escuela de programación para niños en Valencia. Enseñamos Scratch, Python y Roblox.",
      ["Scratch", "Python", "Roblox"],
    ],
    [
      "Escola de programação para crianças no Porto. Ensinamos Scratch, Python e Minecraft.",
      ["Scratch", "Python", "Minecraft"],
    ],
    [
      "Programmierschule für Kinder in Köln. Wir bieten Scratch, Python und Roblox an.",
      ["Scratch", "Python", "Roblox"],
    ],
  ])("%s", (prompt, offered) => {
    const { model } = compose("business-homepage", prompt);
    expect(section(model, "services")?.items.map((i) => i.title)).toEqual(offered);
    // The verb that led the list is not said again as a point.
    expect(
      section(model, "about")
        ?.items.map((i) => i.title)
        .join(" ") ?? "",
    ).not.toMatch(/Scratch/);
  });
});
