import { CoinsIcon, LogOutIcon, UserIcon } from "lucide-react";
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

/** The signed-in user's menu: Buy Tokens (on phones), Profile, Logout. Loaded with the signed-in header. */
export default function AccountMenu({ displayName, email }: { displayName: string; email: string }) {
  const { onBuyTokens } = usePurchaseDialog();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton />
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
  );
}
