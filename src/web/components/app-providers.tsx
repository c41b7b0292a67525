import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
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
      window.location.assign("/auth");
      return;
    }
    setDialog({ open: true, packageId, wanted: true });
  }, []);
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
