/**
 * Through iteratePage with a fake OpenAI-compatible model on loopback: a model that "warms up" a heading
 * or a text with a rank, opening days or a spelled-out span of years nobody gave puts none of them on the
 * page — in English as in another language — and a change left with nothing is not charged (decision 0083).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import { iteratePage } from "../../../src/generator/index.js";
import type { LlmSettings } from "../../../src/generator/types.js";
import { type FakeLlmServer, fakeModelSettings, startFakeLlmServer } from "../../helpers/fake-llm-server.js";
import { compose } from "../compose-for-test.js";
import { page, visible } from "../ops/pages.js";

let server: FakeLlmServer;
let llm: LlmSettings;
let weinstube: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  llm = fakeModelSettings(server);
  weinstube = renderStoredModel(
    compose("business-homepage", WEINSTUBE, { companyName: "Weinstube Kranz", title: "Weinstube Kranz" })
      .model,
  ).html;
}, 120_000);
afterAll(() => server.close());

async function change(html: string, request: string, ops: unknown[]) {
  server.enqueue({ text: JSON.stringify({ parts: [{ part: request, ops }] }) });
  return iteratePage(html, request, { provider: "llm", llm });
}

const WEINSTUBE =
  "Weinstube Kranz in Rüdesheim. Weinprobe mit fünf Weinen 19 €. Geöffnet Donnerstag bis Sonntag ab 15 Uhr. Reservierung unter 06722 4711.";

describe("a rank, opening days or years the owner never gave stay off the page", () => {
  it.each([
    [
      "Die Überschrift soll einladender klingen",
      "Rüdesheims beste Weinstube – seit zwanzig Jahren",
      /beste|zwanzig/,
    ],
    ["Die Überschrift bitte wärmer", "Die beste Weinstube am Rhein, auch montags geöffnet", /beste|montags/],
    ["Überschrift freundlicher", "Seit dreißig Jahren täglich geöffnet", /dreißig|täglich/],
  ])(
    "“%s” answered with “%s” changes nothing and costs nothing",
    async (request, heading, invented) => {
      const result = await change(weinstube, request, [
        { op: "set_text", path: "sections.s1.heading", value: heading },
      ]);
      if (result.ok) expect(visible(result.html)).not.toMatch(invented);
      else expect(result.message).toContain("Nichts wurde geändert");
    },
    120_000,
  );

  // The shop's owner ranks nothing and gives no opening days.
  it.each([
    ["make the headline warmer", "The best scarves in Peru, open every day", /best|every day/],
    ["friendlier headline please", "Peru's favourite scarves, closed on Mondays", /favourite|Mondays/],
    ["a warmer heading", "Peru's best-loved knits for twenty-five years", /best|twenty-five/],
  ])("“%s” answered with “%s” puts no claim on an English page", async (request, heading, invented) => {
    const html = renderStoredModel(page("shop")).html;
    const result = await change(html, request, [
      { op: "set_text", path: "sections.s1.heading", value: heading },
    ]);
    if (result.ok) expect(visible(result.html)).not.toMatch(invented);
  });
});
