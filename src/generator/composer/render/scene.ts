/** The drawing for a page: the business kind's scenes (../scenes), never another trade's. */
import type { PageModel } from "../../model.js";
import { SCENES, SCENES_BY_KIND } from "../scenes/index.js";

/** The kind's n-th scene (wrapping), with ids prefixed so several drawings can share a page. */
export function sceneFor(model: PageModel, n: number, idPrefix: string): string {
  const ids = SCENES_BY_KIND[model.kind] ?? SCENES_BY_KIND.other ?? [];
  if (ids.length === 0) return "";
  const id = ids[(n + model.settings.seed) % ids.length];
  const scene = SCENES[id as keyof typeof SCENES];
  return scene ? scene({ idPrefix }).replace("<svg", '<svg class="art"') : "";
}
