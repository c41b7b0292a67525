import { CoinsIcon, LayoutGridIcon, LogOutIcon, UserIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { signOutAndReload } from "~/lib/session";
import { AccountMenuButton } from "./account-menu-button";

/**
 * The signed-in user's menu: Buy Tokens (on phones), Your templates (the grid that opens each page's
 * workspace), Profile, Logout. Loaded when the user reaches for its
 * button (header.tsx): `open` when that was a press, `focus` when the button had the keyboard focus.
 */
export default function AccountMenu({
  displayName,
  email,
  open = false,
  focus = false,
}: {
  displayName: string;
  email: string;
  open?: boolean;
  focus?: boolean;
}) {
  const { onBuyTokens } = usePurchaseDialog();
  const trigger = useRef<HTMLButtonElement>(null);
  // The placeholder button that had the focus was replaced by this one: give the focus back.
  useEffect(() => {
    if (focus && !open) trigger.current?.focus();
  }, [focus, open]);
  return (
    <DropdownMenu modal={false} defaultOpen={open}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton ref={trigger} />
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
          <Link to="/profile?tab=templates">
            <LayoutGridIcon aria-hidden="true" />
            Your templates
          </Link>
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
  );
}
