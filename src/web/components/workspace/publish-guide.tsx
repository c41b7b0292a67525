import { BookOpenIcon } from "lucide-react";
import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import type { Template } from "~/lib/templates-api";
import { downloadFileName } from "../../../core/download-name";
import { DownloadPageButton } from "../templates/download-page-button";

/**
 * "How to publish": a short guide beside Download for putting the one HTML file online (Netlify Drop,
 * GitHub Pages, any host), and what keeps the page's forms working once it is there.
 */
export function PublishGuideButton({ template }: { template: Pick<Template, "id" | "title"> }) {
  const [open, setOpen] = useState(false);
  const file = downloadFileName(template.title);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BookOpenIcon aria-hidden="true" />
          How to publish
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Publish your page</DialogTitle>
          <DialogDescription>
            The download is one HTML file with its styles, images and scripts inside: no other files are
            needed. Rename <code>{file}</code> to <code>index.html</code> so a host serves it as the home
            page.
          </DialogDescription>
        </DialogHeader>
        <DownloadPageButton template={template} className="self-start" />
        <Accordion type="single" collapsible defaultValue="netlify" className="text-sm">
          <AccordionItem value="netlify">
            <AccordionTrigger>Netlify Drop (no tools, about a minute)</AccordionTrigger>
            <AccordionContent>
              <ol className="ml-5 list-decimal space-y-1">
                <li>
                  Put <code>index.html</code> alone in a new folder.
                </li>
                <li>
                  Open <span className="font-mono">app.netlify.com/drop</span> and drag the folder onto the
                  page.
                </li>
                <li>
                  Netlify gives the site an address ending in <code>.netlify.app</code>. Sign in (free) to
                  keep the site and to connect your own domain.
                </li>
                <li>To update it, drag the new folder onto the site's Deploys page.</li>
              </ol>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="github">
            <AccordionTrigger>GitHub Pages (free, with a GitHub account)</AccordionTrigger>
            <AccordionContent>
              <ol className="ml-5 list-decimal space-y-1">
                <li>
                  On github.com, create a new public repository, for example <code>my-page</code>.
                </li>
                <li>
                  Choose Add file → Upload files, drop <code>index.html</code>, then Commit changes.
                </li>
                <li>
                  In the repository's Settings → Pages, set Source to “Deploy from a branch”, the branch to{" "}
                  <code>main</code> and the folder to <code>/ (root)</code>, then Save.
                </li>
                <li>
                  A minute or two later the page is at{" "}
                  <span className="font-mono">https://YOUR-NAME.github.io/my-page/</span>. To update it,
                  upload the new <code>index.html</code> over the old one.
                </li>
              </ol>
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="any">
            <AccordionTrigger>Any other host</AccordionTrigger>
            <AccordionContent>
              <p>
                Upload <code>index.html</code> to the site's web folder (often <code>public_html</code> or{" "}
                <code>www</code>) with your host's file manager or FTP, or to any static host (Cloudflare
                Pages, Vercel, an S3 bucket). Serve it over https.
              </p>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
        <section
          aria-labelledby="publish-keep"
          className="flex flex-col gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm"
        >
          <h3 id="publish-keep" className="font-semibold">
            What keeps working, and what to keep
          </h3>
          <ul className="ml-5 list-disc space-y-1">
            <li>
              The page's forms keep sending to this app wherever the page is hosted: leads arrive in your
              Leads inbox (and your webhook, if you set one).
            </li>
            <li>
              Keep your account and this page here: deleting the page turns its forms off, and they then
              answer that they no longer accept submissions.
            </li>
            <li>
              The hosted copy does not change by itself: after changing the page here, download it again and
              upload the new file.
            </li>
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
