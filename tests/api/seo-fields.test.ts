import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_URL_MESSAGE } from "../../src/server/download/page-settings-schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const seo = {
  title: "Sourdough Bakery in Lisbon",
  description:
    "Sourdough and pastel de nata baked every morning in Lisbon. Order ahead or drop by from 7:00.",
  siteUrl: "https://fornoazul.example.com/",
};

describe("SEO and sharing fields", () => {
  it("answers the page's title and description as the page writes them", async () => {
    const { client, id } = await userWithPage(ctx.app);
    const reply = await client.get(`/api/templates/${id}/seo`);
    expect(reply.status).toBe(200);
    expect(reply.body.seo).toMatchObject({
      title: "Fresh Bread Every Morning",
      titleAsShown: "Fresh Bread Every Morning | Forno Azul",
      siteUrl: null,
      editable: true,
    });
    expect(reply.body.seo.description.length).toBeGreaterThan(20);
  });

  it("saves title and description into the page as a free new version, seen in the preview", async () => {
    const { client, id } = await userWithPage(ctx.app);
    const balance = (await client.get("/api/profile")).body.tokenBalance;
    const reply = await client.request("PUT", `/api/templates/${id}/seo`, seo);
    expect(reply.status).toBe(200);
    expect(reply.body.template.version).toBe(2);
    expect(reply.body.seo).toMatchObject({
      title: seo.title,
      titleAsShown: `${seo.title} | Forno Azul`,
      description: seo.description,
      siteUrl: seo.siteUrl,
    });
    const preview = await client.get(`/preview/${id}`);
    expect(preview.body).toContain(`<title>${seo.title} | Forno Azul</title>`);
    expect(preview.body).toContain(`<meta name="description" content="${seo.description}">`);
    expect(preview.body).toContain(`<meta property="og:title" content="${seo.title} | Forno Azul">`);
    expect(preview.body).not.toContain("og:url");
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(balance);
    const history = (await client.get(`/api/templates/${id}/versions`)).body.items;
    expect(history[0]).toMatchObject({
      version: 2,
      change: "Changed the title and description for search and sharing",
      tokensUsed: 0,
    });

    // The same fields again change nothing: no new version.
    const again = await client.request("PUT", `/api/templates/${id}/seo`, seo);
    expect(again.body.template.version).toBe(2);
  });

  it("puts the page's address and its social image into the download only", async () => {
    const { client, id } = await userWithPage(ctx.app);
    await client.request("PUT", `/api/templates/${id}/seo`, seo);
    const download = await client.get(`/api/templates/${id}/download`);
    expect(download.body).toContain(`<link rel="canonical" href="${seo.siteUrl}">`);
    expect(download.body).toContain(`<meta property="og:image" content="${seo.siteUrl}social-image.jpg">`);
    expect(download.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    const stored = (await client.get(`/api/templates/${id}`)).body.htmlContent;
    expect(stored).not.toContain("canonical");
  });

  it("refuses an address that is not https, naming the field", async () => {
    const { client, id } = await userWithPage(ctx.app);
    const reply = await client.request("PUT", `/api/templates/${id}/seo`, {
      ...seo,
      siteUrl: "http://x.com",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields.siteUrl).toBe(SITE_URL_MESSAGE);
    const empty = await client.request("PUT", `/api/templates/${id}/seo`, { ...seo, title: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.title).toBe("Give the page a title");
  });

  it("makes a 1200×630 social image for the page", async () => {
    const { client, id } = await userWithPage(ctx.app);
    const response = await ctx.app.request(`http://localhost:3000/api/templates/${id}/social-image`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
  });

  it("another owner's page is not found", async () => {
    const { id } = await userWithPage(ctx.app);
    const other = new TestClient(ctx.app);
    await other.signUp();
    expect((await other.get(`/api/templates/${id}/seo`)).status).toBe(404);
    expect((await other.request("PUT", `/api/templates/${id}/seo`, seo)).status).toBe(404);
  });
});
