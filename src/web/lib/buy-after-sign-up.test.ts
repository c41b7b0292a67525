import { describe, expect, it } from "vitest";
import { afterAuthUrl, packageToBuy, signUpToBuyUrl, withoutBuy } from "./buy-after-sign-up";

describe("choosing tokens before having an account", () => {
  it("leads to the sign-up form carrying the package chosen", () => {
    expect(signUpToBuyUrl("starter")).toBe("/auth?mode=sign-up&buy=starter");
    expect(signUpToBuyUrl()).toBe("/auth?mode=sign-up&buy=custom");
  });

  it("comes back to the purchase of that package once signed in, and home without one", () => {
    expect(afterAuthUrl(new URLSearchParams("mode=sign-up&buy=business"))).toBe("/?buy=business");
    expect(afterAuthUrl(new URLSearchParams("mode=sign-up"))).toBe("/");
  });

  it("ignores a package that does not exist", () => {
    expect(packageToBuy(new URLSearchParams("buy=everything"))).toBeNull();
    expect(afterAuthUrl(new URLSearchParams("buy=everything"))).toBe("/");
  });

  it("takes the package off the address once the purchase is open, keeping the rest", () => {
    expect(withoutBuy(new URLSearchParams("buy=starter"))).toBe("");
    expect(withoutBuy(new URLSearchParams("buy=starter&tab=billing"))).toBe("?tab=billing");
  });
});
