import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepRefusal, MAX_REFUSALS, readRefusals } from "./refusals";

/** A browser's localStorage, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("refused requests are kept in the page's conversation", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps what was asked and what was answered, oldest first, per page", () => {
    keepRefusal(
      "page-a",
      { change: "translate it to Klingon", message: "Not understood.", supported: ["make it dark"] },
      new Date("2026-01-01T10:00:00Z"),
    );
    keepRefusal(
      "page-a",
      { change: "mach es lila", message: "Nicht verstanden.", supported: [] },
      new Date("2026-01-01T10:05:00Z"),
    );
    keepRefusal("page-b", { change: "add a unicorn", message: "Not understood.", supported: [] });
    expect(readRefusals("page-a").map((r) => [r.change, r.at])).toEqual([
      ["translate it to Klingon", "2026-01-01T10:00:00.000Z"],
      ["mach es lila", "2026-01-01T10:05:00.000Z"],
    ]);
    expect(readRefusals("page-a")[0].supported).toEqual(["make it dark"]);
    expect(readRefusals("page-b").map((r) => r.change)).toEqual(["add a unicorn"]);
  });

  it("keeps only the newest ones", () => {
    for (let i = 0; i < MAX_REFUSALS + 5; i++)
      keepRefusal("page-a", { change: `request ${i}`, message: "No.", supported: [] });
    const kept = readRefusals("page-a");
    expect(kept).toHaveLength(MAX_REFUSALS);
    expect(kept[0].change).toBe("request 5");
  });

  it("reads an unreadable or foreign entry as none, and storage that is blocked as none", () => {
    localStorage.setItem("refusals:page-a", "{not json");
    expect(readRefusals("page-a")).toEqual([]);
    localStorage.setItem("refusals:page-a", JSON.stringify([{ change: 1 }, "x"]));
    expect(readRefusals("page-a")).toEqual([]);
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    });
    expect(() =>
      keepRefusal("page-a", { change: "make it pop", message: "No.", supported: [] }),
    ).not.toThrow();
    expect(readRefusals("page-a")).toEqual([]);
  });
});
