/**
 * A name that starts with a capitalised small word ("The Brass Tacks", "Los Lobos") keeps it when added
 * to a list; a lower-case article before a name ("the Brass Tacks") is the owner's grammar and goes.
 */
import { describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../../src/generator/index.js";

describe("a name added with its own article", () => {
  it("keeps “The” of “The Brass Tacks” and drops a lower-case “the”", async () => {
    const page = await generatePage({
      landingPageType: "event-registration",
      industry: "entertainment",
      companyName: "Riverside Jazz Night",
      title: "Riverside Jazz Night at The Boathouse",
      prompt:
        "Riverside Jazz Night at The Boathouse, 4 Quay Street, Bristol. Saturday 6 March 2027, doors 19:00, music 19:30–23:00. Featuring the Hannah Cole Quartet and DJ Marlo. Tickets £18 in advance, £22 on the door.",
      targetAudience: "",
      logoOption: "generate",
      logoData: null,
    });
    const named = await iteratePage(page.html, "add The Brass Tacks to the lineup");
    expect(named.ok && named.applied.join(" ")).toContain("DJ Marlo and The Brass Tacks");
    const lower = await iteratePage(page.html, "add the Brass Tacks to the lineup");
    expect(lower.ok && lower.applied.join(" ")).toContain("DJ Marlo and Brass Tacks");
  });
});
