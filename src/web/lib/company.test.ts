import { afterEach, describe, expect, it, vi } from "vitest";

/** company.ts reads the build's environment when it is first imported, so each case imports it afresh. */
async function freshCompany() {
  vi.resetModules();
  return import("./company");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("BRAND_NAME at build time", () => {
  it("names the product LandingForge by default", async () => {
    vi.stubEnv("BRAND_NAME", "");
    expect((await freshCompany()).PRODUCT_NAME).toBe("LandingForge");
  });

  it("names the product after BRAND_NAME in the app, the titles and the legal pages", async () => {
    vi.stubEnv("BRAND_NAME", "  Acme Pages ");
    const { COMPANY, PRODUCT_NAME } = await freshCompany();
    expect(PRODUCT_NAME).toBe("Acme Pages");
    // The default operator (COMPANY_LEGAL_NAME unset) carries the brand too.
    expect(COMPANY.legalName).toBe("Acme Pages Digital Kft.");
    const { pageMeta } = await import("./seo");
    expect(pageMeta({ title: "FAQ", description: "d", path: "/faq" })).toContainEqual({
      title: "FAQ | Acme Pages",
    });
  });
});
