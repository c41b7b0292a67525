/**
 * Icons by meaning on product cards: a product's icon is what its words name, and products whose names
 * name nothing drawable (a size, a weight) show none rather than the kind's next decoration.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { iconSvg } from "../engine/icon-set.js";
import { meaningIcon } from "./item-icon.js";

function productsOf(prompt: string): string {
  const { html } = compose("e-commerce", prompt, { title: "Shop", companyName: "Shop" });
  return html.match(/<section[^>]*data-section="products"[\s\S]*?<\/section>/)?.[0] ?? "";
}

describe("product cards", () => {
  it("show no icon when a product is a size or a weight", () => {
    const section = productsOf(
      "Neue Espressomischung 'Bergfeuer': schokoladig, wenig Säure. 250 g für 12,90 €, 1 kg für 39 €. Frisch geröstet in Freiburg.",
    );
    expect(section).toContain("250 g");
    expect(section).toContain("1 kg");
    expect(section).not.toContain('class="ic');
  });

  it("show the icon each product's words name", () => {
    const section = productsOf(
      "Handmade candles and gift boxes. Soy candle 18 €, gift box 35 €. Shipping across Ireland.",
    );
    expect(section.match(/class="ic"/g)).toHaveLength(2);
    expect(section).toContain(iconSvg("gift"));
    expect(section).toContain(iconSvg("shopping-bag"));
  });

  it("show a plant as a leaf and never a delivery truck the words do not name", () => {
    const section = productsOf(
      "Houseplants grown in our Kent greenhouse. Monstera £28, Pothos £14, Fiddle leaf fig £45. Free delivery over £50.",
    );
    expect(section).toContain("Fiddle leaf fig");
    expect(section.match(/class="ic"/g)).toHaveLength(3);
    expect(section.split(iconSvg("leaf")).length - 1).toBe(3);
    expect(section).not.toContain(iconSvg("truck"));
  });
});

describe("meaningIcon", () => {
  it.each([
    ["Free delivery over £50", "truck"],
    ["Spedizione gratuita sopra i 100 €", "truck"],
    ["Kostenloser Versand ab 40 €", "truck"],
    ["Envío gratis a partir de 40 €", "truck"],
    ["Gratis verzending vanaf € 50", "truck"],
    ["Darmowa wysyłka od 100 zł", "truck"],
    ["Zimmerpflanzen aus Kent", "leaf"],
    ["Plantes d'intérieur", "leaf"],
    ["Size 42", undefined],
    // The same things named in the other page languages get the icon their English name gets.
    ["Kinderboeken", "book-open"],
    ["Verpakkingen", "package"],
    ["Sauerteigbrot und Brötchen", "chef-hat"],
    ["Pâtisseries maison", "chef-hat"],
    ["Maglioni girocollo", "shirt"],
    ["Calcetines de lana", "shirt"],
    ["Implantes", "heart-pulse"],
    ["Branqueamento", "heart-pulse"],
    ["Sprzedaż i wynajem mieszkań", "house"],
    ["Arbeitsrecht", "scale"],
    ["Unfair dismissal", "scale"],
    ["Laser cutting", "factory"],
    ["Fysiotherapie bij rugklachten", "stethoscope"],
    ["Hochzeitsreportage", "camera"],
    ["In kleinen Gruppen", "users"],
    ["Lederpflege", "car"],
    ["Comptabilité et fiscalité", "file-text"],
    ["Café et thé", "coffee"],
    // Words that look alike but name something else get no wrong picture.
    ["Opens grouped pull requests", undefined],
    ["Bien-être au quotidien", "leaf"],
    ["Pain relief after surgery", undefined],
  ])("gives “%s” the icon %s", (text, icon) => {
    expect(meaningIcon(text)).toBe(icon);
  });
});
