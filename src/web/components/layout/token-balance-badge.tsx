import { CoinsIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatTokens } from "../../../core/pricing";

/** The header's token balance; without a balance (still loading) it shows "…". */
export function TokenBalanceBadge({ balance }: { balance?: number }) {
  return (
    <Badge
      variant="secondary"
      className="h-9 gap-1.5 rounded-full px-3 text-sm"
      data-testid="token-balance"
      aria-label={balance === undefined ? "Token balance loading" : `Token balance: ${balance} tokens`}
    >
      <CoinsIcon aria-hidden="true" />
      {balance === undefined ? "…" : formatTokens(balance)}
      <span className="hidden sm:inline">tokens</span>
    </Badge>
  );
}
