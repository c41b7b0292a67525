import { CheckIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { signUpToBuyUrl } from "~/lib/buy-after-sign-up";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { useSession } from "~/lib/session";
import { cn } from "~/lib/utils";
import {
  CUSTOM_BONUS_TIERS,
  CUSTOM_PACKAGE_NAME,
  formatEuros,
  formatTokens,
  MAX_CUSTOM_BASE_TOKENS,
  MIN_CUSTOM_BASE_TOKENS,
  PACKAGES,
  type PackageId,
  PURCHASED_TOKENS_LIFETIME_DAYS,
  tokensToCents,
  WELCOME_GRANT_TOKENS,
} from "../../../core/pricing";
import { SectionHeading } from "./section-heading";

const n = (value: number) => formatTokens(value);

interface PricingCard {
  id: PackageId;
  name: string;
  price: string;
  priceNote: string;
  tokensLine: string;
  points: string[];
  cta: string;
  popular?: boolean;
}

const starter = PACKAGES.starter;
const business = PACKAGES.business;

export const PRICING_CARDS: PricingCard[] = [
  {
    id: "starter",
    name: starter.name,
    price: formatEuros(starter.priceCents),
    priceNote: "one-time",
    tokensLine: `${n(starter.baseTokens + starter.bonusTokens)} tokens`,
    points: [
      `${n(starter.baseTokens)} tokens + ${n(starter.bonusTokens)} bonus`,
      "Enough for 3–6 landing pages",
      "Unlimited previews and downloads",
      `Tokens valid for ${PURCHASED_TOKENS_LIFETIME_DAYS} days`,
    ],
    cta: "Choose Starter",
  },
  {
    id: "custom",
    name: CUSTOM_PACKAGE_NAME,
    price: `From ${formatEuros(tokensToCents(MIN_CUSTOM_BASE_TOKENS))}`,
    priceNote: "€0.01 per token",
    tokensLine: `${n(MIN_CUSTOM_BASE_TOKENS)} – ${n(MAX_CUSTOM_BASE_TOKENS)} tokens`,
    points: [
      "Buy exactly what you need",
      ...[...CUSTOM_BONUS_TIERS]
        .reverse()
        .map((tier) => `+${tier.percent}% bonus from ${n(tier.minBase)} tokens`),
      `Tokens valid for ${PURCHASED_TOKENS_LIFETIME_DAYS} days`,
    ],
    cta: "Choose Amount",
    popular: true,
  },
  {
    id: "business",
    name: business.name,
    price: formatEuros(business.priceCents),
    priceNote: "one-time",
    tokensLine: `${n(business.baseTokens + business.bonusTokens)} tokens`,
    points: [
      `${n(business.baseTokens)} tokens + ${n(business.bonusTokens)} bonus`,
      "Enough for 7–14 landing pages",
      "Priority support",
      `Tokens valid for ${PURCHASED_TOKENS_LIFETIME_DAYS} days`,
    ],
    cta: "Choose Business",
  },
];

export function PricingSection() {
  const { user } = useSession();
  const { onBuyTokens } = usePurchaseDialog();

  // Signed-out visitors sign up first (the link's own target) and come back to this purchase; signed-in users
  // buy right away.
  function onChoose(event: MouseEvent<HTMLAnchorElement>, id: PackageId) {
    if (!user) return;
    event.preventDefault();
    onBuyTokens(id);
  }

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple, prepaid tokens"
          lead="One token costs €0.01. Most pages use 500–1,000 tokens. No subscription, no surprises."
        />
        <ul className="mx-auto mt-14 grid max-w-5xl items-stretch gap-6 lg:grid-cols-3">
          {PRICING_CARDS.map((card) => (
            <li
              key={card.id}
              data-testid="pricing-card"
              className={cn(
                "relative flex flex-col gap-6 rounded-2xl border bg-card p-7 shadow-sm",
                card.popular && "border-2 border-primary shadow-xl lg:-my-3 lg:py-10",
              )}
            >
              {card.popular && (
                <Badge variant="brand" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
                  Most Popular
                </Badge>
              )}
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold">{card.name}</h3>
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span
                    className="text-4xl font-extrabold tracking-tight whitespace-nowrap"
                    data-testid="pricing-price"
                  >
                    {card.price}
                  </span>
                  <span className="text-sm text-muted-foreground">{card.priceNote}</span>
                </p>
                <p className="font-medium text-primary">{card.tokensLine}</p>
              </div>
              <ul className="flex flex-1 flex-col gap-3 text-sm">
                {card.points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <Button variant={card.popular ? "hero" : "outline"} size="lg" asChild>
                <Link to={signUpToBuyUrl(card.id)} onClick={(event) => onChoose(event, card.id)}>
                  {card.cta}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted-foreground">
          Purchased tokens expire {PURCHASED_TOKENS_LIFETIME_DAYS} days after purchase; your{" "}
          {n(WELCOME_GRANT_TOKENS)} free welcome tokens do not. Priority support applies to the Business Pack
          and to purchases over €1,000. Purchases in this version are sandbox payments: no real charge is
          made.
        </p>
      </div>
    </section>
  );
}
