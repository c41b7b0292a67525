import type { ExternalToast } from "sonner";

// sonner (~9 KB gzip) is not needed to paint a page: it loads right after hydration with the Toaster
// (components/ui/toaster.tsx), and toasts raised before the Toaster listens wait for it here. sonner's
// Toaster only shows toasts published after it subscribed, so publishing early would lose them.
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/** Called by the mounted Toaster once it listens for toasts; shows a toast left for this page load. */
export function markToasterReady(): void {
  toasterReady();
  try {
    const left = sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!left) return;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    const { kind, title, description } = JSON.parse(left) as LeftToast;
    void show(kind, title, description ? { description } : undefined);
  } catch {
    // Storage blocked or an unreadable entry: nothing to show.
  }
}

const AFTER_RELOAD_KEY = "toast-after-reload";
interface LeftToast {
  kind: "success" | "error" | "info" | "warning";
  title: string;
  description?: string;
}

/**
 * A toast for the next page load, for an action that ends in a full navigation (a deleted account goes home
 * with a reload): a toast raised just before would be lost with the page.
 */
export function toastAfterReload(toastToShow: LeftToast): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify(toastToShow));
  } catch {
    // Storage blocked: the page still changes; only the toast is lost.
  }
}

/** sonner's toast, once the Toaster listens (already loaded by then: the Toaster imports the same module). */
async function sonnerToast() {
  await ready;
  return (await import("sonner")).toast;
}

async function show(
  kind: "success" | "error" | "info" | "warning",
  title: string,
  options?: ExternalToast,
): Promise<void> {
  (await sonnerToast())[kind](title, options);
}

/** The spec's success and error toasts (sonner, bottom-right); safe to call before the Toaster loaded. */
export const toast = {
  success: (title: string, options?: ExternalToast) => void show("success", title, options),
  error: (title: string, options?: ExternalToast) => void show("error", title, options),
  info: (title: string, options?: ExternalToast) => void show("info", title, options),
  warning: (title: string, options?: ExternalToast) => void show("warning", title, options),
  /** Takes down the toast raised with this `id`, if it is still up. */
  dismiss: (id: string) => void sonnerToast().then((sonner) => sonner.dismiss(id)),
};
