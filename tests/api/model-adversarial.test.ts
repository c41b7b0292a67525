/**
 * A model that invents facts in every field it is given, behind the real API (issue 26, done-when): it
 * reads the schema the product sends (copy plan, change operations, a translation's array) and fills it
 * with prices, years, phones, e-mails, links, names, quotes, ratings, awards and statistics nobody gave.
 * Generation and iteration still succeed, none of it reaches the saved page (its text, attributes, JSON-LD
 * or page model), the charge is the shown price, and the report names what was left out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationCost, iterationCost } from "../../src/core/pricing.js";
import {
  type AdversarialModel,
  INVENTED_MARKERS,
  startAdversarialModel,
} from "../helpers/adversarial-model.js";
import { startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const BAKERY = {
  prompt:
    "Crumb & Co is a neighbourhood bakery on 14 Mill Lane, Leeds. Sourdough £4.50, croissants £2.20. Open Tuesday to Saturday 8:00–16:00. Call 0113 496 0321 or email hello@crumbandco.co.uk.",
  title: "Crumb & Co Bakery",
  companyName: "Crumb & Co",
  landingPageType: "business-homepage",
  industry: "food",
  targetAudience: "neighbours",
  logoOption: "generate",
  logoData: null,
};
/** A request the offline rules cannot read, so the model answers it with operations. */
const CHANGE = "Make the page feel more special and tell people why they will love us";

/**
 * The invented facts a page shows anywhere but in its drawings' path data and its style sheet, each with
 * the markup around it (so a failure says where it leaked).
 */
function inventedOn(html: string): string[] {
  // Drawings, the style sheet and the machine's own values (when the page was made, its seed, its form's
  // token) are no facts; "…:34.941Z" once matched the invented rating "4.9".
  const shown = html
    .replace(/<svg\b[\s\S]*?<\/svg>|<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/"generatedAt":"[^"]*"|"seed":\d+|\/f\/[\w-]+/g, " ");
  return INVENTED_MARKERS.flatMap((marker) => {
    const at = shown.toLowerCase().indexOf(marker.toLowerCase());
    return at < 0 ? [] : [`${marker}: …${shown.slice(Math.max(0, at - 120), at + 60)}…`];
  });
}

async function balanceOf(client: TestClient): Promise<number> {
  return (await client.get("/api/profile")).body.tokenBalance as number;
}

describe.each(["openai-compatible", "anthropic"] as const)("an inventing model over %s", (provider) => {
  let adversary: AdversarialModel;
  let ctx: TestContext;
  let client: TestClient;
  let templateId = "";
  beforeAll(async () => {
    adversary = await startAdversarialModel();
    ctx = await createTestApp({
      LLM_PROVIDER: provider,
      LLM_BASE_URL: adversary.baseUrl,
      LLM_MODEL: "adversary",
      LLM_API_KEY: "sk-adversary-secret-0123",
    });
    client = new TestClient(ctx.app);
    await client.signUp();
    const bought = await client.buyTokens(5000);
    expect(bought.status).toBe(201);
  });
  afterAll(async () => {
    await ctx?.close();
    await adversary?.close();
  });

  it("generates a page with none of its invented facts, charges the shown price and lists what it removed", async () => {
    const balance = await balanceOf(client);
    const reply = await client.post("/api/templates", BAKERY);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { template } = reply.body;
    templateId = template.id;
    expect(template.model).toBe("adversary");
    expect(inventedOn(template.htmlContent)).toEqual([]);
    // The owner's own facts are all still there.
    for (const fact of ["£4.50", "£2.20", "0113 496 0321", "hello@crumbandco.co.uk", "14 Mill Lane"])
      expect(template.htmlContent).toContain(fact);
    expect(reply.body.tokensUsed).toBe(generationCost(BAKERY.prompt));
    expect(await balanceOf(client)).toBe(balance - generationCost(BAKERY.prompt));
    const notes = (reply.body.notes as string[]).join("\n");
    for (const removed of ["since 1987", "£1.99", "Jane Doe", "Rated 4.9/5", "deals@invented-example.com"])
      expect(notes).toContain(`Removed “${removed}”: not in your description`);
    // The model was asked for the copy plan by its schema, not for HTML.
    const first = adversary.requests[0]!.body;
    expect(JSON.stringify(first.response_format ?? first.tools)).toContain("sections");
  });

  it("applies a change through its operations with none of its invented facts, for the shown price", async () => {
    const balance = await balanceOf(client);
    const reply = await client.post(`/api/templates/${templateId}/iterations`, { change: CHANGE });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.template.version).toBe(2);
    expect(inventedOn(reply.body.template.htmlContent)).toEqual([]);
    expect(reply.body.tokensUsed).toBe(iterationCost(CHANGE));
    expect(await balanceOf(client)).toBe(balance - iterationCost(CHANGE));
    const report = (reply.body.notApplied as string[]).join("\n");
    for (const left of ["since 1987", "+44 20 7946 0018", "Jane Doe", "£1.99"])
      expect(report).toContain(`“${left}”`);
    // It was asked with the operations' schema (set_fact, add_item…), and answered every kind of them.
    const asked = adversary.requests.filter((r) => JSON.stringify(r.body).includes("set_fact"));
    expect(asked.length).toBeGreaterThan(0);
  });
});

describe("a change whose every operation is an invented fact", () => {
  it("leaves the page as it was, costs nothing and names what it left out", async () => {
    const ops = [
      { op: "set_fact", kind: "price", from: "£4.50", to: "£1.99" },
      { op: "add_fact", kind: "phone", value: "+44 20 7946 0018", label: "Orders" },
      { op: "add_item", section: "s2", item: { title: "Rye loaf", price: "£3.10" } },
    ];
    const llm = await startFakeLlmServer({
      fallback: (request) =>
        JSON.stringify(request.body).includes("set_fact")
          ? { text: JSON.stringify({ ops }) }
          : { text: JSON.stringify({ sections: [] }) },
    });
    const ctx = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake",
    });
    try {
      const client = new TestClient(ctx.app);
      await client.signUp();
      await client.buyTokens(2000);
      const created = await client.post("/api/templates", BAKERY);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const balance = await balanceOf(client);
      const reply = await client.post(`/api/templates/${created.body.template.id}/iterations`, {
        change: CHANGE,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.error.code).toBe("change_not_applied");
      expect(reply.body.error.message).toContain("“£1.99”");
      expect(await balanceOf(client)).toBe(balance);
      const saved = await client.get(`/api/templates/${created.body.template.id}`);
      expect(saved.body.template ?? saved.body).toMatchObject({ version: 1 });
      // Kept in the page's conversation with its reason and advice, and without its own "Nothing was
      // charged" (the turn's cost line says it once).
      expect(reply.body.error.message).toMatch(/charged/i);
      const kept = await client.get(`/api/templates/${created.body.template.id}/refusals`);
      const message = (kept.body.items as { message: string }[]).at(-1)?.message ?? "";
      expect(message).toContain("“£1.99”");
      expect(message).not.toMatch(/charged/i);
      expect(message).toMatch(/^Left out “£1.99”: it is not in your request or on the page;/);
    } finally {
      await ctx.close();
      await llm.close();
    }
  });
});
