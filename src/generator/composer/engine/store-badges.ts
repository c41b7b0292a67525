/**
 * App Store and Google Play badges, drawn inline (no images from the stores' servers). Linked for a store
 * the description links to; shown unlinked for a platform the download section itself names ("Available
 * on iOS and Android"): a badge is the owner's claim that the app is there, never a link we invented.
 */
const A = 'aria-hidden="true" focusable="false"';

const BADGES: Record<string, string> = {
  "App Store": `<svg viewBox="0 0 160 52" ${A}><rect width="160" height="52" rx="10" fill="#000"/><rect x=".5" y=".5" width="159" height="51" rx="9.5" fill="none" stroke="#a6a6a6"/><path d="M33.6 26.9c0-3.2 2.6-4.7 2.7-4.8-1.5-2.2-3.8-2.5-4.6-2.5-1.9-.2-3.8 1.2-4.8 1.2s-2.5-1.1-4.2-1.1c-2.1 0-4.1 1.3-5.2 3.2-2.3 3.9-.6 9.7 1.6 12.9 1.1 1.6 2.4 3.3 4.1 3.2 1.6-.1 2.3-1.1 4.3-1.1s2.5 1.1 4.2 1 2.8-1.6 3.8-3.2c1.2-1.8 1.7-3.6 1.7-3.7 0 0-3.3-1.3-3.6-5.1zM30.5 17.4c.9-1.1 1.5-2.6 1.3-4.1-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.5-1.3 3.9 1.4.1 2.8-.7 3.7-1.7z" fill="#fff"/><text fill="#fff" font-family="system-ui,sans-serif"><tspan x="48" y="21" font-size="9">Download on the </tspan><tspan x="48" y="39" font-size="17" font-weight="600">App Store</tspan></text></svg>`,
  "Google Play": `<svg viewBox="0 0 176 52" ${A}><rect width="176" height="52" rx="10" fill="#000"/><rect x=".5" y=".5" width="175" height="51" rx="9.5" fill="none" stroke="#a6a6a6"/><path d="M15 12.5v27c0 .9.9 1.4 1.6 1l23.4-13.5c.8-.4.8-1.6 0-2L16.6 11.5c-.7-.4-1.6.1-1.6 1z" fill="#34a853"/><path d="M15 12.5 31 26 15 39.5z" fill="#4285f4"/><path d="m31 26 5.4-5.4 3.6 2.1c.8.4.8 1.6 0 2L36.4 31.4z" fill="#fbbc04"/><path d="M15 39.5 31 26l5.4 5.4L16.6 40.5c-.6.4-1.3.1-1.6-1z" fill="#ea4335"/><text fill="#fff" font-family="system-ui,sans-serif"><tspan x="50" y="21" font-size="9">GET IT ON </tspan><tspan x="50" y="39" font-size="17" font-weight="600">Google Play</tspan></text></svg>`,
};

export function storeBadge(store: string): string {
  return BADGES[store] ?? "";
}

/**
 * The stores of the platforms a text names: iOS or iPhone → App Store, Android → Google Play (also
 * inflected: "na Androida", "für Androids").
 */
export function platformStores(text: string): string[] {
  const stores: string[] = [];
  // Owners type "ios" and "iphone" in lower case too.
  if (/(?<![\p{L}])(?:iOS|iPhone|iPad|App Store)(?![\p{L}])/iu.test(text)) stores.push("App Store");
  if (/(?<![\p{L}])(?:Android\p{L}{0,3}|Google Play|Play Store)(?![\p{L}])/iu.test(text))
    stores.push("Google Play");
  return stores;
}
