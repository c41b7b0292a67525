import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAND_EDIT_MAX_HTML_BYTES } from "../../src/core/hand-edit.js";
import { templateVersions, tokenTransactions } from "../../src/server/db/schema.js";
import { readVersionBody } from "../../src/server/templates/page-bodies.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const putHtml = (client: TestClient, id: string, body: unknown) =>
  client.request("PUT", `/api/templates/${id}/html`, body);

const MODEL_BLOCK = /<script type="application\/json" id="page-model">([\s\S]*?)<\/script>/;

describe("PUT /api/templates/:id/html", () => {
  it("saves the edited page as a new free version; the balance stays the same", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const balanceBefore = (await client.get("/api/profile")).body.tokenBalance;
    const edited = template.htmlContent.replace("Forno Azul", "Forno Azul &amp; Filhos");
    expect(edited).not.toBe(template.htmlContent);

    const reply = await putHtml(client, template.id, { html: edited });
    expect(reply.status).toBe(200);
    expect(reply.body.template).toMatchObject({ id: template.id, version: 2, htmlContent: edited });

    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, template.id));
    expect(versions.map((v) => [v.version, v.change, v.tokensUsed]).sort()).toEqual([
      [1, "Generated", 500],
      [2, "Edited by hand", 0],
    ]);
    expect(await readVersionBody(ctx.database.db, template.id, 2)).toBe(edited);
    const profile = (await client.get("/api/profile")).body;
    expect(profile.tokenBalance).toBe(balanceBefore);
    expect(profile.totalTokensUsed).toBe(500);
    const charges = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.reference, template.id));
    expect(charges).toHaveLength(1); // only the generation

    const download = await client.get(`/api/templates/${template.id}/download`);
    expect(download.body).toBe(edited);
    const history = (await client.get(`/api/templates/${template.id}/versions`)).body.items;
    expect(history[0]).toMatchObject({ version: 2, change: "Edited by hand", tokensUsed: 0 });
  });

  it("keeps the note as the version's change", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const reply = await putHtml(client, template.id, {
      html: template.htmlContent,
      note: "Fixed the opening hours",
    });
    expect(reply.status).toBe(200);
    const history = (await client.get(`/api/templates/${template.id}/versions`)).body.items;
    expect(history[0]).toMatchObject({ version: 2, change: "Fixed the opening hours", tokensUsed: 0 });
  });

  it("refuses with 422 quality_failed a page that loads a script from outside the file", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const html = template.htmlContent.replace(
      "</body>",
      '<script src="https://cdn.example.com/tracker.js"></script></body>',
    );
    const reply = await putHtml(client, template.id, { html });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe("quality_failed");
    expect(reply.body.error.message).toBe(
      "The edited page was not saved: <script> loads https://cdn.example.com/tracker.js from outside the file; inline it (CSS in <style>, images as inline SVG or data URLs).",
    );
    expect(reply.body.error.issues).toEqual([
      expect.objectContaining({ check: "external-resource", severity: "error" }),
    ]);
    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, template.id));
    expect(versions).toHaveLength(1);
  });

  it("refuses an image loaded from another site", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const html = template.htmlContent.replace(
      "</main>",
      '<img src="https://images.example.com/bread.jpg" alt="Bread"></main>',
    );
    const reply = await putHtml(client, template.id, { html });
    expect(reply.status).toBe(422);
    expect(reply.body.error.issues[0].check).toBe("external-resource");
  });

  it("lets the owner delete a section the page type usually has (a warning, not a refusal)", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const html = template.htmlContent.replace(/<section[^>]*data-section="faq"[\s\S]*?<\/section>/, "");
    expect(html).not.toContain('data-section="faq"');
    const reply = await putHtml(client, template.id, { html });
    expect(reply.status).toBe(200);
    expect(reply.body.template.htmlContent).not.toContain('data-section="faq"');
  });

  it("still refuses a page that breaks a real gate, such as a second h1", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const html = template.htmlContent.replace("</main>", "<h1>Another headline</h1></main>");
    const reply = await putHtml(client, template.id, { html });
    expect(reply.status).toBe(422);
    expect(reply.body.error.issues.map((i: { check: string }) => i.check)).toContain("single-h1");
  });

  it("answers 413 over 2 MB of HTML and says the limit", async () => {
    const { client, template } = await userWithPage(ctx.app);
    // Just over the limit, whatever the composed page weighs (its fonts included).
    const over = HAND_EDIT_MAX_HTML_BYTES - Buffer.byteLength(template.htmlContent) + 1024;
    const padding = `<!-- ${"x".repeat(over)} -->`;
    const html = template.htmlContent.replace("</body>", `${padding}</body>`);
    const reply = await putHtml(client, template.id, { html });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe("payload_too_large");
    expect(reply.body.error.message).toBe(
      "The page is 2.0 MB; a hand-edited page may be at most 2 MB of HTML. Use smaller images.",
    );

    const huge = template.htmlContent.replace("</body>", `<!-- ${"x".repeat(4 * 1024 * 1024)} --></body>`);
    const tooBig = await putHtml(client, template.id, { html: huge });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe(
      "A hand-edited page may be at most 2 MB of HTML. Use smaller images.",
    );
  });

  it("answers 404 for another user's template and for an unknown id, and saves nothing", async () => {
    const { template } = await userWithPage(ctx.app);
    const stranger = new TestClient(ctx.app);
    await stranger.signUp();
    const reply = await putHtml(stranger, template.id, { html: "<!doctype html><title>x</title>" });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe("not_found");
    expect((await putHtml(stranger, crypto.randomUUID(), { html: "x" })).status).toBe(404);
    expect((await putHtml(stranger, "not-a-uuid", { html: "x" })).status).toBe(404);
    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, template.id));
    expect(versions).toHaveLength(1);
  });

  it("answers 400 for a bad body and 401 without a session", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const missing = await putHtml(client, template.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ html: "html must be the page's HTML" });
    const empty = await putHtml(client, template.id, { html: "" });
    expect(empty.body.error.message).toBe("html must not be empty");
    const longNote = await putHtml(client, template.id, { html: "x", note: "n".repeat(201) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.error.message).toBe("note must be at most 200 characters");
    const notJson = await putHtml(client, template.id, "{oops");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe("invalid_json");
    const anonymous = new TestClient(ctx.app);
    expect((await putHtml(anonymous, template.id, { html: template.htmlContent })).status).toBe(401);
  });

  it("keeps a composer page's model block: removed or broken is refused, edited in step is saved", async () => {
    const { client, template } = await userWithPage(ctx.app);
    const block = template.htmlContent.match(MODEL_BLOCK);
    expect(block).not.toBeNull();

    const withoutModel = template.htmlContent.replace(MODEL_BLOCK, "");
    const removed = await putHtml(client, template.id, { html: withoutModel });
    expect(removed.status).toBe(422);
    expect(removed.body.error.issues).toEqual([
      {
        check: "page-model",
        severity: "error",
        message:
          'The page model (<script type="application/json" id="page-model">) was removed; keep it so the page can be changed later.',
      },
    ]);

    const broken = template.htmlContent.replace(
      MODEL_BLOCK,
      '<script type="application/json" id="page-model">{"settings": </script>',
    );
    const brokenReply = await putHtml(client, template.id, { html: broken });
    expect(brokenReply.status).toBe(422);
    expect(brokenReply.body.error.issues[0].check).toBe("page-model");

    const model = JSON.parse(block?.[1] ?? "{}");
    const badSections = template.htmlContent.replace(
      MODEL_BLOCK,
      `<script type="application/json" id="page-model">${JSON.stringify({ ...model, sections: [{ kind: "hero" }] })}</script>`,
    );
    expect((await putHtml(client, template.id, { html: badSections })).status).toBe(422);

    model.settings.palette.primary = "#0f766e";
    model.sections = [{ id: "s1", kind: "hero" }];
    const inStep = template.htmlContent.replace(
      MODEL_BLOCK,
      `<script type="application/json" id="page-model">${JSON.stringify(model)}</script>`,
    );
    const saved = await putHtml(client, template.id, { html: inStep });
    expect(saved.status).toBe(200);
    const stored = saved.body.template.htmlContent.match(MODEL_BLOCK);
    expect(JSON.parse(stored[1]).settings.palette.primary).toBe("#0f766e");
  });
});
