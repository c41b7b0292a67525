/** The command line: generate and iterate write files; anything it cannot do exits with the reason. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_REFUSED_MESSAGE } from "../../src/core/uploads.js";
import { runCli } from "../../src/generator/cli.js";
import { readModelBlock } from "../../src/generator/composer/compose.js";

const dir = mkdtempSync(join(tmpdir(), "composer-cli-"));
const NO_LLM = {};

describe("generator CLI", () => {
  it("generates a page, then iterates it from the file", async () => {
    const page = join(dir, "page.html");
    const message = await runCli(
      [
        "generate",
        "--type",
        "webinar",
        "--industry",
        "fitness",
        "--company",
        "Peak Studio",
        "--title",
        "Strong at 40",
        "--prompt",
        "A free webinar on May 20 at 18:00 about strength training after 40, mobility and recovery.",
        "--audience",
        "busy parents",
        "--out",
        page,
      ],
      NO_LLM,
    );
    expect(message).toMatch(/^Wrote .*page\.html \(\d+ bytes, \d+ gzipped, model composer\)$/);
    const html = readFileSync(page, "utf8");
    expect(html).toContain("Strong at 40");
    expect(html).toContain("busy parents");

    const next = join(dir, "next.html");
    const done = await runCli(["iterate", page, "make it dark and use a serif font", "--out", next], NO_LLM);
    expect(done).toMatch(/^Wrote .*next\.html\nApplied: Switched to the dark theme; /);
    expect(readModelBlock(readFileSync(next, "utf8"))?.settings.scheme).toBe("dark");
  });

  it("embeds a logo file given with --logo", async () => {
    const logo = join(dir, "logo.png");
    writeFileSync(
      logo,
      await sharp({ create: { width: 800, height: 200, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer(),
    );
    const out = join(dir, "logo.html");
    await runCli(
      [
        "generate",
        "--type",
        "portfolio",
        "--industry",
        "fashion",
        "--company",
        "Atelier Nord",
        "--title",
        "Work",
        "--prompt",
        "Our best work.",
        "--logo",
        logo,
        "--out",
        out,
      ],
      NO_LLM,
    );
    expect(readFileSync(out, "utf8")).toMatch(/<img id="brand-logo" src="data:image\/(webp|png);base64,/);
  });

  it("takes photos given with --image role:file and refuses a file that is not an image", async () => {
    const photo = join(dir, "counter.jpg");
    writeFileSync(
      photo,
      await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#7a5230" } })
        .jpeg()
        .toBuffer(),
    );
    const args = (image: string, out: string) => [
      "generate",
      "--type",
      "business-homepage",
      "--industry",
      "food",
      "--company",
      "Morning Bread",
      "--title",
      "Bakery",
      "--prompt",
      "A family bakery in Pécs.",
      "--image",
      image,
      "--image-alt",
      "Our counter at dawn",
      "--time-zone",
      "Europe/Budapest",
      "--out",
      out,
    ];
    const out = join(dir, "photos.html");
    expect(await runCli(args(`hero:${photo}`, out), NO_LLM)).toMatch(/^Wrote .*photos\.html/);

    const fake = join(dir, "fake.png");
    writeFileSync(fake, "<html><script>alert(1)</script></html>");
    await expect(runCli(args(`gallery:${fake}`, join(dir, "no.html")), NO_LLM)).rejects.toMatchObject({
      code: "invalid_input",
      message: `${fake}: ${IMAGE_REFUSED_MESSAGE}`,
    });
    await expect(runCli(args(`poster:${photo}`, join(dir, "no.html")), NO_LLM)).rejects.toThrow(
      `--image must be hero|gallery|product:<file>, not "poster:${photo}"`,
    );
  });

  it("fails with the reason on bad arguments, invalid input and changes it cannot apply", async () => {
    await expect(
      runCli(["generate", "--type", "webinar", "--out", join(dir, "x.html")], NO_LLM),
    ).rejects.toThrow("Missing --industry");
    await expect(
      runCli(
        [
          "generate",
          "--type",
          "nope",
          "--industry",
          "food",
          "--company",
          "A",
          "--title",
          "B",
          "--prompt",
          "C",
          "--out",
          join(dir, "x.html"),
        ],
        NO_LLM,
      ),
    ).rejects.toMatchObject({ code: "invalid_input" });
    const page = join(dir, "page.html");
    await expect(
      runCli(["iterate", page, "sing a song", "--out", join(dir, "y.html")], NO_LLM),
    ).rejects.toThrow(/“sing a song” — not understood/);
    await expect(runCli(["publish"], NO_LLM)).rejects.toThrow('Unknown command "publish"');
  });

  it("refuses the llm provider when no LLM is configured", async () => {
    await expect(
      runCli(
        [
          "generate",
          "--provider",
          "llm",
          "--type",
          "webinar",
          "--industry",
          "food",
          "--company",
          "A",
          "--title",
          "B",
          "--prompt",
          "C",
          "--out",
          join(dir, "z.html"),
        ],
        NO_LLM,
      ),
    ).rejects.toMatchObject({ code: "provider_error", message: "LLM provider not configured" });
  });
});
