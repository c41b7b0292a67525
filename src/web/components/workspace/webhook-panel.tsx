import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, SendIcon, Trash2Icon, WebhookIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { apiErrorMessage } from "~/lib/api";
import { copyText } from "~/lib/clipboard";
import {
  type PageWebhook,
  readWebhook,
  removeWebhook,
  saveWebhook,
  sendTestDelivery,
  webhookKey,
} from "~/lib/share-api";
import { toast } from "~/lib/toast";
import { WebhookDeliveries } from "./webhook-deliveries";

/**
 * "Send leads to a webhook": the page's webhook address, its signing secret (shown once, when the webhook
 * is first saved), Send test, Remove, and the last deliveries. The inbox keeps every lead either way.
 */
export function WebhookPanel({ templateId }: { templateId: string }) {
  const queryClient = useQueryClient();
  const hook = useQuery({
    queryKey: webhookKey(templateId),
    queryFn: () => readWebhook(templateId),
    // While a delivery waits for a retry, look again now and then.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === "pending" || d.status === "sending")
        ? 15_000
        : false,
  });
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "test" | "remove" | null>(null);
  const saved = hook.data?.webhook?.url;
  useEffect(() => {
    if (saved !== undefined) setUrl(saved);
  }, [saved]);

  const put = (data: PageWebhook) => queryClient.setQueryData(webhookKey(templateId), data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKey(templateId) });

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setBusy("save");
    setError(null);
    try {
      const answer = await saveWebhook(templateId, url);
      setUrl(answer.webhook.url);
      if (answer.secret) setSecret(answer.secret);
      put({ webhook: answer.webhook, deliveries: hook.data?.deliveries ?? [] });
      toast.success(answer.created ? "Webhook saved" : "Webhook address updated", {
        description: "New leads from this page are sent to it.",
      });
    } catch (failure) {
      setError(apiErrorMessage(failure, "Could not save the webhook. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  async function onTest() {
    setBusy("test");
    try {
      const { delivery } = await sendTestDelivery(templateId);
      await refresh();
      if (delivery.status === "delivered") {
        toast.success("Test delivered", { description: `Your server answered HTTP ${delivery.statusCode}.` });
      } else {
        toast.error("Test not delivered", {
          description: delivery.error ?? "The receiver did not accept it.",
        });
      }
    } catch (failure) {
      toast.error("Could not send the test", { description: apiErrorMessage(failure, "Please try again.") });
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    setBusy("remove");
    try {
      await removeWebhook(templateId);
      setSecret(null);
      setUrl("");
      await refresh();
      toast.success("Webhook removed", { description: "Leads still arrive in your inbox." });
    } catch (failure) {
      toast.error("Could not remove the webhook", {
        description: apiErrorMessage(failure, "Please try again."),
      });
    } finally {
      setBusy(null);
    }
  }

  if (hook.isPending) return <Spinner label="Loading webhook" />;
  const webhook = hook.data?.webhook;
  return (
    <section aria-labelledby="webhook-title" className="flex flex-col gap-3 rounded-xl border bg-card p-3">
      <div className="flex flex-col gap-1">
        <h3 id="webhook-title" className="flex items-center gap-2 text-sm font-semibold">
          <WebhookIcon className="size-4" aria-hidden="true" />
          Send leads to a webhook
        </h3>
        <p className="text-xs text-muted-foreground">
          Each new lead is also POSTed as signed JSON to your CRM or server (retried for about 3 hours if it
          fails). Leads marked as possible spam are not sent. Your inbox keeps every lead.
        </p>
      </div>
      <form onSubmit={(event) => void onSave(event)} className="flex flex-col gap-2" noValidate>
        <Label htmlFor="webhook-url">Webhook address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/leads"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "webhook-url-error" : undefined}
          />
          <Button
            type="submit"
            size="sm"
            className="sm:h-10"
            disabled={busy !== null || !url.trim() || url === saved}
          >
            {busy === "save" ? "Saving…" : webhook ? "Update" : "Save webhook"}
          </Button>
        </div>
        {error && (
          <p id="webhook-url-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {secret && <SecretOnce secret={secret} />}
      {webhook && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void onTest()}>
            <SendIcon aria-hidden="true" />
            {busy === "test" ? "Sending…" : "Send test"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={busy !== null}
            onClick={() => void onRemove()}
          >
            <Trash2Icon aria-hidden="true" />
            {busy === "remove" ? "Removing…" : "Remove"}
          </Button>
        </div>
      )}
      {hook.data && hook.data.deliveries.length > 0 && (
        <WebhookDeliveries deliveries={hook.data.deliveries} />
      )}
    </section>
  );
}

function SecretOnce({ secret }: { secret: string }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
      role="status"
    >
      <p className="flex items-center gap-2 font-medium">
        Signing secret <Badge variant="outline">shown once</Badge>
      </p>
      <p className="text-xs text-muted-foreground">
        Copy it now into your receiver: it checks the <code>X-LandingForge-Signature</code> header with it. To
        get a new one, remove the webhook and save it again.
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          value={secret}
          aria-label="Signing secret"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-md border bg-background px-2 py-1 font-mono text-xs"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            if (await copyText(secret)) toast.success("Secret copied");
            else toast.error("Could not copy the secret", { description: "Select it and copy it by hand." });
          }}
        >
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}
