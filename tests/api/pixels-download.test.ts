import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT } from "../../src/server/download/consent-pixels.js";
import {
  GA4_ID_MESSAGE,
  GOOGLE_ADS_ID_MESSAGE,
  META_PIXEL_ID_MESSAGE,
} from "../../src/server/download/page-settings-schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const pixels = { ga4Id: "g-ab12cd34ef", googleAdsId: "AW-123456789", metaPixelId: "123456789012345" };
const EXTERNAL = /googletagmanager|connect\.facebook\.net|fbq\(|gtag\(|lf-consent/;

describe("analytics and ad pixels", () => {
  it("start empty and are saved in the vendors' formats", async () => {
    const { client, id } = await userWithPage(ctx.app);
    expect((await client.get(`/api/templates/${id}/pixels`)).body.pixels).toEqual({
      ga4Id: null,
      googleAdsId: null,
      metaPixelId: null,
    });
    const saved = await client.request("PUT", `/api/templates/${id}/pixels`, pixels);
    expect(saved.status).toBe(200);
    expect(saved.body.pixels).toEqual({ ...pixels, ga4Id: "G-AB12CD34EF" });
    expect((await client.get(`/api/templates/${id}/pixels`)).body.pixels).toEqual(saved.body.pixels);
  });

  it("refuses ids in other formats, naming each field", async () => {
    const { client, id } = await userWithPage(ctx.app);
    const reply = await client.request("PUT", `/api/templates/${id}/pixels`, {
      ga4Id: "UA-1234-1",
      googleAdsId: "123456789",
      metaPixelId: "12345",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toMatchObject({
      ga4Id: GA4_ID_MESSAGE,
      googleAdsId: GOOGLE_ADS_ID_MESSAGE,
      metaPixelId: META_PIXEL_ID_MESSAGE,
    });
  });

  it("are in the downloaded file behind the consent banner, never in the preview or the stored page", async () => {
    const { client, id } = await userWithPage(ctx.app);
    await client.request("PUT", `/api/templates/${id}/pixels`, pixels);

    const download = (await client.get(`/api/templates/${id}/download`)).body as string;
    expect(download).toContain(CONSENT_TEXT);
    expect(download).toContain("https://www.googletagmanager.com/gtag/js?id=");
    expect(download).toContain('"G-AB12CD34EF"');
    expect(download).toContain('"AW-123456789"');
    expect(download).toContain('fbq("init","123456789012345")');
    // Nothing external is in the markup: the vendors' scripts are only created by the consent script.
    expect(download).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(download).not.toMatch(/<img[^>]*\bsrc="https?:/i);

    const preview = (await client.get(`/preview/${id}`)).body as string;
    expect(preview).not.toMatch(EXTERNAL);
    const stored = (await client.get(`/api/templates/${id}`)).body.htmlContent as string;
    expect(stored).not.toMatch(EXTERNAL);
  });

  it("a page without pixels downloads without a banner", async () => {
    const { client, id } = await userWithPage(ctx.app);
    await client.request("PUT", `/api/templates/${id}/pixels`, pixels);
    await client.request("PUT", `/api/templates/${id}/pixels`, { ga4Id: "", googleAdsId: null });
    const download = (await client.get(`/api/templates/${id}/download`)).body as string;
    expect(download).not.toMatch(EXTERNAL);
  });

  it("another owner's page is not found", async () => {
    const { id } = await userWithPage(ctx.app);
    const other = new TestClient(ctx.app);
    await other.signUp();
    expect((await other.get(`/api/templates/${id}/pixels`)).status).toBe(404);
    expect((await other.request("PUT", `/api/templates/${id}/pixels`, pixels)).status).toBe(404);
  });
});
