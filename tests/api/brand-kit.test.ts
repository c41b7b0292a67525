import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_KIT_VERSION_NOTE } from "../../src/core/hand-edit.js";
import { LOGO_REFUSED_MESSAGE } from "../../src/core/uploads.js";
import { LOGO_SET_LINE } from "../../src/generator/ops/logo-ops.js";
import { BRAND_KIT_EMPTY_MESSAGE } from "../../src/server/brand/apply-to-template.js";
import { BRAND_COLOR_MESSAGE, BRAND_PHONE_MESSAGE } from "../../src/server/brand/brand-kit-schema.js";
import { brandKits, templateVersions } from "../../src/server/db/schema.js";
import { UNDO_PAGE_CHANGED_MESSAGE } from "../../src/server/templates/versions.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const request = bakeryRequest();

const kit = {
  primaryColor: "#0f5132",
  accentColor: "#b45309",
  font: "serif",
  phone: "+351 21 123 4567",
  email: "ola@fornoazul.pt",
  address: "Rua Augusta 12, Lisboa",
  socialLinks: [{ label: "Instagram", url: "https://instagram.com/fornoazul" }],
};

const MODEL_BLOCK = /<script type="application\/json" id="page-model">([\s\S]*?)<\/script>/;
const modelOf = (html: string) => JSON.parse(MODEL_BLOCK.exec(html)?.[1] ?? "null");

async function signedIn() {
  const client = new TestClient(ctx.app);
  await client.signUp();
  return client;
}

const pngLogo = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 400, height: 100, channels: 3, background: "#0f5132" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;

describe("brand kit on the profile", () => {
  it("starts empty, saves every field and answers it back", async () => {
    const client = await signedIn();
    const empty = await client.get("/api/brand-kit");
    expect(empty.status).toBe(200);
    expect(empty.body.brandKit).toEqual({
      logoData: null,
      primaryColor: null,
      accentColor: null,
      font: null,
      phone: null,
      email: null,
      address: null,
      socialLinks: [],
    });
    const saved = await client.request("PUT", "/api/brand-kit", { ...kit, primaryColor: "#0F5132" });
    expect(saved.status).toBe(200);
    expect(saved.body.brandKit).toEqual({ ...kit, logoData: null });
    expect((await client.get("/api/brand-kit")).body.brandKit).toEqual({ ...kit, logoData: null });
  });

  it("refuses a colour, a phone and a link it cannot use, naming the field", async () => {
    const client = await signedIn();
    const colour = await client.request("PUT", "/api/brand-kit", { primaryColor: "green" });
    expect(colour.status).toBe(400);
    expect(colour.body.error.fields.primaryColor).toBe(BRAND_COLOR_MESSAGE);
    const phone = await client.request("PUT", "/api/brand-kit", { phone: "call us" });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields.phone).toBe(BRAND_PHONE_MESSAGE);
    const link = await client.request("PUT", "/api/brand-kit", {
      socialLinks: [{ label: "Instagram", url: "javascript:alert(1)" }],
    });
    expect(link.status).toBe(400);
  });

  it("checks and re-encodes the logo like a generation's, refusing a file that is not an image", async () => {
    const client = await signedIn();
    const text = `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`;
    const refused = await client.request("PUT", "/api/brand-kit", { logoData: text });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.logoData).toBe(LOGO_REFUSED_MESSAGE);

    const saved = await client.request("PUT", "/api/brand-kit", { logoData: await pngLogo() });
    expect(saved.status).toBe(200);
    expect(saved.body.brandKit.logoData).toMatch(/^data:image\/(webp|png);base64,/);
  });

  it("is stored once per account, replaced by each save", async () => {
    const client = await signedIn();
    await client.request("PUT", "/api/brand-kit", kit);
    await client.request("PUT", "/api/brand-kit", { ...kit, phone: "+351 21 999 0000" });
    const me = (await client.get("/api/profile")).body;
    const rows = await ctx.database.db.select().from(brandKits).where(eq(brandKits.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phone).toBe("+351 21 999 0000");
  });
});

describe("brand kit on pages", () => {
  it("a new page uses the kit's colours, font, logo and contact details", async () => {
    const client = await signedIn();
    await client.request("PUT", "/api/brand-kit", { ...kit, logoData: await pngLogo() });
    const reply = await client.post("/api/templates", request);
    expect(reply.status).toBe(201);
    const html: string = reply.body.template.htmlContent;
    const model = modelOf(html);
    expect(model.settings.palette).toEqual({ primary: "#0f5132", accent: "#b45309" });
    expect(model.settings.font).toBe("serif");
    expect(model.logo.kind).toBe("image");
    expect(html).toContain("+351 21 123 4567");
    expect(html).toContain("ola@fornoazul.pt");
    expect(html).toContain("https://instagram.com/fornoazul");
  });

  it("a new page keeps the phone its description gives", async () => {
    const client = await signedIn();
    await client.request("PUT", "/api/brand-kit", kit);
    const reply = await client.post("/api/templates", {
      ...request,
      prompt: "A bakery in Lisbon selling sourdough. Call us on +351 91 765 4321.",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.template.htmlContent).toContain("+351 91 765 4321");
    expect(reply.body.template.htmlContent).not.toContain("+351 21 123 4567");
  });

  it("Apply brand kit makes a free new version through the page model", async () => {
    const client = await signedIn();
    const made = await client.post("/api/templates", request);
    const id = made.body.template.id;
    const before = (await client.get("/api/profile")).body.tokenBalance;
    expect(made.body.template.htmlContent).not.toContain("+351 21 123 4567");

    const empty = await client.post(`/api/templates/${id}/brand-kit`);
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(BRAND_KIT_EMPTY_MESSAGE);

    await client.request("PUT", "/api/brand-kit", kit);
    const applied = await client.post(`/api/templates/${id}/brand-kit`);
    expect(applied.status).toBe(200);
    expect(applied.body.tokensUsed).toBe(0);
    expect(applied.body.template.version).toBe(2);
    expect(applied.body.applied).toEqual(
      expect.arrayContaining([
        expect.stringContaining("#0f5132"),
        expect.stringContaining("+351 21 123 4567"),
      ]),
    );
    const html: string = applied.body.template.htmlContent;
    expect(modelOf(html).settings.palette.primary).toBe("#0f5132");
    expect(html).toContain("+351 21 123 4567");
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(before);
    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, id));
    expect(versions.find((v) => v.version === 2)).toMatchObject({
      change: "Applied the brand kit",
      tokensUsed: 0,
    });

    const again = await client.post(`/api/templates/${id}/brand-kit`);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("change_not_applied");
  });

  it("Apply brand kit puts the kit's logo on the page by set_logo, with its line, and undo brings the page back", async () => {
    const client = await signedIn();
    const made = await client.post("/api/templates", request);
    const id = made.body.template.id;
    await client.request("PUT", "/api/brand-kit", { logoData: await pngLogo() });
    const kitLogo = (await client.get("/api/brand-kit")).body.brandKit.logoData as string;

    const applied = await client.post(`/api/templates/${id}/brand-kit`);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toEqual([LOGO_SET_LINE]);
    const html: string = applied.body.template.htmlContent;
    expect(modelOf(html).logo.kind).toBe("image");
    expect(html).toContain(`src="${kitLogo}"`);

    // Undo of a free change: the version before it comes back as a new version, nothing charged.
    const undone = await client.post(`/api/templates/${id}/versions/1/restore`);
    expect(undone.status).toBe(200);
    expect(undone.body.template.version).toBe(3);
    const page = (await client.get(`/api/templates/${id}`)).body.htmlContent as string;
    expect(page).toBe(made.body.template.htmlContent);
    expect(modelOf(page).logo.kind).toBe("generated");
  });

  it("Undo of the brand kit names it in the history, and is refused once the page changed after it", async () => {
    const client = await signedIn();
    const made = await client.post("/api/templates", request);
    const id = made.body.template.id;
    await client.request("PUT", "/api/brand-kit", kit);
    expect((await client.post(`/api/templates/${id}/brand-kit`)).status).toBe(200);

    // Straight after it: undone, and the history says what was undone.
    const undone = await client.post(`/api/templates/${id}/versions/1/restore?undoing=2`);
    expect(undone.status).toBe(200);
    expect(undone.body.template.version).toBe(3);
    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, id));
    expect(versions.find((v) => v.version === 3)).toMatchObject({
      change: `Undid “${BRAND_KIT_VERSION_NOTE}”`,
      tokensUsed: 0,
    });

    // Applied again, then edited by hand: the kit's Undo would throw the hand edit away, so it is refused.
    expect((await client.post(`/api/templates/${id}/brand-kit`)).status).toBe(200);
    const kitted = (await client.get(`/api/templates/${id}`)).body.htmlContent as string;
    const edited = kitted.replace("</footer>", "<p>Hand-made line</p></footer>");
    expect((await client.request("PUT", `/api/templates/${id}/html`, { html: edited })).status).toBe(200);
    const refused = await client.post(`/api/templates/${id}/versions/3/restore?undoing=4`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "page_changed", message: UNDO_PAGE_CHANGED_MESSAGE });
    const page = await client.get(`/api/templates/${id}`);
    expect(page.body.version).toBe(5);
    expect(page.body.htmlContent).toContain("Hand-made line");

    const nonsense = await client.post(`/api/templates/${id}/versions/3/restore?undoing=two`);
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.error.code).toBe("invalid_input");
  });

  it("another owner's page is not found", async () => {
    const owner = await signedIn();
    const id = (await owner.post("/api/templates", request)).body.template.id;
    const other = await signedIn();
    await other.request("PUT", "/api/brand-kit", kit);
    expect((await other.post(`/api/templates/${id}/brand-kit`)).status).toBe(404);
  });
});

describe("the to-fill list", () => {
  it("lists what the page type expects that the description did not give, with a request to start from", async () => {
    const client = await signedIn();
    const id = (await client.post("/api/templates", request)).body.template.id;
    const reply = await client.get(`/api/templates/${id}/to-fill`);
    expect(reply.status).toBe(200);
    expect(reply.body.items.length).toBeGreaterThan(0);
    for (const item of reply.body.items) {
      expect(item.text).toMatch(/^[^:]+: /);
      expect(item.request).toBe(
        `Add ${item.text.split(":")[0].replace(/^./, (c: string) => c.toLowerCase())}: `,
      );
    }
    const other = await signedIn();
    expect((await other.get(`/api/templates/${id}/to-fill`)).status).toBe(404);
  });
});
