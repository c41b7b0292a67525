/**
 * Requests read the way their owners write them, on pages composed from descriptions: a second change
 * after a comma, a lower-case list named by its members' noun, an event time named by the hours' noun, a
 * weekday date never moved back before the page's year, an item named in another case, the business
 * renamed by "the name", and a new offer that could join two lists put in the offers by a verb of offering,
 * else asked back — never put in the wrong one.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

const PLUMBER = compose(
  "business-homepage",
  "Family-run plumber in Leeds. We fix leaks, unblock drains and install boilers. Emergency call-out £85, standard hourly rate £55. Open Monday to Friday 8am–6pm, Saturday 9am–1pm. Call 0113 496 0321.",
  { companyName: "Dripfix Plumbing", title: "Plumbing in Leeds" },
).model;

const ACADEMIA = compose(
  "lead-generation",
  "Academia en Valencia: cursos de inglés y alemán para adultos. Curso intensivo 180 € al mes. Escríbenos a hola@academia.es.",
  { companyName: "Academia Lingua", title: "Idiomas en Valencia", industry: "education" },
).model;

const TASTING = compose(
  "event-registration",
  "Degustazione di vini naturali a Bologna. Sabato 13 marzo 2027 alle 19:00. Sei vini di piccoli produttori. Biglietto 35 €. Prenota al 051 234 5678.",
  { companyName: "Enoteca Vinaria", title: "Degustazione", industry: "food" },
).model;

const YOGA = compose(
  "business-homepage",
  "Studio jogi w Krakowie. Zajęcia hatha jogi, jogi dla początkujących i jogi prenatalnej. Karnet miesięczny 220 zł. Telefon 12 345 67 89.",
  { companyName: "Studio Jogi Oddech", title: "Joga w Krakowie", industry: "fitness" },
).model;

const PHYSIO = compose(
  "business-homepage",
  "Physiotherapie in Freiburg. Krankengymnastik, manuelle Therapie und Lymphdrainage. Alle Kassen und Privat. Telefon 0761 123 4567.",
  { companyName: "Physiotherapie Lindenhof", title: "Physiotherapie", industry: "healthcare" },
).model;

describe("a second change after a comma", () => {
  it("is read on its own when it names a thing and states its value", () => {
    const read = interpret("we dont open saturdays anymore, and emergency callout is £95", PLUMBER);
    expect(read.ops).toEqual([
      { op: "set_hours", days: [5], hours: "closed" },
      { op: "set_fact", kind: "price", from: "£85", to: "£95" },
    ]);
    expect(read.unread).toEqual([]);
  });

  it("never cuts the first words of a list from the price they share", () => {
    const read = interpret("bath, brush and nails are £40", PLUMBER);
    expect(read.ops.some((op) => op.op === "remove_item")).toBe(false);
  });
});

describe("a lower-case list named by its members' noun", () => {
  it("takes the new member at its end, in the owner's case", () => {
    const read = interpret("añade francés a los idiomas", ACADEMIA);
    expect(read.ops).toEqual([
      { op: "replace_text", find: "inglés y alemán", with: "inglés, alemán y francés" },
    ]);
  });
});

describe("an event's time and date", () => {
  it("takes a new time named by the hours' noun on a page with no opening hours", () => {
    expect(interpret("cambia l'orario alle 20:00", TASTING).ops).toEqual([
      { op: "set_fact", kind: "time", from: "19:00", to: "20:00" },
    ]);
    expect(interpret("alle 20:00 invece che alle 19:00", TASTING).ops).toEqual([
      { op: "set_fact", kind: "time", from: "19:00", to: "20:00" },
    ]);
  });

  it("is never moved back before the page's year to fit a weekday; the mismatch is said", () => {
    // 21 March 2026 was a Saturday, 21 March 2027 is a Sunday: the page's tasting is in 2027.
    const read = interpret("la degustazione è spostata a sabato 21 marzo", TASTING);
    expect(read.ops).toEqual([
      {
        op: "refuse",
        part: "la degustazione è spostata a sabato 21 marzo",
        why: "il 21 marzo non cade di sabato né quest'anno né nei prossimi due: ripeti la data o il giorno",
      },
    ]);
    expect(interpret("la degustazione è spostata a sabato 20 marzo", TASTING).ops).toEqual([
      { op: "set_fact", kind: "date", from: "13 marzo 2027", to: "20 marzo" },
    ]);
  });
});

describe("an item named in another case", () => {
  it("is the item whose words share the stem ('jogę prenatalną' for 'Jogi prenatalnej')", () => {
    const read = interpret("usuń jogę prenatalną", YOGA);
    expect(read.ops).toEqual([{ op: "remove_item", section: "services", item: "Jogi prenatalnej" }]);
  });

  it("a Polish 'change' is never read as a slip of 'swap'", () => {
    const read = interpret("zmień nazwę karnetu na Karnet Open", YOGA);
    expect(read.ops.some((op) => op.op === "move_item")).toBe(false);
  });
});

describe("the business renamed by 'the name'", () => {
  it("sets the company name wherever the page writes it", () => {
    const read = interpret("zmień nazwę na Studio Oddech", YOGA);
    expect(read.ops).toEqual([{ op: "set_text", path: "source.companyName", value: "Studio Oddech" }]);
    const { model } = applyOps(YOGA, read.ops, { request: "zmień nazwę na Studio Oddech" });
    expect(model.source.companyName).toBe("Studio Oddech");
  });
});

describe("German offerings", () => {
  it("an adjective and noun before 'und' is an offering of its own", () => {
    const services = PHYSIO.sections.find((s) => s.kind === "services");
    expect(services?.items.map((i) => i.title)).toEqual([
      "Krankengymnastik",
      "Manuelle Therapie",
      "Lymphdrainage",
    ]);
  });

  it("a new offer said with a verb of offering joins the offers, never a list in a sentence", () => {
    const read = interpret("Wir bieten jetzt auch Kinesio-Taping an", PHYSIO);
    expect(read.ops).toEqual([{ op: "add_item", section: "services", item: { title: "Kinesio-Taping" } }]);
  });

  it("a member said with another verb that could join either list is asked back", () => {
    const read = interpret("Wir akzeptieren jetzt auch Beihilfe", PHYSIO);
    expect(read.ops).toHaveLength(1);
    expect(read.ops[0]).toMatchObject({ op: "refuse" });
    expect(JSON.stringify(read.ops)).toContain("Alle Kassen und Privat");
  });
});
