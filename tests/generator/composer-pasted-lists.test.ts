/**
 * A list the owner pastes, one thing per line with its line after a colon: every thing is offered, each with
 * the owner's words under it, and nothing is said twice on the page.
 */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

const PLUMBER =
  "Plumber in Leeds.\n- Blocked drains: cleared the same day with a camera survey.\n- Boiler repairs: all makes, Gas Safe registered.\n- Burst pipes: we come within the hour.";

describe("a pasted list of things with their lines", () => {
  it("offers every thing with the owner's line under it", () => {
    const { model } = compose("business-homepage", PLUMBER, {
      companyName: "FixIt Plumbing",
      title: "FixIt Plumbing",
    });
    const services = model.sections.find((s) => s.kind === "services");
    expect(services?.items.map((i) => [i.title, i.text])).toEqual([
      ["Blocked drains", "Cleared the same day with a camera survey"],
      ["Boiler repairs", "All makes, Gas Safe registered"],
      ["Burst pipes", "We come within the hour"],
    ]);
  });

  it("says each line once: no About repeats what the services say", () => {
    const { html } = compose("business-homepage", PLUMBER, {
      companyName: "FixIt Plumbing",
      title: "FixIt Plumbing",
    });
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(visible.match(/we come within the hour/gi)).toHaveLength(1);
    expect(visible.match(/Gas Safe registered/g)).toHaveLength(1);
  });

  it("ends each line at the next item and the list at the prose after it, also without full stops", () => {
    const { model } = compose(
      "business-homepage",
      "- Blocked drains: cleared same day\n- Burst pipes: 24/7 callout\n- Boiler repairs: Gas Safe engineers\nCovering Bristol and Bath. Call 0117 496 0732.",
      { companyName: "ClearFlow Plumbing", title: "Emergency plumber" },
    );
    const services = model.sections.find((s) => s.kind === "services");
    expect(services?.items.map((i) => [i.title, i.text])).toEqual([
      ["Blocked drains", "Cleared same day"],
      ["Burst pipes", "24/7 callout"],
      ["Boiler repairs", "Gas Safe engineers"],
    ]);
    // The towns after the list are where it works, never a team member or a service.
    expect(model.sections.find((s) => s.kind === "team")).toBeUndefined();
  });

  it("gives an item without a line of its own no line: the next bullet is never read as one", () => {
    const { model } = compose(
      "business-homepage",
      "Physiotherapy in Bath.\n- Sports injuries\n- Back and neck pain\n- Rehab after surgery\nAppointments Monday to Friday 8:00-19:00.",
      { companyName: "Physio Kowalski", title: "Physio Kowalski" },
    );
    const cards = model.sections.find((s) => s.kind === "services")?.items ?? [];
    expect(cards.map((i) => [i.title, i.text ?? ""])).toEqual([
      ["Sports injuries", ""],
      ["Back and neck pain", ""],
      ["Rehab after surgery", ""],
    ]);
  });
});
