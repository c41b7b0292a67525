/**
 * Keeps a composer page's model (the JSON in `<script type="application/json" id="page-model">`) in step
 * with hand edits. Pure: every function takes a model and returns a new one, never touching the input.
 *
 * Paths follow the composer's `data-edit` contract: dot-separated, first segment `sections`, second a
 * section id (looked up in the `sections` array by its `id`), then field names and array indices, e.g.
 * `sections.s3.items.1.title`.
 */

export type ModelJson = Record<string, unknown>;
type SectionJson = { id: string; kind: string } & Record<string, unknown>;

export type FontChoice = "sans" | "serif";
export type SchemeChoice = "auto" | "light" | "dark";
export interface ThemeChange {
  primary?: string;
  font?: FontChoice;
  scheme?: SchemeChoice;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const clone = <T>(value: T): T => structuredClone(value);

/** The model's sections when they follow the contract (objects with a string id), else null. */
export function sectionsOf(model: ModelJson): SectionJson[] | null {
  const sections = model.sections;
  if (!Array.isArray(sections)) return null;
  return sections.every((s) => isRecord(s) && typeof s.id === "string") ? (sections as SectionJson[]) : null;
}

/** Parses the model block's text; null when it is not a JSON object. */
export function parseModel(text: string): ModelJson | null {
  try {
    const value = JSON.parse(text) as unknown;
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** JSON for inside a `<script>` element: `<` escaped so no `</script>` can end the block early. */
export function serializeModel(model: ModelJson): string {
  return JSON.stringify(model)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Follows a `data-edit` path to the object that holds its last segment. Returns the container and key,
 * or null when the path does not lead anywhere in this model.
 */
function locate(
  model: ModelJson,
  path: string,
): { container: unknown[] | Record<string, unknown>; key: string | number } | null {
  const segments = path.split(".");
  if (segments.length < 3 || segments[0] !== "sections") return null;
  const section = sectionsOf(model)?.find((s) => s.id === segments[1]);
  if (!section) return null;
  let node: unknown = section;
  for (let i = 2; i < segments.length - 1; i += 1) node = step(node, segments[i]);
  const last = segments[segments.length - 1];
  if (Array.isArray(node) && /^\d+$/.test(last)) return { container: node, key: Number(last) };
  if (isRecord(node)) return { container: node, key: last };
  return null;
}

function step(node: unknown, segment: string): unknown {
  if (Array.isArray(node)) return /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
  return isRecord(node) ? node[segment] : undefined;
}

/** The value at a `data-edit` path, or undefined. */
export function valueAt(model: ModelJson, path: string): unknown {
  const found = locate(model, path);
  if (!found) return undefined;
  return Array.isArray(found.container)
    ? found.container[found.key as number]
    : (found.container as Record<string, unknown>)[found.key as string];
}

/** Sets the text at a `data-edit` path; an unknown path leaves the model as it was. */
export function setText(model: ModelJson, path: string, text: string): ModelJson {
  const next = clone(model);
  const found = locate(next, path);
  if (!found) return model;
  if (Array.isArray(found.container)) found.container[found.key as number] = text;
  else found.container[found.key as string] = text;
  return next;
}

/** Moves a section one place up (-1) or down (+1); at either end nothing changes. */
export function moveSection(model: ModelJson, sectionId: string, direction: -1 | 1): ModelJson {
  const sections = sectionsOf(model);
  const index = sections?.findIndex((s) => s.id === sectionId) ?? -1;
  const target = index + direction;
  if (!sections || index < 0 || target < 0 || target >= sections.length) return model;
  const next = clone(model);
  const order = next.sections as SectionJson[];
  [order[index], order[target]] = [order[target], order[index]];
  return next;
}

/** An id not used by any section: `<base>-copy`, then `<base>-copy2`, … */
export function freshSectionId(model: ModelJson, baseId: string): string {
  const used = new Set((sectionsOf(model) ?? []).map((s) => s.id));
  for (let n = 1; ; n += 1) {
    const candidate = `${baseId}-copy${n === 1 ? "" : n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Inserts a copy of a section right after it, under `newId`. */
export function duplicateSection(model: ModelJson, sectionId: string, newId: string): ModelJson {
  const sections = sectionsOf(model);
  const index = sections?.findIndex((s) => s.id === sectionId) ?? -1;
  if (!sections || index < 0) return model;
  const next = clone(model);
  const copy = { ...clone(sections[index]), id: newId };
  (next.sections as SectionJson[]).splice(index + 1, 0, copy);
  return next;
}

export function deleteSection(model: ModelJson, sectionId: string): ModelJson {
  const sections = sectionsOf(model);
  if (!sections?.some((s) => s.id === sectionId)) return model;
  const next = clone(model);
  next.sections = sections.filter((s) => s.id !== sectionId).map(clone);
  return next;
}

/** The array at a path such as `sections.s3.items`, or null. */
function arrayAt(model: ModelJson, arrayPath: string): unknown[] | null {
  const value = valueAt(model, arrayPath);
  return Array.isArray(value) ? value : null;
}

/** Inserts a copy of item `index` right after it, in the array at `arrayPath`. */
export function duplicateItem(model: ModelJson, arrayPath: string, index: number): ModelJson {
  const items = arrayAt(model, arrayPath);
  if (!items || index < 0 || index >= items.length) return model;
  const next = clone(model);
  const target = arrayAt(next, arrayPath) as unknown[];
  target.splice(index + 1, 0, clone(items[index]));
  return next;
}

export function removeItem(model: ModelJson, arrayPath: string, index: number): ModelJson {
  const items = arrayAt(model, arrayPath);
  if (!items || index < 0 || index >= items.length) return model;
  const next = clone(model);
  (arrayAt(next, arrayPath) as unknown[]).splice(index, 1);
  return next;
}

/** Theme choices go to `settings.palette.primary`, `settings.font` and `settings.scheme`. */
export function setTheme(model: ModelJson, change: ThemeChange): ModelJson {
  const next = clone(model);
  const settings = isRecord(next.settings) ? next.settings : {};
  next.settings = settings;
  if (change.primary !== undefined) {
    const palette = isRecord(settings.palette) ? settings.palette : {};
    settings.palette = { ...palette, primary: change.primary };
  }
  if (change.font !== undefined) settings.font = change.font;
  if (change.scheme !== undefined) settings.scheme = change.scheme;
  return next;
}

/** The theme the model records, for the editor's controls. */
export function themeOf(model: ModelJson): ThemeChange {
  const settings = isRecord(model.settings) ? model.settings : {};
  const palette = isRecord(settings.palette) ? settings.palette : {};
  const theme: ThemeChange = {};
  if (typeof palette.primary === "string" && /^#[0-9a-f]{6}$/i.test(palette.primary))
    theme.primary = palette.primary;
  if (settings.font === "sans" || settings.font === "serif") theme.font = settings.font;
  if (settings.scheme === "auto" || settings.scheme === "light" || settings.scheme === "dark")
    theme.scheme = settings.scheme;
  return theme;
}

/** A `data-edit` path moved to another section id (for the elements of a duplicated section). */
export function rebaseSectionPath(path: string, fromId: string, toId: string): string {
  const prefix = `sections.${fromId}.`;
  return path.startsWith(prefix) ? `sections.${toId}.${path.slice(prefix.length)}` : path;
}

/**
 * A `data-edit` path after the items of `arrayPath` from index `from` on shifted by `delta`
 * (+1 after a duplicate was inserted before them, -1 after one was removed).
 */
export function shiftItemPath(path: string, arrayPath: string, from: number, delta: number): string {
  const prefix = `${arrayPath}.`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  const match = rest.match(/^(\d+)(.*)$/);
  if (!match) return path;
  const index = Number(match[1]);
  return index >= from ? `${prefix}${index + delta}${match[2]}` : path;
}

/**
 * The array path of an item, read from a `data-edit` path inside it, the container's `data-items` field
 * and the item's index: (`sections.s3.items.1.title`, "items", 1) → `sections.s3.items`.
 */
export function itemArrayPath(editPath: string, field: string, index: number): string | null {
  const segments = editPath.split(".");
  for (let i = segments.length - 1; i > 2; i -= 1) {
    if (segments[i] === String(index) && segments[i - 1] === field) return segments.slice(0, i).join(".");
  }
  return null;
}
