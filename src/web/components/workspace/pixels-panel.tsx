import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChartLineIcon, SaveIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError, apiErrorMessage } from "~/lib/api";
import { type Pixels, pixelsKey, readPixels, savePixels } from "~/lib/brand-api";
import { toast } from "~/lib/toast";

const FIELDS = [
  { key: "ga4Id", label: "Google Analytics 4 measurement ID", placeholder: "G-XXXXXXXXXX" },
  { key: "googleAdsId", label: "Google Ads tag ID", placeholder: "AW-123456789" },
  { key: "metaPixelId", label: "Meta Pixel ID", placeholder: "15 or 16 digits" },
] as const;

/**
 * Analytics and ad pixels: stored with the page and put only into the downloaded file, behind a cookie
 * consent banner (nothing loads before the visitor accepts). The preview and share links never load them.
 */
export function PixelsPanel({ templateId }: { templateId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pixelsKey(templateId), queryFn: () => readPixels(templateId) });
  const [form, setForm] = useState<Record<keyof Pixels, string>>({
    ga4Id: "",
    googleAdsId: "",
    metaPixelId: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const saved = query.data?.pixels;
  useEffect(() => {
    if (saved)
      setForm({
        ga4Id: saved.ga4Id ?? "",
        googleAdsId: saved.googleAdsId ?? "",
        metaPixelId: saved.metaPixelId ?? "",
      });
  }, [saved]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await savePixels(templateId, {
        ga4Id: form.ga4Id || null,
        googleAdsId: form.googleAdsId || null,
        metaPixelId: form.metaPixelId || null,
      });
      queryClient.setQueryData(pixelsKey(templateId), answer);
      toast.success("Pixels saved", {
        description: "They are in your next download, behind a cookie banner.",
      });
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error("Pixels not saved", {
        description: apiErrorMessage(error, "Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <Spinner label="Loading pixels" />;
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="pixels-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      noValidate
    >
      <h2 id="pixels-heading" className="flex items-center gap-2 font-semibold">
        <ChartLineIcon className="size-4" aria-hidden="true" />
        Analytics and ad pixels
      </h2>
      <p className="text-sm text-muted-foreground">
        Added only to the file you download, with a cookie consent banner: nothing loads until a visitor
        accepts. The preview here never loads them.
      </p>
      {FIELDS.map((field) => (
        <FormField key={field.key} id={`pixel-${field.key}`} label={field.label} error={errors[field.key]}>
          {(control) => (
            <Input
              {...control}
              placeholder={field.placeholder}
              autoComplete="off"
              spellCheck={false}
              value={form[field.key]}
              onChange={(e) => setForm({ ...form, [field.key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" size="sm" className="self-start" disabled={busy} aria-busy={busy}>
        <SaveIcon aria-hidden="true" />
        {busy ? "Saving…" : "Save pixels"}
      </Button>
    </form>
  );
}
