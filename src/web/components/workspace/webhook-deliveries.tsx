import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/billing-api";
import type { WebhookDelivery } from "~/lib/share-api";

const STATUS: Record<
  WebhookDelivery["status"],
  { label: string; variant: "success" | "destructive" | "secondary" }
> = {
  delivered: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  pending: { label: "Retrying", variant: "secondary" },
  sending: { label: "Sending", variant: "secondary" },
};

/** The webhook's last deliveries, newest first: what was sent, the receiver's answer, when, what comes next. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  return (
    <section aria-label="Last deliveries" className="flex flex-col gap-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Last deliveries</h4>
      <ol className="flex flex-col gap-1.5">
        {deliveries.map((delivery) => {
          const status = STATUS[delivery.status];
          const at = delivery.lastAttemptAt ?? delivery.createdAt;
          return (
            <li
              key={delivery.id}
              className="flex flex-col gap-0.5 rounded-md border px-2 py-1.5 text-xs"
              data-testid="webhook-delivery"
            >
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={status.variant}>{status.label}</Badge>
                <span className="font-medium">{delivery.kind === "test" ? "Test" : "Lead"}</span>
                {delivery.statusCode !== null && <span>HTTP {delivery.statusCode}</span>}
                <span className="text-muted-foreground">{formatDateTime(at)}</span>
              </span>
              {delivery.error && delivery.status !== "delivered" && (
                <span className="break-words text-muted-foreground">{delivery.error}</span>
              )}
              {delivery.status === "pending" && delivery.nextAttemptAt && (
                <span className="text-muted-foreground">
                  Attempt {delivery.attempts + 1} at {formatDateTime(delivery.nextAttemptAt)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
