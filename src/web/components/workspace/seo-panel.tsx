import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, PaletteIcon, SaveIcon, SearchIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { ApiError, apiErrorMessage } from "~/lib/api";
import {
  applyBrandKit,
  BRAND_KIT_KEY,
  isEmptyBrandKit,
  readBrandKit,
  readSeo,
  saveSeo,
  seoKey,
  socialImageUrl,
} from "~/lib/brand-api";
import { TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { BRAND_KIT_VERSION_NOTE } from "../../../core/hand-edit";
import { useUndoFreeChange } from "../templates/use-undo-free-change";
import { lengthHint, titleHint } from "./seo-hints";

/** Search engines show about 60 characters of a title and 155–160 of a description. */

/** "Apply brand kit": the owner's kit on this page, as a new version (free). */
export function ApplyBrandKitCard({ template }: { template: Template }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { undoFree } = useUndoFreeChange(template);
  const kit = useQuery({ queryKey: BRAND_KIT_KEY, queryFn: readBrandKit });
  // Known empty only once read: while it loads (or if it cannot be read) the button stays, and the server
  // says why if it refuses.
  const empty = kit.data ? isEmptyBrandKit(kit.data.brandKit) : false;
  async function onApply() {
    setBusy(true);
    try {
      const answer = await applyBrandKit(template.id);
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      const version = answer.template.version;
      toast.success("Brand kit applied", {
        description: `Version ${version}: ${answer.applied.join(". ")}`,
        action: { label: "Undo", onClick: () => void undoFree(version, BRAND_KIT_VERSION_NOTE) },
      });
    } catch (error) {
      const description = apiErrorMessage(error, "Please try again.");
      // Nothing to change (the page already has the kit) is news, not a failure: no red toast for it.
      if (error instanceof ApiError && error.code === "change_not_applied")
        toast.info("Brand kit not applied", { description });
      else toast.error("Brand kit not applied", { description });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section
      aria-labelledby="brand-kit-heading"
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
    >
      <h2 id="brand-kit-heading" className="flex items-center gap-2 font-semibold">
        <PaletteIcon className="size-4" aria-hidden="true" />
        Brand kit
      </h2>
      <p className="text-sm text-muted-foreground">
        Puts your logo, colours, font, contact details and social links from your profile on this page as a
        new version. Free: nothing is written for you, so no tokens are used.{" "}
        {!empty && (
          <a href="/profile?tab=brand" className="underline underline-offset-2">
            Edit your brand kit
          </a>
        )}
      </p>
      {empty ? (
        // Nothing to apply yet: the way to set it up, not a button that can only be refused.
        <div className="flex flex-col gap-2" data-testid="brand-kit-empty">
          <p className="text-sm">
            Your brand kit is empty. Add your logo, colours or contact details once on your profile, then
            apply them to any page here.
          </p>
          <Button type="button" size="sm" variant="outline" className="self-start" asChild>
            <a href="/profile?tab=brand">Set up your brand kit</a>
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          className="self-start"
          disabled={busy}
          aria-busy={busy}
          onClick={onApply}
        >
          {busy ? "Applying…" : "Apply brand kit"}
        </Button>
      )}
    </section>
  );
}

/** Title, meta description and the published address, with the social image made from the top photo. */
export function SeoPanel({ template }: { template: Template }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: seoKey(template.id, template.version),
    queryFn: () => readSeo(template.id),
  });
  const [form, setForm] = useState({ title: "", description: "", siteUrl: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const socialImage = socialImageUrl(template.id, template.version);
  // Kept per image address, so a new version's image is tried (and waited for) afresh.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const [loadedImage, setLoadedImage] = useState<string | null>(null);
  const imageFailed = failedImage === socialImage;
  const imageLoading = !imageFailed && loadedImage !== socialImage;
  const seo = query.data?.seo;
  useEffect(() => {
    if (seo) setForm({ title: seo.title, description: seo.description, siteUrl: seo.siteUrl ?? "" });
  }, [seo]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await saveSeo(template.id, form);
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      toast.success("Search and sharing saved", {
        description: answer.applied.length
          ? `Version ${answer.template.version}: ${answer.applied.join(". ")}`
          : "The page's address is saved for the download.",
      });
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error("Could not save", { description: apiErrorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <Spinner label="Loading search and sharing" />;
  if (!seo) return <p className="text-sm text-muted-foreground">Search and sharing could not be loaded.</p>;
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="seo-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      noValidate
    >
      <h2 id="seo-heading" className="flex items-center gap-2 font-semibold">
        <SearchIcon className="size-4" aria-hidden="true" />
        Search and sharing
      </h2>
      <FormField
        id="seo-title"
        label="Title"
        error={errors.title}
        hint={titleHint(form.title, template.companyName)}
      >
        {(control) => (
          <Input
            {...control}
            disabled={!seo.editable}
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="seo-description"
        label="Description"
        error={errors.description}
        hint={lengthHint(form.description.length, 70, 160, "search results and shared links")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            disabled={!seo.editable}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="seo-site-url"
        label="Page address after publishing (optional)"
        error={errors.siteUrl}
        hint="With it, the downloaded file names its address and its social image for sharing sites."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://www.example.com/"
            value={form.siteUrl}
            onChange={(e) => setForm({ ...form, siteUrl: e.target.value })}
          />
        )}
      </FormField>
      <figure className="flex flex-col gap-1.5" data-testid="seo-social-image">
        {imageFailed ? (
          <p className="text-xs text-muted-foreground">
            This page has no picture to make a social image from: shared links show its title and description.
          </p>
        ) : (
          <div className="relative">
            <img
              src={socialImage}
              alt={`What a shared link to “${seo.title}” shows`}
              width={1200}
              height={630}
              loading="lazy"
              className="h-auto w-full rounded-md border bg-muted"
              // An image already in the cache may have loaded before React listened.
              ref={(img) => {
                if (img?.complete && img.naturalWidth > 0) setLoadedImage(socialImage);
              }}
              onLoad={() => setLoadedImage(socialImage)}
              onError={() => setFailedImage(socialImage)}
            />
            {imageLoading && (
              <div className="absolute inset-0 flex items-center justify-center">
                <Spinner label="Making the social image" />
              </div>
            )}
          </div>
        )}
        <figcaption className="text-xs text-muted-foreground">
          The picture shared links show, made from the page's top photo (else a card in its colours). Upload
          it beside the page as <code>social-image.jpg</code>; with the address above, the downloaded file
          points sharing sites to it. The tab icon is your logo.
        </figcaption>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
          <SaveIcon aria-hidden="true" />
          {busy ? "Saving…" : "Save"}
        </Button>
        {!imageFailed && (
          <Button type="button" size="sm" variant="outline" asChild>
            <a href={socialImage} download="social-image.jpg">
              <DownloadIcon aria-hidden="true" />
              Social image
            </a>
          </Button>
        )}
      </div>
    </form>
  );
}
