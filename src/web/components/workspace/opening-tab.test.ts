import { describe, expect, it } from "vitest";
import { openingTab, selectedTab } from "./opening-tab";

describe("the workspace's opening tab", () => {
  it("is the page's preview, unless a request for the page is still running", () => {
    expect(openingTab(false)).toBe("preview");
    expect(openingTab(true)).toBe("conversation");
  });

  it("on a wide screen, where the page is always beside the tabs, selects the chat in Preview's place", () => {
    expect(selectedTab("preview", true)).toBe("conversation");
    expect(selectedTab("preview", false)).toBe("preview");
    expect(selectedTab("versions", true)).toBe("versions");
  });
});
