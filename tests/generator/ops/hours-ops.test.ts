import { describe, expect, it } from "vitest";
import { readLine, readSpans, type Week } from "../../../src/generator/ops/week.js";
import { compose } from "../compose-for-test.js";
import { applySaid, change, jsonLd, page, visible } from "./pages.js";

const spec = (days: string[], opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: days.map((day) => `https://schema.org/${day}`),
  opens,
  closes,
});

describe("set_hours", () => {
  it("gives a day with a break two ranges: written on the page and two entries in the JSON-LD", () => {
    const r = change(page("restaurant"), [{ op: "set_hours", days: [0], hours: "09:00-12:00, 14:00-18:00" }]);
    expect(r.applied).toEqual(["Set Monday opening hours to 9:00–12:00 and 14:00–18:00"]);
    const lines = ["Mon 9:00–12:00, 14:00–18:00", "Tue–Fri 12:00–22:00", "Sat 12:00–23:00"];
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual(lines);
    expect(visible(r.html)).toContain(lines.join(", "));
    expect(jsonLd(r.html).openingHoursSpecification).toEqual([
      spec(["Monday"], "09:00", "12:00"),
      spec(["Monday"], "14:00", "18:00"),
      spec(["Tuesday", "Wednesday", "Thursday", "Friday"], "12:00", "22:00"),
      spec(["Saturday"], "12:00", "23:00"),
    ]);
  });

  it("takes two ranges the owner said for a day, and refuses a range they did not say", () => {
    const said = applySaid(
      page("restaurant"),
      [{ op: "set_hours", days: [0], hours: "09:00-12:00, 14:00-18:00" }],
      {
        request: "Mondays 9-12 and 2-6",
      },
    );
    expect(said.applied).toEqual(["Set Monday opening hours to 9:00–12:00 and 14:00–18:00"]);
    const invented = applySaid(
      page("restaurant"),
      [{ op: "set_hours", days: [0], hours: "09:00-12:00, 15:00-19:00" }],
      {
        request: "Mondays 9-12 and 2-6",
      },
    );
    expect(invented.applied).toEqual([]);
  });

  it("gives one day its own hours everywhere the page writes them", () => {
    const r = change(page("restaurant"), [{ op: "set_hours", days: [0], hours: "08:00-14:00" }]);
    expect(r.applied).toEqual(["Set Monday opening hours to 8:00–14:00"]);
    const lines = ["Mon 8:00–14:00", "Tue–Fri 12:00–22:00", "Sat 12:00–23:00"];
    expect(jsonLd(r.html).openingHoursSpecification).toEqual([
      spec(["Monday"], "08:00", "14:00"),
      spec(["Tuesday", "Wednesday", "Thursday", "Friday"], "12:00", "22:00"),
      spec(["Saturday"], "12:00", "23:00"),
    ]);
    const contact = r.model.sections.find((s) => s.kind === "contact");
    // One card holds the week.
    expect(contact?.items.filter((i) => i.icon === "clock").map((i) => i.text)).toEqual([lines.join("; ")]);
    expect(r.model.footer.filter((i) => i.icon === "clock").map((i) => i.text)).toEqual([lines.join("; ")]);
    const html = visible(r.html);
    expect(html).not.toContain("Mon–Fri 12:00–22:00");
    expect(html).toContain(lines.join(", "));
    expect(r.model.source.prompt).toContain(`Open ${lines.join(", ")}.`);
  });

  it("adds a day the page did not open on, and closes one", () => {
    const r = applySaid(
      page("restaurant"),
      [
        { op: "set_hours", days: [6], hours: "10:00-16:00" },
        { op: "set_hours", days: [5], hours: "closed" },
      ],
      { request: "" },
    );
    expect(r.applied).toEqual(["Set Sunday opening hours to 10:00–16:00", "Set Saturday as closed"]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual(["Mon–Fri 12:00–22:00", "Sun 10:00–16:00"]);
  });

  it("writes the hours in the page's language", () => {
    const { model } = compose(
      "business-homepage",
      "Bäckerei Korn in Leipzig, Hauptstraße 5. Frische Brötchen und Kuchen. Geöffnet Mo–Fr 7:00–18:00. Telefon 0341 123456.",
    );
    const r = change(model, [{ op: "set_hours", days: [5], hours: "08:00-13:00" }]);
    expect(r.applied).toEqual(["Öffnungszeiten Samstag: 8:00–13:00"]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual(["Mo–Fr 7:00–18:00", "Sa 8:00–13:00"]);
  });

  it("does not read hours it cannot read", () => {
    const r = applySaid(page("restaurant"), [{ op: "set_hours", days: [0], hours: "early" }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["Could not read the opening hours “early”"]);
  });

  it("rewrites a sentence that says a day is closed once the new hours open it", () => {
    const { model } = compose(
      "business-homepage",
      "Muddy Paws is a dog grooming salon in Bristol. Nail trim £8. Open Tuesday to Saturday 9:00–17:00, closed Sunday and Monday. Call 0117 496 0123.",
    );
    const r = change(model, [{ op: "set_hours", days: [0], hours: "10:00-16:00" }]);
    const html = visible(r.html);
    expect(html).not.toMatch(/closed Sunday and Monday/i);
    expect(html).toMatch(/closed Sunday/i);
    const all = change(model, [{ op: "set_hours", days: [0, 6], hours: "10:00-16:00" }]);
    expect(visible(all.html)).not.toMatch(/closed Sunday|closed Monday/i);
  });

  it("finds the old hours in an answer that starts them with a capital (Italian)", () => {
    const { model } = compose(
      "business-homepage",
      "Studio Respiro è uno studio di yoga a Bologna in via Saragozza 31. Lezione singola 15 €. Aperto dal lunedì al venerdì 7:00–21:00, sabato 9:00–13:00. Telefono 051 234 5678.",
    );
    const r = change(model, [{ op: "set_hours", days: [5], hours: "09:00-14:00" }]);
    expect(r.applied).toEqual(["Orari di sabato: 9:00–14:00"]);
    expect(visible(r.html)).not.toContain("9:00–13:00");
  });

  it("reads Portuguese hours and opens a day the page said was closed", () => {
    const { model } = compose(
      "business-homepage",
      "Barbearia Bigode é uma barbearia no Porto, Rua de Cedofeita 120. Corte de cabelo 15 €. Aberto de terça a sábado das 10:00 às 19:00, domingo e segunda fechado. Telefone 22 123 4567.",
    );
    const r = change(model, [{ op: "set_hours", days: [0], hours: "10:00-14:00" }]);
    expect(r.applied).toEqual(["Horário de segunda-feira: 10:00–14:00"]);
    expect(visible(r.html)).not.toMatch(/segunda fechado/i);
  });
});

describe("the page's own hours, as each language writes them", () => {
  const read = (lang: string, text: string) => {
    const week: Week = Array(7).fill(undefined);
    return readLine(week, { text, days: "", times: "" }, lang) ? week : null;
  };
  const span = (open: string, close: string) => [{ open, close }];
  it.each([
    ["fr", "du mardi au dimanche de 7h à 19h30", 1, span("7:00", "19:30")],
    ["fr", "le samedi de 8h à 12h", 5, span("8:00", "12:00")],
    ["de", "Montag bis Freitag von 9 Uhr bis 18 Uhr", 0, span("9:00", "18:00")],
    ["nl", "di t/m za 9-18", 5, span("9:00", "18:00")],
    ["pt", "de segunda a sexta das 7h às 19h", 4, span("7:00", "19:00")],
    ["hu", "hétfőtől péntekig 8-16", 2, span("8:00", "16:00")],
    ["en", "Tuesday to Sunday 7am to 7:30pm", 6, span("7:00", "19:30")],
    ["it", "dal martedì al sabato dalle 9.30 alle 19", 3, span("9:30", "19:00")],
    ["nl", "maandag tot en met zaterdag 7:00–18:00", 5, span("7:00", "18:00")],
    ["en", "Tuesday through Saturday 10am-6pm", 3, span("10:00", "18:00")],
    ["en", "Mon thru Fri 9am-5pm", 4, span("9:00", "17:00")],
    ["pl", "od poniedziałku do soboty 11:00–21:00", 5, span("11:00", "21:00")],
    ["it", "da martedì a domenica 19:00–23:30", 6, span("19:00", "23:30")],
    ["es", "de lunes hasta viernes de 9:00 a 19:00", 4, span("9:00", "19:00")],
    // "Do" is Thursday in German, not Polish "do" (to); a lead word before the days is no day.
    ["de", "Mo–Do 7:30–19:00", 3, span("7:30", "19:00")],
    ["de", "Termine Mo–Do 7:30–19:00", 2, span("7:30", "19:00")],
  ])("%s: %s", (lang, text, day, spans) => {
    expect(read(lang as string, text as string)?.[day as number]).toEqual(spans);
  });
});

describe("a closed day, as each language writes it", () => {
  it.each(["fermé", "zamknięte", "geschlossen", "chiuso"])("%s is closed", (text) => {
    expect(readSpans(text)).toEqual([]);
  });
});

describe("hours written back the way the page writes them", () => {
  it("pl: short names keep their full stops and the closed Sunday line stays", () => {
    const { model } = compose(
      "business-homepage",
      "Kawiarnia Lipa w Toruniu. Kawa i ciasta. Sernik 16 zł. Otwarte pon.–pt. 8:00–18:00, sob. 9:00–16:00, niedziela zamknięte. Telefon 56 622 11 33.",
    );
    const r = change(model, [{ op: "set_hours", days: [5], hours: "08:00-16:00" }]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual([
      "pon.–pt. 8:00–18:00",
      "sob. 8:00–16:00",
      "niedziela zamknięte",
    ]);
    expect(r.applied).toEqual(["Godziny otwarcia, sobota: 8:00–16:00"]);
  });

  it.each([
    [
      "en: am and pm stay am and pm",
      "Bright Plumbing in Leeds. Boiler service £80. Open Mon–Fri 8am–6pm, Sat 9am–1pm. Call 0113 496 0000.",
      ["Mon–Fri 8am–6pm", "Sat 9am–12pm"],
    ],
    [
      "pt: hours written with an h keep it",
      "Estúdio Lume, pilates em Lisboa. Aula 15 €. Horário: segunda a sexta 8h–21h, sábado 9h–13h. Telefone 912 345 678.",
      ["segunda-feira–sexta-feira 8h–21h", "sábado 9h–12h"],
    ],
  ])("%s", (_, description, lines) => {
    const { model } = compose("business-homepage", description);
    const r = change(model, [{ op: "set_hours", days: [5], hours: "09:00-12:00" }]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual(lines);
  });

  it("it: a closed Sunday line stays when Saturday changes", () => {
    const { model } = compose(
      "business-homepage",
      "Studio Aurora, pilates a Bologna. Lezione 15 €. Orari: lun–ven 7:00–21:00, sab 9:00–13:00, domenica chiuso. Tel. 051 234567.",
    );
    const r = change(model, [{ op: "set_hours", days: [5], hours: "08:00-13:00" }]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual([
      "lun–ven 7:00–21:00",
      "sab 8:00–13:00",
      "domenica chiuso",
    ]);
  });
});

describe("a new day added after hours the page keeps word for word", () => {
  it("pl: every place that says the old line says the new day once beside it", () => {
    const { model } = compose(
      "business-homepage",
      "Piekarnia Ziarno w Gdańsku. Chleb orkiszowy 14 zł. Otwarte pon.–sob. 7:00–17:00. Tel. 58 301 22 44.",
    );
    const r = change(model, [{ op: "set_hours", days: [6], hours: "08:00-12:00" }]);
    expect(r.model.brief?.hours.map((h) => h.text)).toEqual(["pon.–sob. 7:00–17:00", "niedz. 8:00–12:00"]);
    const text = visible(r.html).toLowerCase();
    expect(text).not.toContain("niedz. 8:00–12:00, niedz.");
    expect(text).not.toContain("niedz. 8:00–12:00; niedz.");
    expect(text.split("pon.–sob. 7:00–17:00").length - 1).toBe(text.split("niedz. 8:00–12:00").length - 1);
  });
});

describe("hours the page shows without the description's lead word", () => {
  it("it: 'Aperti tutti i giorni …' shown as 'Tutti i giorni …' is rewritten where it is shown", () => {
    const { model } = compose(
      "business-homepage",
      "Gelateria Brina a Parma. Cono 3 €. Aperti tutti i giorni dalle 12:00 alle 23:00. Tel. 0521 123456.",
    );
    const r = change(model, [{ op: "set_hours", days: [0], hours: "closed" }]);
    const text = visible(r.html);
    expect(text).not.toMatch(/tutti i giorni/i);
    expect(text).toContain("Mar–dom 12:00–23:00");
  });
});
