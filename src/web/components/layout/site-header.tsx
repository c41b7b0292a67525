import { CoinsIcon, MenuIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { useSession, wasSignedIn } from "~/lib/session";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { AccountMenuButton } from "./account-menu-button";
import { Logo } from "./logo";
import { navLinkClass, SITE_NAV_LINKS } from "./nav-links";
import { TokenBalanceBadge } from "./token-balance-badge";

// The account menu and the mobile sheet (Radix dropdown and dialog) load only when they can be used,
// so a visitor's first page load does not carry them.
const AccountMenu = lazy(() => import("./account-menu"));
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));
// The balance comes from the data cache, which loads with the signed-in parts only.
const LiveTokenBalance = lazy(() => import("./live-token-balance"));
// Running generations are followed by the signed-in app only.
const ActiveJobIndicator = lazy(() => import("./active-job-indicator"));

export function SiteHeader() {
  const { user } = useSession();
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        {/* The signed-in controls need more room, so the name hides on a wider threshold. */}
        <Logo nameClassName={user ? "hidden min-[400px]:inline" : "hidden min-[360px]:inline"} />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {SITE_NAV_LINKS.map((link) =>
            // Section links (/#…) are never "the current page", so only route links use NavLink.
            link.to.includes("#") ? (
              <Link key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </Link>
            ) : (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) => cn(navLinkClass, isActive && "bg-accent text-foreground")}
              >
                {link.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountArea />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * Right-hand side: the sign-in buttons or the account controls. While the session loads, a browser that was
 * signed in last time shows a spinner; any other shows the sign-in buttons at once (a slow check under load
 * otherwise kept "Loading your session" on public pages for seconds).
 */
function AccountArea() {
  const { user, isPending } = useSession();
  const hydrated = useHydrated();
  if (isPending && (!hydrated || wasSignedIn()))
    return <Spinner label="Loading your session" className="size-5" />;
  if (!user) {
    return (
      // Marked while the check is still on its way (the buttons may yet give way to the account menu).
      <div className="flex items-center gap-2" data-session-pending={isPending ? "" : undefined}>
        <Button variant="ghost" className="hidden sm:inline-flex" asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button variant="hero" className="h-9 px-3 sm:h-10 sm:px-4" asChild>
          <Link to={SIGN_UP_PATH}>Get Started</Link>
        </Button>
      </div>
    );
  }
  return <SignedInControls userId={user.id} displayName={user.name || user.email} email={user.email} />;
}

function SignedInControls({
  userId,
  displayName,
  email,
}: {
  userId: string;
  displayName: string;
  email: string;
}) {
  const { onBuyTokens } = usePurchaseDialog();
  return (
    <div className="flex items-center gap-2">
      <Suspense fallback={null}>
        <ActiveJobIndicator userId={userId} />
      </Suspense>
      <Suspense fallback={<TokenBalanceBadge />}>
        <LiveTokenBalance />
      </Suspense>
      <Button variant="brand" className="hidden sm:inline-flex" onClick={() => onBuyTokens()}>
        <CoinsIcon aria-hidden="true" />
        Buy Tokens
      </Button>
      <AccountMenuOnDemand displayName={displayName} email={email} />
    </div>
  );
}

type MenuWanted = { open: boolean; focus: boolean } | null;

/**
 * The account menu's button, with the dropdown's code (Radix's menu and its helpers, ~70 KB) loaded when the
 * user reaches for it (pointer over it, keyboard focus, a press) instead of with every signed-in page. A
 * press before the code arrives opens the menu as soon as it does.
 */
function AccountMenuOnDemand({ displayName, email }: { displayName: string; email: string }) {
  const [wanted, setWanted] = useState<MenuWanted>(null);
  const want = (open: boolean, focus: boolean) =>
    setWanted((was) => ({ open: open || (was?.open ?? false), focus: focus || (was?.focus ?? false) }));
  const placeholder = (
    <AccountMenuButton
      onPointerEnter={() => want(false, false)}
      onFocus={() => want(false, true)}
      onPointerDown={() => want(true, false)}
      onClick={() => want(true, false)}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu displayName={displayName} email={email} open={wanted.open} focus={wanted.focus} />
    </Suspense>
  );
}

/** Below the lg breakpoint the navigation lives in a side sheet opened by the menu button. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  // The sheet's code is fetched on the first press and kept mounted afterwards, so it can animate closed.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
