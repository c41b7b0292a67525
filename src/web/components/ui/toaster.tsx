import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Toaster as SonnerToaster } from "sonner";
import { markToasterReady } from "~/lib/toast";
import { TOAST_EDGE as EDGE, useToastLift, useToastsMoved } from "~/lib/toast-lift";
import { usePhoneToasts, useToastRoom } from "~/lib/toast-room";
import { useTouchDoesNotHoldToasts } from "~/lib/toast-touch";

/** sonner's own distance from the window's edges on phones (below 600 px); wider, EDGE. */
const PHONE_EDGE = 16;
/** The sticky site header's height (h-16): a toast at the top of the window stands below it, never over the
 * balance, the menu or Buy Tokens the owner reaches for next. */
const HEADER_HEIGHT = 64;

/**
 * The app's toaster as the spec sets it: bottom-right, ~4.5 s, Alt+T, region "Notifications"; one toast shown at
 * a time.
 * Loaded lazily by the root (see lib/toast.ts). A form in the bottom-right corner lifts it; a conversation
 * or a side panel there sends it to the bottom-left corner or the top of the window (lib/toast-lift.ts).
 * On a phone, where a toast spans the width and would cover whatever it stands on, it shows below the header;
 * there, and wherever else it shows at the top, the page moves down to make room for it while it shows
 * (lib/toast-room.ts). Only a real mouse hovering
 * a toast holds it: a tap does not (lib/toast-touch.ts).
 */
export default function Toaster() {
  // Only a page with the site header makes room below it (the hand editor's own toolbar does not).
  const { pathname } = useLocation();
  const [siteHeader, setSiteHeader] = useState(false);
  // Read again on every route change (the new route has rendered by the time this effect runs).
  useEffect(() => {
    setSiteHeader(Boolean(pathname) && document.querySelector("[data-site-header]") !== null);
  }, [pathname]);
  const phone = usePhoneToasts() && siteHeader;
  const movedAway = useToastsMoved();
  const moved = phone ? "top-center" : movedAway;
  const atTop = moved === "top-center";
  const section = useRef<HTMLElement>(null);
  // Wherever the toasts stand at the top below the header — a phone, or a tablet's workspace whose chat spans
  // the window — the page makes room for them: at the top they would cover its title and tabs.
  useToastRoom(atTop && siteHeader, section);
  // A tap must not leave a toast "hovered", and so up for good, on a touch screen (lib/toast-touch.ts).
  useTouchDoesNotHoldToasts(section);
  const lift = useToastLift(moved === "bottom-left" ? "left" : "right");
  // A parent's effect runs after its children's, so sonner's Toaster already listens here.
  useEffect(() => {
    markToasterReady();
  }, []);
  return (
    <SonnerToaster
      ref={section}
      position={moved ?? "bottom-right"}
      duration={4500}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      theme="system"
      richColors
      closeButton
      // One at a time: a newer toast replaces the one shown, so they never pile up over the page.
      visibleToasts={1}
      offset={
        atTop
          ? { top: HEADER_HEIGHT + 8 }
          : moved
            ? { left: EDGE, bottom: EDGE + lift }
            : { right: EDGE, bottom: EDGE + lift }
      }
      // sonner takes a phone's offset apart: without it the lift would not reach phones at all.
      mobileOffset={
        atTop
          ? { left: PHONE_EDGE, right: PHONE_EDGE, top: HEADER_HEIGHT + 8 }
          : { left: PHONE_EDGE, right: PHONE_EDGE, bottom: PHONE_EDGE + lift }
      }
    />
  );
}
