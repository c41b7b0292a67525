import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, photoFileProblem } from "./uploads.js";

describe("photoFileProblem", () => {
  it("accepts PNG, JPEG, WebP and GIF files of up to 10 MB (a phone photo)", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif"]) {
      expect(photoFileProblem({ name: "a", type, size: MAX_PHOTO_BYTES })).toBeNull();
    }
  });

  it("names the file that is not a photo or is too large", () => {
    expect(photoFileProblem({ name: "logo.svg", type: "image/svg+xml", size: 10 })).toBe(
      "“logo.svg” is not a PNG, JPEG, WebP or GIF image.",
    );
    expect(photoFileProblem({ name: "menu.pdf", type: "application/pdf", size: 10 })).toBe(
      "“menu.pdf” is not a PNG, JPEG, WebP or GIF image.",
    );
    expect(photoFileProblem({ name: "big.jpg", type: "image/jpeg", size: MAX_PHOTO_BYTES + 1 })).toBe(
      "“big.jpg” is larger than 10 MB.",
    );
  });
});
