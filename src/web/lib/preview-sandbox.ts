/** The sandbox of every frame showing a generated page: scripts and forms run, never with the app's origin. */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-popups";
