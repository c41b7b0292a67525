import type { PackageId } from "../../core/pricing";

/**
 * A visitor who chooses tokens before having an account creates one first and comes back to the purchase
 * they chose: the sign-up page carries the package in `?buy=`, and once signed in the app opens the purchase
 * dialog on it (AppProviders) and takes the parameter off the address.
 */
export const BUY_PARAM = "buy";

const PACKAGE_IDS: readonly PackageId[] = ["starter", "custom", "business"];

/** The sign-up page that leads back to buying `packageId` (any package when none is given). */
export function signUpToBuyUrl(packageId?: PackageId): string {
  return `/auth?mode=sign-up&${BUY_PARAM}=${packageId ?? "custom"}`;
}

/** The package a visitor chose before signing up, from an address's query; null when none or unknown. */
export function packageToBuy(search: URLSearchParams): PackageId | null {
  const wanted = search.get(BUY_PARAM);
  return PACKAGE_IDS.find((id) => id === wanted) ?? null;
}

/** Where signing in or up leads: back to the purchase chosen (`/?buy=…`), else home. */
export function afterAuthUrl(search: URLSearchParams): string {
  const packageId = packageToBuy(search);
  return packageId ? `/?${BUY_PARAM}=${packageId}` : "/";
}

/** The query without `?buy=` (once its purchase dialog is open), as a string to put back in the address. */
export function withoutBuy(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(BUY_PARAM);
  const text = rest.toString();
  return text ? `?${text}` : "";
}
