/**
 * The scene library against its contract (types.ts): well-formed SVG that loads nothing, says nothing,
 * takes its colours from the page, keeps its ids unique on a page, stays small, and covers every kind.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "../../brief/types.js";
import { validateHtml } from "../../quality/html-validation.js";
import { SCENES, SCENES_BY_KIND, type SceneId, scenesFor } from "./index.js";
import { SCENE_MEANINGS } from "./meanings.js";

const IDS = Object.keys(SCENES) as SceneId[];
const render = (id: SceneId, prefix = "t1-") => SCENES[id]({ idPrefix: prefix });

/** Strict XML well-formedness of one element tree: matched tags, quoted unique attributes, no stray text. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z_:][\w:.-]*="[^"<&]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let rootClosed = false;
  for (const m of xml.matchAll(token)) {
    const [, closing, name, attrs, selfClosing, text, stray] = m;
    if (stray) problems.push(`malformed tag at ${m.index}: ${xml.slice(m.index, m.index + 40)}`);
    else if (text !== undefined) {
      if (text.trim()) problems.push(`text content "${text.trim().slice(0, 20)}"`);
    } else if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
      if (stack.length === 0) rootClosed = true;
    } else {
      if (rootClosed) problems.push(`<${name}> after the root element`);
      const names = [...attrs.matchAll(/\s([a-zA-Z_:][\w:.-]*)=/g)].map((a) => a[1]);
      if (new Set(names).size !== names.length) problems.push(`<${name}> repeats an attribute`);
      if (!selfClosing) stack.push(name);
      else if (stack.length === 0) rootClosed = true;
    }
  }
  if (stack.length) problems.push(`unclosed <${stack.join("> <")}>`);
  return problems;
}

const PATH_ARGS: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 };

/** Problems in one path's `d` by SVG's grammar: unknown tokens, or a command with the wrong number of arguments. */
function pathDataProblems(d: string): string[] {
  const tokens = d.match(/[a-zA-Z]|-?(\d+\.?\d*|\.\d+)/g) ?? [];
  if (tokens.join("") !== d.replace(/[\s,]+/g, "") || !/^[Mm]/.test(d.trim())) return [`unparseable "${d}"`];
  const problems: string[] = [];
  let command = "";
  let args = 0;
  const close = () => {
    const per = PATH_ARGS[command.toLowerCase()];
    if (per === undefined) problems.push(`unknown command ${command}`);
    else if (per === 0 ? args !== 0 : args === 0 || args % per !== 0)
      problems.push(`${command} with ${args} numbers in "${d}"`);
  };
  for (const token of tokens) {
    if (/[a-zA-Z]/.test(token)) {
      if (command) close();
      command = token;
      args = 0;
    } else args++;
  }
  if (command) close();
  return problems;
}

function attributeValues(svg: string, name: string): string[] {
  return [...svg.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) => m[1]);
}

const COLOUR_ATTRS = ["fill", "stroke", "stop-color", "color", "flood-color", "lighting-color"];
const ALLOWED_COLOUR =
  /^(var\(--(p|a|tn|sf|bg|tx|mt|bd)\)|#fff|#ffffff|none|currentColor|url\(#t1-[\w-]+\)|rgba\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*,\s*(0?\.\d+|0|1)\s*\))$/;

describe("scene library", () => {
  it("has at least 40 distinct scenes", () => {
    expect(IDS.length).toBeGreaterThanOrEqual(40);
    const drawings = new Set(IDS.map((id) => render(id)));
    expect(drawings.size).toBe(IDS.length);
  });

  it.each(IDS)("%s is a well-formed, decorative <svg> with a viewBox and no width or height", (id) => {
    const svg = render(id);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(xmlProblems(svg)).toEqual([]);
    const root = svg.slice(0, svg.indexOf(">") + 1);
    expect(root).toMatch(/\sviewBox="0 0 \d+ \d+"/);
    expect(root).toContain('aria-hidden="true"');
    expect(root).toContain('focusable="false"');
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(attributeValues(svg, "d").flatMap(pathDataProblems)).toEqual([]);
  });

  it.each(IDS)("%s says nothing, loads nothing and runs nothing", (id) => {
    const svg = render(id);
    expect(svg).not.toMatch(
      /<(text|tspan|textPath|title|desc|image|foreignObject|script|style|a|use|iframe)[\s>/]/i,
    );
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    expect(svg).not.toMatch(/javascript:|data:|https?:|@import/i);
    for (const ref of [...attributeValues(svg, "href"), ...attributeValues(svg, "xlink:href")])
      expect(ref).toMatch(/^#t1-/);
    for (const url of svg.matchAll(/url\(([^)]*)\)/g)) expect(url[1]).toMatch(/^#t1-[\w-]+$/);
  });

  it.each(IDS)("%s takes its colours only from the page's variables and neutral shades", (id) => {
    const svg = render(id);
    for (const attr of COLOUR_ATTRS)
      for (const value of attributeValues(svg, attr))
        expect(value, `${attr}="${value}"`).toMatch(ALLOWED_COLOUR);
    for (const style of attributeValues(svg, "style")) expect(style).not.toMatch(/#|rgb\(|hsl/);
    // No colour name or hex code sneaks in anywhere else either.
    const hexes = [...svg.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map((m) => m[0].toLowerCase());
    for (const hex of hexes) expect(["#fff", "#ffffff"]).toContain(hex);
  });

  it.each(IDS)("%s stays within 3 KB", (id) => {
    expect(new TextEncoder().encode(render(id)).length).toBeLessThanOrEqual(3072);
  });

  it.each(IDS)("%s prefixes every id it defines and only references its own ids", (id) => {
    const svg = render(id, "hero-7-");
    const ids = attributeValues(svg, "id");
    for (const own of ids) expect(own.startsWith("hero-7-")).toBe(true);
    for (const url of svg.matchAll(/url\(#([^)]*)\)/g)) expect(ids).toContain(url[1]);
  });

  it("can show every scene twice on one valid page without duplicate ids", () => {
    const art = IDS.flatMap((id, i) => [render(id, `a${i}-`), render(id, `b${i}-`)]);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scenes</title></head><body><main>${art
      .map((svg) => `<figure>${svg}</figure>`)
      .join("")}</main></body></html>`;
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(validateHtml(html).filter((issue) => issue.severity === "error")).toEqual([]);
  });
});

describe("scenes by business kind", () => {
  // Deliberately zero allowed since issue 27: a kind with no drawing true of all its businesses has none.
  it("maps every business kind to at most three known scenes", () => {
    expect(Object.keys(SCENES_BY_KIND).sort()).toEqual([...BUSINESS_KINDS].sort());
    for (const kind of BUSINESS_KINDS) {
      const scenes = SCENES_BY_KIND[kind];
      expect(scenes.length, kind).toBeLessThanOrEqual(3);
      expect(new Set(scenes).size, kind).toBe(scenes.length);
      for (const id of scenes) expect(IDS, `${kind} → ${id}`).toContain(id);
    }
  });

  it("shows the software dashboard only for software", () => {
    const withDashboard = BUSINESS_KINDS.filter((kind) => SCENES_BY_KIND[kind].includes("dashboard-laptop"));
    expect(withDashboard).toEqual(["saas"]);
  });

  it("gives no two kinds besides a pair the same hero scene", () => {
    const kindsByHero = new Map<SceneId, string[]>();
    for (const kind of BUSINESS_KINDS) {
      const hero = SCENES_BY_KIND[kind][0];
      if (!hero) continue;
      kindsByHero.set(hero, [...(kindsByHero.get(hero) ?? []), kind]);
    }
    for (const [hero, kinds] of kindsByHero)
      expect(kinds.length, `${hero}: ${kinds.join(", ")}`).toBeLessThanOrEqual(2);
  });

  it("says what every scene shows: each drawing of a thing has words and kinds (only the abstract ones have none)", () => {
    expect(Object.keys(SCENE_MEANINGS).sort()).toEqual([...IDS].sort());
    const unnamed = IDS.filter(
      (id) => SCENE_MEANINGS[id].words.length === 0 || SCENE_MEANINGS[id].kinds.length === 0,
    );
    expect(unnamed).toEqual(["abstract-shapes", "abstract-orbits"]);
  });

  it("lists each kind's scenes among the kinds the scene may picture", () => {
    for (const kind of BUSINESS_KINDS)
      for (const id of SCENES_BY_KIND[kind])
        expect(SCENE_MEANINGS[id].kinds as string[], `${kind} → ${id}`).toContain(kind);
  });
});

describe("scenes by trade", () => {
  it.each([
    [
      "home-services",
      "Emergency plumber in Cardiff: burst pipes, leaking taps, boiler repairs.",
      "pipe-wrench",
    ],
    ["home-services", "Central heating and radiator servicing.", "pipe-wrench"],
    ["home-services", "24/7 locksmith in Dublin. Lock changes from €80.", "padlock-key"],
    ["home-services", "Qualified electrician: rewiring, sockets and fuse boards.", "bulb-plug"],
    ["home-services", "Interior and exterior painting and decorating in Leeds.", "paint-ladder"],
    ["home-services", "Weekly house cleaning and end-of-tenancy cleans.", "spray-bucket"],
    ["home-services", "Lawn mowing, hedge trimming and garden clearance.", "watering-can"],
    ["home-services", "Handyman for odd jobs, flat-pack assembly and shelves.", "toolbox"],
    ["repair-shop", "Cracked iPhone screens replaced while you wait.", "phone-repair"],
    ["repair-shop", "Mobile windscreen chip repair in Glasgow.", "car-lift"],
    ["repair-shop", "Watch and clock repairs since 1975.", "toolbox"],
  ] as const)("a %s business described as “%s” gets %s first", (kind, text, hero) => {
    expect(scenesFor(kind, text)[0]).toBe(hero);
  });

  it("never gives a plumber, locksmith or electrician a painter's roller or ladder", () => {
    for (const text of [
      "Plumber: leaking taps and boilers.",
      "Locksmith, locks changed.",
      "Electrician, rewiring.",
    ])
      for (const id of scenesFor("home-services", text))
        expect(["paint-ladder", "toolbox-roller"]).not.toContain(id);
  });

  it("keeps the kind's scenes for kinds without trades", () => {
    expect(scenesFor("cafe", "Leaking taps and paint")).toEqual(SCENES_BY_KIND.cafe);
  });
});
