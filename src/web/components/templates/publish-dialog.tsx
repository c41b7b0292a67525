import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BookOpenIcon, DownloadIcon, ImageIcon } from "lucide-react";
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
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { readSeo, seoKey, socialImageUrl } from "~/lib/brand-api";
import { TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { downloadFileName } from "../../../core/download-name";
import { DownloadPageButton } from "./download-page-button";

type PageRef = Pick<Template, "id" | "title" | "version">;

/**
 * Download with the publishing guide beside it, wherever the owner downloads (the workspace, the cards of
 * the home page, the tiles of the profile): the link saves the file at once (the spec's download), its
 * toast offers the guide, and "How to publish" opens the guide with the file, the social image and where
 * each goes. `compact` shows the guide's button as an icon (the cards' rarer actions are icons).
 */
export function DownloadWithGuide({ template, compact = false }: { template: PageRef; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const file = downloadFileName(template.title);
  const queryClient = useQueryClient();
  return (
    <>
      {/* The tooltip names the file, so people know what lands in their downloads folder. */}
      <Tooltip>
        <TooltipTrigger asChild>
          <DownloadPageButton
            template={template}
            onSaved={() => {
              toast.success("Download started", {
                description: `Saving ${file}. To put it online, rename it index.html and upload it.`,
                action: { label: "How to publish", onClick: () => setOpen(true) },
              });
              // Downloading keeps a change on hold (its tokens are charged): the server has answered, so the
              // chat and the report say so instead of still offering Undo.
              void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
            }}
          />
        </TooltipTrigger>
        <TooltipContent>Saves {file}</TooltipContent>
      </Tooltip>
      <PublishDialog template={template} open={open} onOpenChange={setOpen} compact={compact} />
    </>
  );
}

/** "How to publish": the file, its social image and a short guide for Netlify Drop, GitHub Pages, any host. */
export function PublishDialog({
  template,
  open,
  onOpenChange,
  compact,
}: {
  template: PageRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  compact: boolean;
}) {
  const file = downloadFileName(template.title);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {compact ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="How to publish"
            title="How to publish"
          >
            <BookOpenIcon aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline" size="sm">
            <BookOpenIcon aria-hidden="true" />
            How to publish
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Publish your page</DialogTitle>
          <DialogDescription>
            The download is one HTML file with its styles, images and scripts inside. Rename{" "}
            <code>{file}</code> to <code>index.html</code> so a host serves it as the home page, and put{" "}
            <code>social-image.jpg</code> beside it for link previews.
          </DialogDescription>
        </DialogHeader>
        <DownloadPageButton template={template} className="self-start" />
        {open && <SocialImage template={template} />}
        <Accordion type="single" collapsible defaultValue="netlify" className="text-sm">
          <AccordionItem value="netlify">
            <AccordionTrigger>Netlify Drop (no tools, about a minute)</AccordionTrigger>
            <AccordionContent>
              <ol className="ml-5 list-decimal space-y-1">
                <li>
                  Put <code>index.html</code> and <code>social-image.jpg</code> in a new folder.
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
                  Choose Add file → Upload files, drop <code>index.html</code> and{" "}
                  <code>social-image.jpg</code>, then Commit changes.
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
                Upload <code>index.html</code> and <code>social-image.jpg</code> to the same web folder (often{" "}
                <code>public_html</code> or <code>www</code>) with your host's file manager or FTP, or to any
                static host (Cloudflare Pages, Vercel, an S3 bucket). Serve it over https.
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

/**
 * The picture sharing sites show for the page (made from its top photo, else a card in its colours) and
 * where it goes: crawlers read it from the published site, so the file must name the page's address.
 */
function SocialImage({ template }: { template: PageRef }) {
  const seo = useQuery({
    queryKey: seoKey(template.id, template.version),
    queryFn: () => readSeo(template.id),
  });
  const [failed, setFailed] = useState(false);
  const src = socialImageUrl(template.id, template.version);
  const siteUrl = seo.data?.seo.siteUrl;
  return (
    <section
      aria-labelledby="publish-social"
      className="flex flex-col gap-2 rounded-lg border p-3 text-sm"
      data-testid="publish-social-image"
    >
      <h3 id="publish-social" className="flex items-center gap-2 font-semibold">
        <ImageIcon className="size-4" aria-hidden="true" />
        Picture for shared links
      </h3>
      {failed ? (
        <p className="text-muted-foreground">
          This page has no picture to make a social image from, so shared links show its title and description
          only.
        </p>
      ) : (
        <>
          <img
            src={src}
            alt={`What a shared link to “${template.title}” shows`}
            width={1200}
            height={630}
            className="h-auto w-full rounded-md border bg-muted"
            onError={() => setFailed(true)}
          />
          <Button variant="outline" size="sm" className="self-start" asChild>
            <a href={src} download="social-image.jpg">
              <DownloadIcon aria-hidden="true" />
              Download social-image.jpg
            </a>
          </Button>
        </>
      )}
      {seo.isPending ? null : siteUrl ? (
        <p>
          The file names its address, <span className="font-mono break-all">{siteUrl}</span>, and this picture
          at <span className="font-mono break-all">{new URL("social-image.jpg", siteUrl).href}</span>: upload
          it there, beside <code>index.html</code>.
        </p>
      ) : (
        <p data-testid="publish-no-address">
          Facebook, LinkedIn, WhatsApp and X show the picture only when the file names the page's address. Add
          the address the page will have in its workspace (Page → Search and sharing), then download again.
        </p>
      )}
    </section>
  );
}
