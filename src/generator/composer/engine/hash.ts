/** Deterministic choices: a string hash (FNV-1a) and a small seeded generator, never Math.random. */

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks a stable index in [0, count) for a seed and a salt (the salt keeps choices independent). */
export function pick(seed: number, salt: string, count: number): number {
  return hashString(`${seed}:${salt}`) % count;
}

export function pickFrom<T>(seed: number, salt: string, options: readonly T[]): T {
  return options[pick(seed, salt, options.length)];
}

/** Stable rotation of a list, so different seeds start from different items. */
export function rotate<T>(seed: number, salt: string, list: readonly T[]): T[] {
  if (list.length === 0) return [];
  const start = pick(seed, salt, list.length);
  return [...list.slice(start), ...list.slice(0, start)];
}
