import { DownloadIcon } from "lucide-react";
import { type ComponentProps, type MouseEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { readJsonBody } from "~/lib/api";
import { downloadUrl, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { downloadFileName } from "../../../core/download-name";

/** What the server said when it refused the file (signed out, a page deleted elsewhere, a fault), in words. */
async function refusalOf(response: Response): Promise<string> {
  const body = (await readJsonBody(response)) as { error?: { message?: string } } | null;
  if (body?.error?.message) return body.error.message;
  if (response.status === 401) return "Your session has ended. Sign in again, then download.";
  if (response.status === 404) return "This page no longer exists.";
  return "The server could not make the file. Try again in a moment.";
}

/**
 * Fetches the page's file and saves it under `file`; answers whether it was saved. A refusal or a lost
 * connection is said in a toast: a plain link would leave it to a failed entry in the browser's downloads.
 */
async function saveFile(id: string, file: string): Promise<boolean> {
  try {
    const response = await fetch(downloadUrl(id), { credentials: "same-origin" });
    if (!response.ok) {
      toast.error("Download failed", { description: await refusalOf(response) });
      return false;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = file;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file once the click's task is over.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    toast.error("Download failed", { description: "No connection to the server. Check it and try again." });
    return false;
  }
}

/**
 * The page's Download button: the HTML file, saved under a name made from its title, once the server has
 * handed it over (`onSaved` then), or a toast saying why not. It stays a link (open in a new tab, copy its
 * address). Other props go on the button, so a Tooltip trigger (asChild) can wrap it.
 */
export function DownloadPageButton({
  template,
  onSaved,
  ...props
}: { template: Pick<Template, "id" | "title">; onSaved?: () => void } & ComponentProps<typeof Button>) {
  const [saving, setSaving] = useState(false);
  const file = downloadFileName(template.title);
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, save link as) is the browser's own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      if (await saveFile(template.id, file)) onSaved?.();
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button variant="outline" size="sm" asChild {...props}>
      <a
        href={downloadUrl(template.id)}
        download={file}
        onClick={(event) => void onClick(event)}
        aria-busy={saving}
      >
        <DownloadIcon aria-hidden="true" />
        Download
      </a>
    </Button>
  );
}
