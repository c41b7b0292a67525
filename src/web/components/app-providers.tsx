import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { packageToBuy, signUpToBuyUrl, withoutBuy } from "~/lib/buy-after-sign-up";
import { type PurchaseDialogApi, PurchaseDialogProvider } from "~/lib/purchase-dialog-context";
import { useSession } from "~/lib/session";
import type { PackageId } from "../../core/pricing";

// Loaded on the first Buy Tokens, not with every page.
const PurchaseDialog = lazy(() =>
  import("~/components/purchase/purchase-dialog").then((m) => ({ default: m.PurchaseDialog })),
);

// Loaded once someone is signed in; visitors never need it.
const AccountEvents = lazy(() => import("~/lib/events").then((m) => ({ default: m.AccountEvents })));

/**
 * The signed-in app's shared pieces around the routes: the purchase dialog (opened through
 * usePurchaseDialog().onBuyTokens) and the live account events (balance and template updates).
 * Render inside the QueryClientProvider: `<AppProviders><Outlet /></AppProviders>`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const signedIn = useRef(false);
  signedIn.current = user !== null;
  const [dialog, setDialog] = useState<{ open: boolean; packageId?: PackageId; wanted?: boolean }>({
    open: false,
  });

  const onBuyTokens = useCallback((packageId?: PackageId) => {
    if (!signedIn.current) {
      // No account yet: create one, then come back to this purchase.
      window.location.assign(signUpToBuyUrl(packageId));
      return;
    }
    setDialog({ open: true, packageId, wanted: true });
  }, []);

  // Back from signing up (or in) to buy the package chosen before (`?buy=`): its purchase opens.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) return;
    const search = new URLSearchParams(location.search);
    const packageId = packageToBuy(search);
    if (!packageId) return;
    setDialog({ open: true, packageId, wanted: true });
    navigate(
      { pathname: location.pathname, search: withoutBuy(search), hash: location.hash },
      { replace: true },
    );
  }, [user, location.pathname, location.search, location.hash, navigate]);
  const api = useMemo<PurchaseDialogApi>(() => ({ onBuyTokens }), [onBuyTokens]);

  return (
    <PurchaseDialogProvider value={api}>
      {children}
      {user && (
        <Suspense fallback={null}>
          <AccountEvents />
        </Suspense>
      )}
      {user && dialog.wanted && (
        <Suspense fallback={null}>
          <PurchaseDialog
            open={dialog.open}
            defaultPackage={dialog.packageId}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </PurchaseDialogProvider>
  );
}
