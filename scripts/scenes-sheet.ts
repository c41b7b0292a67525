/**
 * Contact sheet of the scene library, for looking at it: every scene in a 360×270 card, in two palettes
 * and in light and dark, written as HTML and screenshotted with Debian's Chromium.
 *
 *   npx tsx scripts/scenes-sheet.ts [outDir] [sceneId…]
 *
 * Writes outDir/sheet-<palette>-<mode>.html and one PNG per 12 scenes (sheet-<palette>-<mode>-<n>.png).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { themeColors } from "../src/generator/composer/engine/palette.js";
import { SCENES, type SceneId } from "../src/generator/composer/scenes/index.js";
import { launchChromium } from "../tests/helpers/chromium.js";

const PALETTES = {
  amber: { primary: "#b45309", accent: "#0f766e" },
  indigo: { primary: "#4f46e5", accent: "#06b6d4" },
} as const;
const PER_SHOT = 12;

const outDir = process.argv[2] ?? "/tmp/scenes-sheet";
const only = process.argv.slice(3) as SceneId[];
const ids = only.length ? only : (Object.keys(SCENES) as SceneId[]);

function sheet(palette: keyof typeof PALETTES, mode: "light" | "dark"): string {
  const t = themeColors(PALETTES[palette])[mode];
  const vars = `--p:${t.primary};--a:${t.accent};--tn:${t.tint};--sf:${t.surface};--bg:${t.bg};--tx:${t.text};--mt:${t.muted};--bd:${t.border}`;
  const groups: string[] = [];
  for (let i = 0; i < ids.length; i += PER_SHOT) {
    const cards = ids
      .slice(i, i + PER_SHOT)
      .map((id, j) => {
        const art = SCENES[id]({ idPrefix: `s${i + j}-` });
        return `<figure><div class="art">${art}</div><figcaption>${id} · ${art.length} B</figcaption></figure>`;
      })
      .join("");
    groups.push(`<section class="shot">${cards}</section>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scenes</title><style>
:root{${vars}}body{margin:0;background:var(--bg);color:var(--tx);font:13px system-ui,sans-serif}
.shot{display:grid;grid-template-columns:repeat(4,360px);gap:16px;padding:16px;width:max-content}
figure{margin:0}.art{width:360px;height:270px;border:1px solid var(--bd);border-radius:14px;overflow:hidden;background:var(--bg)}
.art svg{display:block;width:100%;height:100%}figcaption{padding:4px 2px;color:var(--mt)}
</style></head><body>${groups.join("")}</body></html>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const palette of Object.keys(PALETTES) as (keyof typeof PALETTES)[]) {
    for (const mode of ["light", "dark"] as const) {
      const html = sheet(palette, mode);
      const name = `sheet-${palette}-${mode}`;
      writeFileSync(join(outDir, `${name}.html`), html);
      const page = await browser.newPage({ viewport: { width: 1540, height: 900 } });
      await page.setContent(html);
      const shots = await page.$$(".shot");
      for (const [n, shot] of shots.entries())
        await shot.screenshot({ path: join(outDir, `${name}-${n + 1}.png`) });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${ids.length} scenes to ${outDir}`);
