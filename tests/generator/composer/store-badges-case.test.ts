/** The stores a description names, however it spells them: "ios" and "iphone" in lower case are the App Store. */
import { describe, expect, it } from "vitest";
import { platformStores } from "../../../src/generator/composer/engine/store-badges.js";
import { compose } from "../compose-for-test.js";

describe("store badges from lower-case platform names", () => {
  it.each([
    ["birdwatching app, free on ios and android", ["App Store", "Google Play"]],
    ["a budgeting app for iphone", ["App Store"]],
    ["Radwege-App für IOS", ["App Store"]],
  ])("%s", (text, stores) => {
    expect(platformStores(text)).toEqual(stores);
  });

  it("an app page shows both badges when the owner writes 'ios and android'", () => {
    const { html } = compose("app-download", "tide times app with offline charts, free on ios and android", {
      industry: "travel",
      companyName: "Tidely",
      title: "Tidely",
    });
    expect(html).toContain("App Store");
    expect(html).toContain("Google Play");
  });
});
