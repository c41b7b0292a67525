import { DownloadIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { downloadUrl, type Template } from "~/lib/templates-api";
import { downloadFileName } from "../../../core/download-name";

/**
 * The page's Download button: the HTML file, saved under a name made from its title. Other props go on the
 * button, so a Tooltip trigger (asChild) can wrap it.
 */
export function DownloadPageButton({
  template,
  ...props
}: { template: Pick<Template, "id" | "title"> } & ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" asChild {...props}>
      <a href={downloadUrl(template.id)} download={downloadFileName(template.title)}>
        <DownloadIcon aria-hidden="true" />
        Download
      </a>
    </Button>
  );
}
