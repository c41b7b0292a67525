/**
 * The consent banner the download adds for pixels speaks the page's language: a visitor of a German page
 * is asked in German. One page per language the composer writes, made from a description in it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT } from "../../src/server/download/consent-pixels.js";
import { consentWords } from "../../src/server/download/consent-words.js";
import { createTestApp, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const DESCRIPTIONS: Record<string, string> = {
  de: "Ein Blumenladen in Graz mit Sträußen für Hochzeiten und Lieferung am selben Tag.",
  fr: "Une boulangerie de quartier à Lyon qui vend du pain au levain et des viennoiseries chaque matin.",
  es: "Una academia de idiomas en Sevilla con clases de inglés para niños y adultos por las tardes.",
  it: "Uno studio di yoga a Torino con lezioni al mattino presto e corsi per principianti.",
  nl: "Een fietsenmaker in Gent die fietsen repareert terwijl je wacht en elektrische fietsen verhuurt.",
  pt: "Uma pastelaria no Porto com bolos de aniversário por encomenda e café da manhã aos fins de semana.",
  pl: "Salon fryzjerski w Gdańsku oferujący strzyżenie damskie i męskie oraz koloryzację.",
  hu: "Egy debreceni fogorvosi rendelő gyermekfogászattal és esti rendelési idővel.",
};

/** A new owner (the welcome grant pays for one page) with a page made from `prompt`; its id. */
const ownerWithPage = (prompt: string) =>
  userWithPage(ctx.app, {
    prompt,
    title: "Page",
    companyName: "Nord",
    landingPageType: "business-homepage",
    industry: "other",
    targetAudience: "",
    logoOption: "generate",
    logoData: null,
  });

/** The banner as the downloaded file writes it, its markup stripped. */
const bannerText = (file: string) =>
  (/<div id="lf-consent"[\s\S]*?<\/div><\/div>\s*<button[^>]*>[^<]*<\/button>/.exec(file)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the consent banner of a downloaded page", () => {
  it.each(Object.entries(DESCRIPTIONS))("is in the page's language on a page in %s", async (lang, prompt) => {
    const { client, id } = await ownerWithPage(prompt);
    await client.request("PUT", `/api/templates/${id}/pixels`, { ga4Id: "G-AB12CD34EF" });
    const file = (await client.get(`/api/templates/${id}/download`)).body as string;

    expect(file).toMatch(new RegExp(`<html lang="${lang}"`));
    const banner = bannerText(file);
    const words = consentWords(lang);
    expect(banner).not.toContain(CONSENT_TEXT);
    expect(banner).not.toMatch(/\b(Accept|Decline|Cookie settings)\b/);
    for (const text of [words.text, words.accept, words.decline, words.settings])
      expect(banner).toContain(text);
    expect(file).toContain(`aria-label="${words.label}"`);
  });

  it("is in English on an English page", async () => {
    const { client, id } = await ownerWithPage(
      "A window cleaning round in Bath for homes and small shops, monthly or one-off.",
    );
    await client.request("PUT", `/api/templates/${id}/pixels`, { metaPixelId: "123456789012345" });
    const banner = bannerText((await client.get(`/api/templates/${id}/download`)).body as string);
    expect(banner).toContain(CONSENT_TEXT);
    expect(banner).toContain("Cookie settings");
  });
});

describe("the banner's words", () => {
  it("follow a regional tag to its language, and an unknown language to English", () => {
    expect(consentWords("de-AT")).toEqual(consentWords("de"));
    expect(consentWords("pt-BR").settings).toBe("Configurações de cookies");
    expect(consentWords("pt-PT").settings).toBe("Definições de cookies");
    expect(consentWords("ja").text).toBe(CONSENT_TEXT);
    expect(consentWords(null).text).toBe(CONSENT_TEXT);
  });
});
