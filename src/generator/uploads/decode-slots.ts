/**
 * At most MAX_CONCURRENT_DECODES raster uploads are decoded and re-encoded at once in a process; the rest
 * wait their turn, first come first served. A large photo takes about a second of CPU and a few hundred
 * MB while it is decoded: six requests of six photos each decoding at once took an instance from 360 MB
 * to over 560 MB and its health check from milliseconds to a third of a second.
 */
export const MAX_CONCURRENT_DECODES = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** How many decodes run and wait right now. */
export function decodeSlots(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Runs `work` once a decode slot is free. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
