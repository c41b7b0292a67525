import { useProfile } from "~/lib/profile";
import { QueryProvider } from "~/lib/query-client";
import { TokenBalanceBadge } from "./token-balance-badge";

/** The signed-in user's balance, kept live by the account events through the shared data cache. */
export default function LiveTokenBalance() {
  return (
    <QueryProvider>
      <Balance />
    </QueryProvider>
  );
}

function Balance() {
  const profile = useProfile();
  return <TokenBalanceBadge balance={profile.data?.tokenBalance} />;
}
