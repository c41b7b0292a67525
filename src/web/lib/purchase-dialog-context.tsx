import { createContext, type ReactNode, useContext } from "react";
import type { PackageId } from "../../core/pricing";

export interface PurchaseDialogApi {
  /** Opens the purchase dialog, preselecting `packageId` when given. */
  onBuyTokens: (packageId?: PackageId) => void;
}

/** Outside AppProviders (the error and 404 page), Buy Tokens goes to the pricing section instead. */
const fallback: PurchaseDialogApi = {
  onBuyTokens: () => {
    if (typeof window === "undefined") return;
    if (window.location.pathname === "/") {
      document.getElementById("pricing")?.scrollIntoView({ behavior: "smooth" });
      window.history.replaceState(null, "", "/#pricing");
    } else {
      window.location.assign("/#pricing");
    }
  },
};

const PurchaseDialogContext = createContext<PurchaseDialogApi>(fallback);

/** Lets the app (root layout) supply the real purchase dialog opener to headers and pricing cards. */
export function PurchaseDialogProvider({
  value,
  children,
}: {
  value: PurchaseDialogApi;
  children: ReactNode;
}) {
  return <PurchaseDialogContext.Provider value={value}>{children}</PurchaseDialogContext.Provider>;
}

export function usePurchaseDialog(): PurchaseDialogApi {
  return useContext(PurchaseDialogContext);
}
