import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { markToasterReady } from "~/lib/toast";

/**
 * The app's toaster as the spec sets it: bottom-right, ~4.5 s, Alt+T, region "Notifications".
 * Loaded lazily by the root (see lib/toast.ts).
 */
export default function Toaster() {
  // A parent's effect runs after its children's, so sonner's Toaster already listens here.
  useEffect(() => {
    markToasterReady();
  }, []);
  return (
    <SonnerToaster
      position="bottom-right"
      duration={4500}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      theme="system"
      richColors
      closeButton
    />
  );
}
