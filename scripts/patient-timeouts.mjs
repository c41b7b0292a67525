/** Makes every AbortSignal.timeout(ms) of this process wait at least `floorMs` (see build-web.mjs for why). */
export function stretchTimeouts(floorMs) {
  const original = AbortSignal.timeout.bind(AbortSignal);
  AbortSignal.timeout = (ms) => original(Math.max(ms, floorMs));
}
