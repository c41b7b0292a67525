import { useInfiniteQuery } from "@tanstack/react-query";
import { ClockIcon, CoinsIcon, GiftIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { formatDate, formatDateTime, listTransactions, TRANSACTIONS_QUERY_KEY } from "~/lib/billing-api";
import type { Profile } from "~/lib/profile";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { cn } from "~/lib/utils";
import type { TransactionItem } from "../../../core/api-types";
import {
  EXPIRING_SOON_DAYS,
  formatEuros,
  MIN_CUSTOM_BASE_TOKENS,
  formatTokens as n,
  PURCHASED_TOKENS_LIFETIME_DAYS,
  tokensToCents,
} from "../../../core/pricing";

const TYPE_LABELS: Record<string, string> = {
  welcome_bonus: "Welcome bonus",
  purchase: "Purchase",
  generation: "Generation",
  iteration: "Iteration",
  expiry: "Expired",
  refund: "Refund",
};

export function BillingTab({ profile }: { profile: Profile }) {
  const { onBuyTokens } = usePurchaseDialog();
  // Purchased + free − used − expired = balance, so every figure that moves the balance is on screen.
  const figures = [
    {
      label: "Tokens purchased",
      value: profile.totalTokensPurchased,
      icon: TrendingUpIcon,
      testId: "billing-purchased",
    },
    { label: "Free tokens", value: profile.freeTokens, icon: GiftIcon, testId: "billing-free" },
    { label: "Tokens used", value: profile.totalTokensUsed, icon: TrendingDownIcon, testId: "billing-used" },
    ...(profile.expiredTokens > 0
      ? [{ label: "Expired", value: profile.expiredTokens, icon: ClockIcon, testId: "billing-expired" }]
      : []),
    { label: "Token balance", value: profile.tokenBalance, icon: CoinsIcon, testId: "billing-balance" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        {figures.map((figure) => (
          <li
            key={figure.label}
            className="flex flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm sm:gap-2 sm:p-5"
          >
            <span className="flex items-center gap-2 text-xs text-muted-foreground sm:text-sm">
              <figure.icon className="hidden size-4 sm:block" aria-hidden="true" />
              {figure.label}
            </span>
            <span
              className="text-xl font-bold tracking-tight tabular-nums sm:text-3xl"
              data-testid={figure.testId}
            >
              {n(figure.value)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-surface p-4">
        <p className="text-sm text-muted-foreground">
          Need more? A custom amount starts at {formatEuros(tokensToCents(MIN_CUSTOM_BASE_TOKENS))} (
          {n(MIN_CUSTOM_BASE_TOKENS)} tokens). Purchased tokens are valid for {PURCHASED_TOKENS_LIFETIME_DAYS}{" "}
          days.
        </p>
        <Button variant="brand" onClick={() => onBuyTokens()}>
          <CoinsIcon aria-hidden="true" />
          Buy Tokens
        </Button>
      </div>

      <Card className="p-4 sm:p-6">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <ClockIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            Expiring soon
          </CardTitle>
          <CardDescription>
            Purchased tokens expire 90 days after purchase and the soonest-expiring are spent first. Tokens
            due to expire within {EXPIRING_SOON_DAYS} days are listed here.
          </CardDescription>
        </CardHeader>
        {profile.expiring.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="expiring-none">
            No tokens expire in the next {EXPIRING_SOON_DAYS} days.
          </p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="expiring-list">
            {profile.expiring.map((lot) => (
              <li key={`${lot.expiresAt}-${lot.tokens}`} className="flex justify-between gap-3 py-2 text-sm">
                <span className="font-medium tabular-nums">{n(lot.tokens)} tokens</span>
                <span className="text-muted-foreground">
                  expire on <time dateTime={lot.expiresAt}>{formatDate(lot.expiresAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <TransactionList />
    </div>
  );
}

function TransactionList() {
  const transactions = useInfiniteQuery({
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => listTransactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (transactions.isError) console.error("Transactions could not be loaded", transactions.error);
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <CardHeader>
        <CardTitle as="h2">Transaction history</CardTitle>
        <CardDescription>Every token added to or spent from your balance, newest first.</CardDescription>
      </CardHeader>
      {transactions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading transactions" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No transactions yet.</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Transactions">
          {items.map((item) => (
            <TransactionRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {transactions.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void transactions.fetchNextPage()}
          disabled={transactions.isFetchingNextPage}
        >
          {transactions.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </Card>
  );
}

function TransactionRow({ item }: { item: TransactionItem }) {
  const credit = item.amount > 0;
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-testid="transaction-row">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-medium break-words">
          {item.description || TYPE_LABELS[item.type] || item.type}
        </span>
        <span className="text-xs text-muted-foreground">
          {TYPE_LABELS[item.type] ?? item.type} ·{" "}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <span
          className={cn("font-semibold tabular-nums", credit ? "text-success" : "text-destructive")}
          data-testid="transaction-amount"
        >
          {credit ? "+" : "−"}
          {n(Math.abs(item.amount))}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">balance {n(item.balanceAfter)}</span>
      </div>
    </li>
  );
}
