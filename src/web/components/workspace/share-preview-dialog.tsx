import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, Link2Icon, Share2Icon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { apiErrorMessage } from "~/lib/api";
import { formatDateTime } from "~/lib/billing-api";
import { copyText } from "~/lib/clipboard";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  type ShareLink,
  shareLinksKey,
} from "~/lib/share-api";
import type { Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";

async function copyLink(link: ShareLink) {
  if (await copyText(link.url))
    toast.success("Link copied", { description: "Paste it into a mail or a chat." });
  else toast.error("Could not copy the link", { description: "Select the address and copy it by hand." });
}

/**
 * "Share preview": a read-only link to the page's current version for someone without an account, with
 * the page's live links listed (Copy, Revoke). A link keeps showing the version it was made for.
 */
export function SharePreviewButton({ template }: { template: Template }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2Icon aria-hidden="true" />
          Share preview
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Share a preview</DialogTitle>
          <DialogDescription>
            Anyone with the link can view this page, without an account. They cannot change it, and search
            engines are asked not to index it.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareLinks template={template} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinks({ template }: { template: Template }) {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: shareLinksKey(template.id),
    queryFn: () => listShareLinks(template.id),
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksKey(template.id) });

  async function onCreate() {
    setCreating(true);
    try {
      const { link } = await createShareLink(template.id);
      await refresh();
      const copied = await copyText(link.url);
      toast.success(copied ? "Preview link created and copied" : "Preview link created", {
        description: `It shows version ${link.version} until ${formatDateTime(link.expiresAt)}.`,
      });
    } catch (error) {
      toast.error("Could not create the link", { description: apiErrorMessage(error, "Please try again.") });
    } finally {
      setCreating(false);
    }
  }

  async function onRevoke(link: ShareLink) {
    setRevoking(link.token);
    try {
      await revokeShareLink(template.id, link.token);
      await refresh();
      toast.success("Link revoked", { description: "It no longer opens the page." });
    } catch (error) {
      toast.error("Could not revoke the link", { description: apiErrorMessage(error, "Please try again.") });
    } finally {
      setRevoking(null);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
        <p>
          A new link shows <strong>version {template.version}</strong>, the page as it is now. Later changes
          are not shown: make a new link to share them. Links work for 7 days, or until you revoke them.
        </p>
        <Button
          className="self-start"
          size="sm"
          onClick={() => void onCreate()}
          disabled={creating}
          aria-busy={creating}
        >
          <Link2Icon aria-hidden="true" />
          {creating ? "Creating link…" : `Create link to version ${template.version}`}
        </Button>
      </div>
      <section aria-label="Live preview links" className="flex min-w-0 flex-col gap-2">
        <h3 className="text-sm font-semibold">Live links</h3>
        {links.isPending ? (
          <Spinner label="Loading links" />
        ) : links.isError ? (
          <p className="text-sm text-destructive">
            Could not load the links. Close and open this window again.
          </p>
        ) : links.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No live links. Links you make appear here.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {links.data.items.map((link) => (
              <li
                key={link.token}
                className="flex min-w-0 flex-col gap-2 rounded-lg border p-3"
                data-testid="share-link"
              >
                <input
                  readOnly
                  value={link.url}
                  aria-label={`Preview link to version ${link.version}`}
                  onFocus={(event) => event.currentTarget.select()}
                  className="w-full min-w-0 truncate rounded-md border bg-background px-2 py-1 font-mono text-xs"
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-muted-foreground">
                    Version {link.version} · expires {formatDateTime(link.expiresAt)}
                  </span>
                  <span className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => void copyLink(link)}>
                      <CopyIcon aria-hidden="true" />
                      Copy
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      disabled={revoking === link.token}
                      onClick={() => void onRevoke(link)}
                    >
                      <XCircleIcon aria-hidden="true" />
                      {revoking === link.token ? "Revoking…" : "Revoke"}
                    </Button>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
