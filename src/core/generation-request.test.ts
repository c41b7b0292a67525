import { describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS_MESSAGE, generationRequestSchema } from "./generation-request.js";

const base = {
  prompt: "Bakery in Bath.\nSourdough £4.50.",
  title: "Bread",
  companyName: "Crumb & Co",
  landingPageType: "business-homepage",
  industry: "food",
};

describe("the generation request's one-line fields", () => {
  it("fold line breaks, tabs and runs of spaces to one space; the description keeps its lines", () => {
    const parsed = generationRequestSchema.parse({
      ...base,
      title: " Bread\r\nBcc: someone@example.com\t ",
      companyName: "Crumb\n&   Co",
      targetAudience: "people\nwho bake",
      images: [{ role: "hero", dataUrl: "data:image/png;base64,AA==", alt: "Our counter\nat dawn" }],
    });
    expect(parsed.title).toBe("Bread Bcc: someone@example.com");
    expect(parsed.companyName).toBe("Crumb & Co");
    expect(parsed.targetAudience).toBe("people who bake");
    expect(parsed.images[0]?.alt).toBe("Our counter at dawn");
    expect(parsed.prompt).toBe("Bakery in Bath.\nSourdough £4.50.");
  });

  it("a title of only line breaks is blank, and a photo description refuses control characters", () => {
    const blank = generationRequestSchema.safeParse({ ...base, title: "\n\t \r\n" });
    expect(blank.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", FILL_ALL_FIELDS_MESSAGE],
    ]);
    const control = generationRequestSchema.safeParse({
      ...base,
      images: [{ role: "hero", dataUrl: "data:image/png;base64,AA==", alt: "bell\u0007" }],
    });
    expect(control.error?.issues.map((issue) => issue.message)).toEqual([
      "Photo description contains characters that are not allowed",
    ]);
  });
});
