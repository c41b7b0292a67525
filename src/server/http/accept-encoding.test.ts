import { describe, expect, it } from "vitest";
import { acceptsCoding } from "./accept-encoding.js";

describe("acceptsCoding", () => {
  it("reads Accept-Encoding as RFC 9110 writes it", () => {
    expect(acceptsCoding("gzip", "gzip")).toBe(true);
    expect(acceptsCoding("GZIP;q=0.5", "gzip")).toBe(true);
    expect(acceptsCoding("br, *;q=0.1", "gzip")).toBe(true);
    expect(acceptsCoding("gzip;q=0", "gzip")).toBe(false);
    expect(acceptsCoding("gzip; q=0.000, br", "gzip")).toBe(false);
    expect(acceptsCoding("identity", "gzip")).toBe(false);
    expect(acceptsCoding("x-gzip", "gzip")).toBe(false);
    expect(acceptsCoding(undefined, "gzip")).toBe(false);
  });

  it("reads br the same way for the static site", () => {
    expect(acceptsCoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsCoding("gzip, br;q=0", "br")).toBe(false);
    expect(acceptsCoding("gzip", "br")).toBe(false);
  });
});
