import { useQueryClient } from "@tanstack/react-query";
import { CoinsIcon, InfoIcon, ShieldCheckIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { buyTokens, newIdempotencyKey, TRANSACTIONS_QUERY_KEY } from "~/lib/billing-api";
import { PROFILE_QUERY_KEY, type Profile } from "~/lib/profile";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { readCustomAmount } from "../../../core/custom-amount";
import {
  CUSTOM_PACKAGE_NAME,
  checkCustomBaseTokens,
  DEFAULT_CUSTOM_BASE_TOKENS,
  formatEuros,
  MAX_CUSTOM_BASE_TOKENS,
  MIN_CUSTOM_BASE_TOKENS,
  formatTokens as n,
  PACKAGES,
  type PackageId,
  type PurchaseQuote,
  parseCustomAmountInput,
  quotePurchase,
} from "../../../core/pricing";

export const PURCHASE_SUCCESS_TITLE = "Purchase successful!";
export const PURCHASE_ERROR_TITLE = "Purchase Error";
export const WHOLE_TOKENS_MESSAGE = `Tokens come in whole numbers: enter a whole number from ${n(MIN_CUSTOM_BASE_TOKENS)} to ${n(MAX_CUSTOM_BASE_TOKENS)}.`;

const OPTIONS: { id: PackageId; name: string; detail: string; popular?: boolean }[] = [
  {
    id: "starter",
    name: PACKAGES.starter.name,
    detail: `${n(PACKAGES.starter.baseTokens)} + ${n(PACKAGES.starter.bonusTokens)} bonus tokens · ${formatEuros(PACKAGES.starter.priceCents)}`,
  },
  {
    id: "custom",
    name: CUSTOM_PACKAGE_NAME,
    detail: `${n(MIN_CUSTOM_BASE_TOKENS)}–${n(MAX_CUSTOM_BASE_TOKENS)} tokens · up to 20% bonus`,
    popular: true,
  },
  {
    id: "business",
    name: PACKAGES.business.name,
    detail: `${n(PACKAGES.business.baseTokens)} + ${n(PACKAGES.business.bonusTokens)} bonus tokens · ${formatEuros(PACKAGES.business.priceCents)}`,
  },
];

/** The purchase dialog: pick a package (or a custom amount), see price and bonus, pay once. */
export function PurchaseDialog({
  open,
  onOpenChange,
  defaultPackage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultPackage?: PackageId;
}) {
  return (
    <QueryProvider>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <CoinsIcon className="size-5 text-primary" aria-hidden="true" />
              Buy Tokens
            </DialogTitle>
            <DialogDescription>
              One token costs €0.01. Purchased tokens stay valid for 90 days.
            </DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so every opening starts fresh (selection, amount, payment key). */}
          <PurchaseForm defaultPackage={defaultPackage ?? "custom"} onDone={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
    </QueryProvider>
  );
}

function PurchaseForm({ defaultPackage, onDone }: { defaultPackage: PackageId; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<PackageId>(defaultPackage);
  const [customRaw, setCustomRaw] = useState(String(DEFAULT_CUSTOM_BASE_TOKENS));
  const [processing, setProcessing] = useState(false);
  // One key per opening and selection: a double click or a retry of the same choice buys once.
  const keyRef = useRef<{ choice: string; key: string } | null>(null);
  const inFlight = useRef(false);

  const customBase = parseCustomAmountInput(customRaw);
  // "2,500" is 2,500. A fraction ("2500.7") or digits in no number's shape are not "non-numeric" (which
  // falls back to 1,000): they are refused, with why, never bought as another amount.
  const reading = readCustomAmount(customRaw).kind;
  const check =
    selected !== "custom"
      ? ({ ok: true } as const)
      : reading === "fraction" || reading === "unreadable"
        ? ({ ok: false, message: WHOLE_TOKENS_MESSAGE } as const)
        : checkCustomBaseTokens(customBase);
  const quote: PurchaseQuote | null = check.ok
    ? quotePurchase(selected, selected === "custom" ? customBase : undefined)
    : null;
  const errorMessage = check.ok ? undefined : check.message;

  function idempotencyKey(): string {
    const choice = selected === "custom" ? `custom:${customBase}` : selected;
    if (keyRef.current?.choice !== choice) keyRef.current = { choice, key: newIdempotencyKey() };
    return keyRef.current.key;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!quote) {
      toast.error(PURCHASE_ERROR_TITLE, { description: errorMessage });
      return;
    }
    inFlight.current = true;
    setProcessing(true);
    try {
      const result = await buyTokens(
        selected === "custom" ? { package: "custom", baseTokens: quote.baseTokens } : { package: selected },
        idempotencyKey(),
      );
      const { purchase, tokenBalance } = result;
      toast.success(PURCHASE_SUCCESS_TITLE, {
        description: `Added ${n(purchase.totalTokens)} tokens (${n(purchase.baseTokens)} base + ${n(purchase.bonusTokens)} bonus).`,
      });
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) => (old ? { ...old, tokenBalance } : old));
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
      onDone();
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : "The payment could not be completed. Please try again.";
      toast.error(PURCHASE_ERROR_TITLE, { description: message });
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Purchase tokens"
      noValidate
    >
      <fieldset className="flex flex-col gap-3" disabled={processing}>
        <legend className="mb-2 text-sm font-medium">Choose a package</legend>
        {OPTIONS.map((option) => {
          const checked = selected === option.id;
          return (
            <label
              key={option.id}
              className={cn(
                "relative flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors hover:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                checked && "border-2 border-primary bg-primary/5 hover:bg-primary/5",
              )}
            >
              <input
                type="radio"
                name="package"
                value={option.id}
                checked={checked}
                onChange={() => setSelected(option.id)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="flex flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {option.name}
                  {option.popular && <Badge variant="brand">Most Popular</Badge>}
                </span>
                <span className="text-sm text-muted-foreground">{option.detail}</span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {selected === "custom" && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="custom-amount">Number of tokens</Label>
          <Input
            id="custom-amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder={`${MIN_CUSTOM_BASE_TOKENS} – ${MAX_CUSTOM_BASE_TOKENS}`}
            value={customRaw}
            onChange={(event) => setCustomRaw(event.target.value)}
            aria-invalid={Boolean(errorMessage)}
            aria-describedby={errorMessage ? "custom-amount-error" : "custom-amount-hint"}
            disabled={processing}
          />
          {errorMessage ? (
            <FieldError id="custom-amount-error" message={errorMessage} />
          ) : (
            <p id="custom-amount-hint" className="text-xs text-muted-foreground">
              Min {n(MIN_CUSTOM_BASE_TOKENS)}, max {n(MAX_CUSTOM_BASE_TOKENS)} tokens. 10% bonus from 2,000,
              20% from 5,000.
            </p>
          )}
        </div>
      )}

      <dl
        className="flex flex-col gap-2 rounded-xl bg-muted/60 p-4 text-sm"
        aria-label="Order summary"
        data-testid="purchase-summary"
      >
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold" data-testid="purchase-price">
            {quote ? formatEuros(quote.priceCents) : "—"}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Tokens</dt>
          <dd>{quote ? n(quote.baseTokens) : "—"}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Bonus</dt>
          <dd className="text-success">{quote ? `+${n(quote.bonusTokens)}` : "—"}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t pt-2">
          <dt className="font-medium">Total tokens</dt>
          <dd className="text-base font-bold" data-testid="purchase-total">
            {quote ? n(quote.totalTokens) : "—"}
          </dd>
        </div>
      </dl>

      <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold text-foreground">Demo payment: no real charge is made.</strong> The
          tokens are added to your balance straight away.
        </span>
      </p>

      {/* Sticks to the bottom of the scrolling dialog, so Pay is in view on short screens. */}
      <DialogFooter
        className="sticky -bottom-6 -mx-6 -mb-6 flex-row justify-end border-t bg-background px-6 py-4"
        data-testid="purchase-footer"
      >
        <Button type="button" variant="outline" onClick={onDone} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" variant="hero" disabled={!quote || processing} aria-busy={processing}>
          {processing ? (
            <Spinner className="size-4 text-white" label="Processing payment" />
          ) : (
            <ShieldCheckIcon aria-hidden="true" />
          )}
          {quote ? `Pay ${formatEuros(quote.priceCents)}` : "Pay"}
        </Button>
      </DialogFooter>
    </form>
  );
}
