import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ChevronDownIcon,
  CircleCheckIcon,
  ImageIcon,
  PlusIcon,
  SaveIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { ApiError, apiErrorMessage } from "~/lib/api";
import { BRAND_KIT_KEY, type BrandKit, readBrandKit, saveBrandKit } from "~/lib/brand-api";
import { readPickedImage } from "~/lib/image-file-reader";
import { toast } from "~/lib/toast";
import { useLiftToastsAbove } from "~/lib/toast-lift";
import { cn } from "~/lib/utils";

const LOGO_NOT_IMAGE = "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB";

/**
 * The brand kit: logo, colours, font, contact details and social links. Every new page starts from it; a
 * page made before can take it with "Apply brand kit" in its workspace (free).
 */
export function BrandKitTab() {
  const query = useQuery({ queryKey: BRAND_KIT_KEY, queryFn: readBrandKit });
  if (query.isPending) return <Spinner label="Loading your brand kit" />;
  if (query.isError)
    return <p className="rounded-xl border p-6 text-muted-foreground">Your brand kit could not be loaded.</p>;
  return <BrandKitForm saved={query.data.brandKit} />;
}

function BrandKitForm({ saved }: { saved: BrandKit }) {
  const queryClient = useQueryClient();
  const [kit, setKit] = useState<BrandKit>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // What the save button last did, said beside it (a toast alone is gone in 4.5 s).
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const dirty = JSON.stringify(kit) !== JSON.stringify(saved);
  // The save bar sits along the window's bottom: its toast stands above it, not over the button.
  const saveBar = useRef<HTMLDivElement>(null);
  useLiftToastsAbove(saveBar);
  useEffect(() => setKit(saved), [saved]);
  const set = <K extends keyof BrandKit>(key: K, value: BrandKit[K]) =>
    setKit((k) => ({ ...k, [key]: value }));
  const text = (key: "phone" | "email" | "address") => ({
    value: kit[key] ?? "",
    onChange: (e: { target: { value: string } }) => set(key, e.target.value || null),
  });

  async function onLogo(file: File | undefined) {
    if (!file) return;
    const picked = await readPickedImage(file);
    if (!picked.ok) {
      setErrors((e) => ({ ...e, logoData: LOGO_NOT_IMAGE }));
      return;
    }
    setErrors(({ logoData: _, ...rest }) => rest);
    set("logoData", picked.dataUrl);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await saveBrandKit(kit);
      queryClient.setQueryData(BRAND_KIT_KEY, answer);
      setKit(answer.brandKit);
      setSavedAt(new Date());
      toast.success("Brand kit saved", { description: "New pages will use it." });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(fields);
      toast.error("Could not save the brand kit", {
        description: apiErrorMessage(error, "Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Brand kit" noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Brand kit</CardTitle>
          <CardDescription>
            Every new page uses your logo, colours, font and contact details. To put them on a page you
            already made, open it and choose “Apply brand kit” (free).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="brand-logo">Logo</Label>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex h-16 w-40 items-center justify-center rounded-lg border bg-muted/40">
                {kit.logoData ? (
                  <img src={kit.logoData} alt="Your logo" className="max-h-14 max-w-36 object-contain" />
                ) : (
                  <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
                )}
              </div>
              {/* The file input is the label's: a button like the rest of the form, not the browser's own
                  "Choose File  No file chosen" (which also reads wrong once a logo is saved). */}
              <input
                id="brand-logo"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
                className="peer sr-only"
                aria-invalid={Boolean(errors.logoData)}
                onChange={(e) => {
                  void onLogo(e.target.files?.[0]);
                  // The same file picked again (after Remove) still counts as a choice.
                  e.target.value = "";
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
                // Keyboard and screen readers use the file input (labelled "Logo"); this is its face.
                tabIndex={-1}
                onClick={() => document.getElementById("brand-logo")?.click()}
              >
                <UploadIcon aria-hidden="true" />
                {kit.logoData ? "Replace logo" : "Upload logo"}
              </Button>
              {kit.logoData && (
                <Button type="button" variant="ghost" size="sm" onClick={() => set("logoData", null)}>
                  <Trash2Icon aria-hidden="true" />
                  Remove logo
                </Button>
              )}
            </div>
            <FieldError message={errors.logoData} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <ColourField
              id="brand-primary"
              label="Brand colour"
              value={kit.primaryColor}
              error={errors.primaryColor}
              onChange={(v) => set("primaryColor", v)}
            />
            <ColourField
              id="brand-accent"
              label="Accent colour"
              value={kit.accentColor}
              error={errors.accentColor}
              onChange={(v) => set("accentColor", v)}
            />
            <FormField id="brand-font" label="Font" error={errors.font}>
              {(control) => (
                // The browser's select (keyboard and phone pickers) drawn like the form's other fields.
                <div className="relative">
                  <select
                    {...control}
                    className="h-10 w-full appearance-none rounded-md border border-input bg-background pr-9 pl-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    value={kit.font ?? ""}
                    onChange={(e) => set("font", (e.target.value || null) as BrandKit["font"])}
                  >
                    <option value="">The page's own choice</option>
                    <option value="sans">Sans-serif</option>
                    <option value="serif">Serif</option>
                  </select>
                  <ChevronDownIcon
                    className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden="true"
                  />
                </div>
              )}
            </FormField>
          </div>
          <BrandPreview kit={kit} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Contact details and social links</CardTitle>
          <CardDescription>
            Added to the contact section and footer of new pages whose description does not give them.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="brand-phone" label="Phone" error={errors.phone}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...text("phone")} />}
            </FormField>
            <FormField id="brand-email" label="E-mail" error={errors.email}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...text("email")} />}
            </FormField>
          </div>
          <FormField id="brand-address" label="Address" error={errors.address}>
            {(control) => <Input {...control} autoComplete="street-address" {...text("address")} />}
          </FormField>
          <SocialLinks kit={kit} errors={errors} onChange={(links) => set("socialLinks", links)} />
        </CardContent>
      </Card>
      <div
        ref={saveBar}
        className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border bg-background/95 px-4 py-3 shadow-sm backdrop-blur"
      >
        <p className="mr-auto flex items-center gap-1.5 text-sm" role="status" data-testid="brand-save-state">
          {busy ? null : dirty ? (
            <span className="text-muted-foreground">Unsaved changes</span>
          ) : savedAt ? (
            <>
              <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />
              <span>
                Saved at {savedAt.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}. New
                pages will use it.
              </span>
            </>
          ) : null}
        </p>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <SaveIcon aria-hidden="true" />
          {busy ? "Saving…" : "Save brand kit"}
        </Button>
      </div>
    </form>
  );
}

function ColourField(props: {
  id: string;
  label: string;
  value: string | null;
  error?: string;
  onChange: (value: string | null) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} hint="A hex code, e.g. #1d4ed8">
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${props.label} picker`}
            // Unset reads as unset, not as black.
            className={cn(
              "h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-transparent p-1",
              !props.value && "border-dashed opacity-40",
            )}
            value={props.value ?? "#000000"}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <Input
            {...control}
            placeholder="Not set"
            value={props.value ?? ""}
            onChange={(e) => props.onChange(e.target.value || null)}
          />
        </div>
      )}
    </FormField>
  );
}

function SocialLinks(props: {
  kit: BrandKit;
  errors: Record<string, string>;
  onChange: (links: BrandKit["socialLinks"]) => void;
}) {
  const links = props.kit.socialLinks;
  const update = (i: number, patch: Partial<BrandKit["socialLinks"][number]>) =>
    props.onChange(links.map((link, j) => (j === i ? { ...link, ...patch } : link)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Social links</legend>
      {links.map((link, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
          <Input
            aria-label={`Network ${i + 1}`}
            placeholder="Instagram"
            value={link.label}
            onChange={(e) => update(i, { label: e.target.value })}
          />
          <Input
            aria-label={`Link ${i + 1}`}
            type="url"
            placeholder="https://instagram.com/yourname"
            value={link.url}
            aria-invalid={Boolean(props.errors[`socialLinks.${i}.url`])}
            onChange={(e) => update(i, { url: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove link ${i + 1}`}
            onClick={() => props.onChange(links.filter((_, j) => j !== i))}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
          <FieldError
            message={props.errors[`socialLinks.${i}.url`] ?? props.errors[`socialLinks.${i}.label`]}
          />
        </div>
      ))}
      {links.length < 6 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => props.onChange([...links, { label: "", url: "" }])}
        >
          <PlusIcon aria-hidden="true" />
          Add a social link
        </Button>
      )}
    </fieldset>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): "#000000" | "#ffffff" {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

/**
 * How the kit looks on a page, as it is typed: the logo, a headline in the chosen font, a button in the brand
 * colour and a link in the accent colour, with the contact line. Unset parts show the page's own choice.
 */
function BrandPreview({ kit }: { kit: BrandKit }) {
  const primary = kit.primaryColor && HEX.test(kit.primaryColor) ? kit.primaryColor : null;
  const accent = kit.accentColor && HEX.test(kit.accentColor) ? kit.accentColor : null;
  const font = kit.font === "serif" ? "font-serif" : "font-sans";
  const contact = [kit.phone, kit.email, kit.address].filter(Boolean).join(" · ");
  return (
    <figure className="flex flex-col gap-2" data-testid="brand-preview">
      <figcaption className="text-sm font-medium">Preview</figcaption>
      <div className="overflow-hidden rounded-lg border bg-white text-neutral-900">
        <div className="flex items-center gap-2 border-b px-4 py-2">
          {kit.logoData ? (
            <img src={kit.logoData} alt="" className="h-6 max-w-24 object-contain" />
          ) : (
            <span
              className="flex size-6 items-center justify-center rounded text-xs font-bold"
              style={{ background: primary ?? "#e5e7eb", color: primary ? textOn(primary) : "#374151" }}
              aria-hidden="true"
            >
              A
            </span>
          )}
          <span className={cn("text-sm font-semibold", font)}>Your business</span>
          <span className="ml-auto text-xs" style={{ color: accent ?? "#6b7280" }}>
            Contact
          </span>
        </div>
        <div className="flex flex-col gap-2 px-4 py-4">
          <p className={cn("text-xl leading-tight font-bold", font)}>A headline in your font</p>
          <p className={cn("text-sm text-neutral-600", font)}>
            Body text reads like this.{" "}
            <span className="underline" style={{ color: accent ?? "#2563eb" }}>
              A link in your accent colour
            </span>
            .
          </p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <span
              className="rounded-md px-3 py-1.5 text-sm font-medium"
              style={{ background: primary ?? "#111827", color: primary ? textOn(primary) : "#ffffff" }}
            >
              Get started
            </span>
            <span
              className="rounded-md border px-3 py-1.5 text-sm"
              style={{ borderColor: accent ?? "#d1d5db", color: accent ?? "#374151" }}
            >
              Learn more
            </span>
          </div>
          {contact && <p className="pt-1 text-xs text-neutral-500">{contact}</p>}
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
        <Swatch label="Brand" hex={primary} />
        <Swatch label="Accent" hex={accent} />
        <span>
          Font: {kit.font === "serif" ? "Serif" : kit.font === "sans" ? "Sans-serif" : "the page's own"}
        </span>
      </p>
    </figure>
  );
}

function Swatch({ label, hex }: { label: string; hex: string | null }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        className={cn("size-4 rounded-full border", !hex && "border-dashed")}
        style={hex ? { background: hex } : undefined}
        aria-hidden="true"
      />
      {label}: {hex ?? "the page's own"}
    </span>
  );
}
