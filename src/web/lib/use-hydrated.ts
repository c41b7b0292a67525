import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once on a page the
 * app renders itself). Prerendered forms are visible before their script runs; see Button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
