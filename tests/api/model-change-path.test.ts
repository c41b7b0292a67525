/**
 * The model as the reader of changes, behind the real API, with a fake model on loopback that speaks the
 * OpenAI-compatible protocol (structured output by JSON schema): it reads every request with the rules'
 * reading as a hint, its operations are applied and the rules' stand for a part it leaves out; an answer that names what the page lacks, says
 * nothing, is junk or comes too late is named as not done and costs nothing, and so does an answer that
 * leaves the page as it was. Every failed change leaves the balance and the hold table as they were.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { iterationCost } from "../../src/core/pricing.js";
import { tokenHolds } from "../../src/server/db/schema.js";
import { type FakeLlmServer, lastUserText, startFakeLlmServer } from "../helpers/fake-llm-server.js";
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
/** Read by no rule: it goes to the model. */
const VAGUE = "make the page feel more special";

let llm: FakeLlmServer;
let ctx: TestContext;
/** What the model answers to the next change request (the copy plan of a generation is empty). */
let answer: { text: string; delayMs?: number }[] = [];

beforeAll(async () => {
  llm = await startFakeLlmServer({
    fallback: (request) => {
      if (!JSON.stringify(request.body).includes("set_fact"))
        return { text: JSON.stringify({ sections: [] }) };
      return answer.shift() ?? { status: 500, text: "no scripted change left" };
    },
  });
  ctx = await createTestApp({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fake",
    LLM_TIMEOUT_MS: "4000",
  });
});
afterAll(async () => {
  await ctx?.close();
  await llm?.close();
});
beforeEach(() => {
  answer = [];
});

const opsAnswer = (ops: unknown[], delayMs?: number) => ({ text: JSON.stringify({ ops }), delayMs });

/** An owner with the bakery page and 2,000 bought tokens. */
async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  await client.buyTokens(2000);
  const created = await client.post("/api/templates", BAKERY);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const balance = (await client.get("/api/profile")).body.tokenBalance as number;
  return {
    client,
    userId,
    id: created.body.template.id as string,
    html: created.body.template.htmlContent as string,
    balance,
  };
}

/** The change failed for free: same balance, one version, no hold left pending. */
async function expectNothingCharged(owner: Awaited<ReturnType<typeof ownerWithPage>>) {
  expect((await owner.client.get("/api/profile")).body.tokenBalance).toBe(owner.balance);
  expect((await owner.client.get(`/api/templates/${owner.id}/versions`)).body.items).toHaveLength(1);
  const pending = await ctx.database.db
    .select()
    .from(tokenHolds)
    .where(and(eq(tokenHolds.userId, owner.userId), eq(tokenHolds.status, "pending")));
  expect(pending).toEqual([]);
}

const change = (owner: { client: TestClient; id: string }, text: string) =>
  owner.client.post(`/api/templates/${owner.id}/iterations`, { change: text });

describe("a request the rules read only in part", () => {
  it("sends the whole request to the model; the rules' reading stands for the part its answer leaves out", async () => {
    const owner = await ownerWithPage();
    answer = [opsAnswer([{ op: "set_text", path: "sections.s1.heading", value: "Bread worth the walk" }])];
    const text = `Sourdough is now £4.80 and ${VAGUE}`;
    const reply = await change(owner, text);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const html = reply.body.template.htmlContent as string;
    expect(html).toContain("£4.80");
    expect(html).not.toContain("£4.50");
    expect(html).toContain("Bread worth the walk");
    expect(reply.body.tokensUsed).toBe(iterationCost(text));
    const asked = llm.requests.filter((r) => JSON.stringify(r.body).includes("set_fact")).at(-1)!;
    expect(lastUserText(asked)).toContain(JSON.stringify(text));
    expect(lastUserText(asked)).toContain('"Sourdough is now £4.80" → [{"op":"set_fact"');
  });
});

describe("a model answer that cannot be applied costs nothing", () => {
  it("names operations on sections and items the page does not have", async () => {
    const owner = await ownerWithPage();
    answer = [
      opsAnswer([
        { op: "remove_section", section: "s9" },
        { op: "remove_item", section: "pricing", item: "Gold plan" },
        { op: "set_text", path: "sections.s7.heading", value: "Fresh every day" },
      ]),
    ];
    const reply = await change(owner, VAGUE);
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.code).toBe("change_not_applied");
    expect(reply.body.error.message).toMatch(/^Nothing was changed, and nothing was charged\./);
    expect(reply.body.error.message).toContain("s9");
    expect(reply.body.error.message).toContain("“pricing”");
    expect(reply.body.error.message).toContain("sections.s7.heading");
    await expectNothingCharged(owner);
  });

  it("names the part sent to a model that answered no operations as not done", async () => {
    const owner = await ownerWithPage();
    answer = [opsAnswer([])];
    const reply = await change(owner, VAGUE);
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.code).toBe("change_not_applied");
    expect(reply.body.error.message).toContain(`“${VAGUE}” — not understood`);
    await expectNothingCharged(owner);
  });

  it("keeps what the rules read and names the part the model answered nothing for", async () => {
    const owner = await ownerWithPage();
    answer = [opsAnswer([])];
    const reply = await change(owner, `Sourdough is now £4.80 and ${VAGUE}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.template.htmlContent).toContain("£4.80");
    expect(reply.body.notApplied.join("\n")).toContain(`“${VAGUE}” — not understood`);
  });

  it("fails on an empty answer, twice, with the message to try again", async () => {
    const owner = await ownerWithPage();
    answer = [{ text: "" }, { text: "" }];
    const reply = await change(owner, VAGUE);
    expect(reply.status).toBe(502);
    expect(reply.body.error).toEqual({
      code: "iteration_failed",
      message: "The AI did not answer with changes we could read; please try again.",
    });
    await expectNothingCharged(owner);
  });

  it("fails on a model slower than the timeout", async () => {
    const owner = await ownerWithPage();
    answer = [opsAnswer([{ op: "set_style", scheme: "dark" }], 8_000)];
    const reply = await change(owner, VAGUE);
    expect(reply.status).toBe(502);
    expect(reply.body.error.code).toBe("iteration_failed");
    expect(reply.body.error.message).toMatch(/took too long/i);
    await expectNothingCharged(owner);
  });

  it("refuses an answer that leaves the page as it was", async () => {
    const owner = await ownerWithPage();
    const heading = owner.html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "";
    expect(heading).not.toBe("");
    answer = [
      opsAnswer([
        { op: "set_text", path: "sections.s1.heading", value: heading.replace(/&amp;/g, "&") },
        { op: "set_style", scheme: "auto" },
      ]),
    ];
    const reply = await change(owner, VAGUE);
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.message).toMatch(/^Nothing was changed, and nothing was charged\./);
    await expectNothingCharged(owner);
  });
});
