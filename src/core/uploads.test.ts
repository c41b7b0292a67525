import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, photoFileProblem } from "./uploads.js";

describe("photoFileProblem", () => {
  it("accepts PNG, JPEG, WebP and GIF files of up to 2 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif"]) {
      expect(photoFileProblem({ name: "a", type, size: MAX_UPLOAD_BYTES })).toBeNull();
    }
  });

  it("names the file that is not a photo or is too large", () => {
    expect(photoFileProblem({ name: "logo.svg", type: "image/svg+xml", size: 10 })).toBe(
      "“logo.svg” is not a PNG, JPEG, WebP or GIF image.",
    );
    expect(photoFileProblem({ name: "menu.pdf", type: "application/pdf", size: 10 })).toBe(
      "“menu.pdf” is not a PNG, JPEG, WebP or GIF image.",
    );
    expect(photoFileProblem({ name: "big.jpg", type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 })).toBe(
      "“big.jpg” is larger than 2 MB.",
    );
  });
});
