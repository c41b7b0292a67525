import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem): from here the workspace shows the page beside its tabs. */
const WIDE = "(min-width: 64rem)";

function subscribe(listener: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Whether the window is at least `lg` wide (false on the server: the phone layout is the safe first paint). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
