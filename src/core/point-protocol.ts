/**
 * "Point, then ask": the preview's point script (server/templates/point-script.ts) and the app
 * (web/lib/point-frame.ts) tell their messages apart by these `source` values. Shared here so the app's
 * bundle does not import the server's script.
 */
export const POINT_FRAME_SOURCE = "lf-point-frame";
export const POINT_APP_SOURCE = "lf-point-app";
