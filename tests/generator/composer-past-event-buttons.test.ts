/**
 * An event that has taken place takes no registrations: the hero's button and the header's ask about the
 * next one (or lead to the contact form), as the registration section's form does — never "Register".
 */
import { describe, expect, it } from "vitest";
import { buttonLabels as buttons, compose, section } from "./compose-for-test.js";

describe("an event that has taken place", () => {
  it("asks about the next one from the hero and says Contact in the header (en)", () => {
    const { model, html } = compose(
      "event-registration",
      "Open day at Harbour School on Saturday 14 November 2026 from 10 to 1pm. Lab tours and a talk by the head.",
      { companyName: "Harbour School", title: "Open day" },
    );
    expect(section(model, "hero")?.cta?.label).toBe("Ask about the next one");
    expect(buttons(html)).toContain("Contact");
    for (const label of buttons(html)) expect(label).not.toMatch(/register|book your place|save your seat/i);
  });

  it("says so in the page's language (it)", () => {
    const { model, html } = compose(
      "event-registration",
      "Open day della Scuola Dante sabato 14 novembre 2026 dalle 10 alle 13. Visita ai laboratori. Via Garibaldi 5, Torino.",
      { companyName: "Scuola Dante", title: "Open day" },
    );
    expect(section(model, "hero")?.cta?.label).toBe("Chiedi della prossima edizione");
    for (const label of buttons(html)) expect(label).not.toMatch(/iscriviti|prenota/i);
  });

  it("a coming event still registers", () => {
    const { model } = compose(
      "event-registration",
      "Open day at Harbour School on Saturday 13 November 2027 from 10 to 1pm. Lab tours.",
      { companyName: "Harbour School", title: "Open day" },
    );
    expect(section(model, "hero")?.cta?.label).not.toBe("Ask about the next one");
  });
});
