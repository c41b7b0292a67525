import { CoinsIcon, LogOutIcon, MenuIcon, UserIcon } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Spinner } from "~/components/ui/spinner";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { signOutAndReload, useProfile, useSession } from "~/lib/session";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { SITE_NAV_LINKS } from "./nav-links";

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";

export function SiteHeader() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
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

/** Right-hand side: spinner while the session loads, then sign-in buttons or the account controls. */
function AccountArea() {
  const { user, isPending } = useSession();
  if (isPending) return <Spinner label="Loading your session" className="size-5" />;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" className="hidden sm:inline-flex" asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button variant="hero" className="h-9 px-3 sm:h-10 sm:px-4" asChild>
          <Link to="/auth">Get Started</Link>
        </Button>
      </div>
    );
  }
  return <SignedInControls displayName={user.name || user.email} email={user.email} />;
}

function TokenBalanceBadge() {
  const profile = useProfile();
  const balance = profile.data?.tokenBalance;
  return (
    <Badge
      variant="secondary"
      className="h-9 gap-1.5 rounded-full px-3 text-sm"
      data-testid="token-balance"
      aria-label={balance === undefined ? "Token balance loading" : `Token balance: ${balance} tokens`}
    >
      <CoinsIcon aria-hidden="true" />
      {balance === undefined ? "…" : balance.toLocaleString("en-US")}
      <span className="hidden sm:inline">tokens</span>
    </Badge>
  );
}

function SignedInControls({ displayName, email }: { displayName: string; email: string }) {
  const { onBuyTokens } = usePurchaseDialog();
  return (
    <div className="flex items-center gap-2">
      <TokenBalanceBadge />
      <Button variant="brand" className="hidden sm:inline-flex" onClick={() => onBuyTokens()}>
        <CoinsIcon aria-hidden="true" />
        Buy Tokens
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Account menu" className="rounded-full">
            <UserIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{displayName}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="sm:hidden" onSelect={() => onBuyTokens()}>
            <CoinsIcon aria-hidden="true" />
            Buy Tokens
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/profile">
              <UserIcon aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOutAndReload()}>
            <LogOutIcon aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** Below the lg breakpoint the navigation lives in a side sheet opened by the menu button. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user, isPending } = useSession();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-[min(20rem,100%)] max-w-none translate-x-0 translate-y-0 flex-col gap-6 rounded-none border-y-0 border-r-0 p-6"
      >
        <DialogTitle className="text-base">Menu</DialogTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {SITE_NAV_LINKS.map((link) => (
            <DialogClose asChild key={link.to}>
              <Link to={link.to} className={cn(navLinkClass, "text-base")}>
                {link.label}
              </Link>
            </DialogClose>
          ))}
        </nav>
        {!isPending && !user && (
          <div className="mt-auto flex flex-col gap-2">
            <DialogClose asChild>
              <Button variant="outline" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            </DialogClose>
            <DialogClose asChild>
              <Button variant="hero" asChild>
                <Link to="/auth">Get Started</Link>
              </Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
