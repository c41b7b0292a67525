import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a prerendered page renders and hydrates (the HTML was made without the visitor's URL query or
 * session), true afterwards and on client-side navigation. Lets a shell render exactly what its HTML shows
 * first, then what the browser knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
