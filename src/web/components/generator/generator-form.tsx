import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, ImagePlusIcon, SparklesIcon, UploadIcon, WandSparklesIcon, XIcon } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useIndustryPreset } from "~/lib/generator-preset";
import { readPickedImage } from "~/lib/image-file-reader";
import { GENERATION_FAILED_FALLBACK, GENERATION_FAILED_TITLE } from "~/lib/job-outcome";
import { cancelTrackedJob, syncActiveJobs, trackJob, useGenerationJob } from "~/lib/job-store";
import { startGeneration } from "~/lib/jobs-api";
import { PROFILE_QUERY_KEY, useProfile } from "~/lib/profile";
import { usePurchaseDialog } from "~/lib/purchase-dialog-context";
import { useSession } from "~/lib/session";
import { GENERATOR_PANEL, showPanel } from "~/lib/shown-panels";
import { GenerationError } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import {
  FILL_ALL_FIELDS_MESSAGE,
  FILL_ALL_FIELDS_TITLE,
  MAX_AUDIENCE_LENGTH,
  MAX_COMPANY_LENGTH,
  MAX_PROMPT_LENGTH,
  MAX_TITLE_LENGTH,
  UPLOAD_LOGO_MESSAGE,
} from "../../../core/generation-request";
import {
  ALLOWED_LOGO_MIME_TYPES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  type Industry,
  LANDING_PAGE_TYPE_LABELS,
  LANDING_PAGE_TYPES,
  type LandingPageType,
  type LogoOption,
  MAX_LOGO_BYTES,
} from "../../../core/page-options";
import { formatTokens, generationCost, LONG_PROMPT_HINT_THRESHOLD } from "../../../core/pricing";
import { CancelledNotice } from "./cancelled-notice";
import { GenerationProgress } from "./generation-progress";
import { MadeBeforeCancelNotice } from "./made-before-cancel-notice";
import { PageReadyNotice } from "./page-ready-notice";
import { type PhotoDraft, PhotoUploads, photosForRequest } from "./photo-uploads";
import { PromptCoverage } from "./prompt-coverage";

export function insufficientGenerationMessage(needed: number): string {
  return `You need at least ${needed} tokens to generate this template. Complex prompts require more tokens.`;
}

interface FormState {
  prompt: string;
  title: string;
  companyName: string;
  landingPageType: LandingPageType | "";
  industry: Industry | "";
  targetAudience: string;
  logoOption: LogoOption;
  logoData: string | null;
  logoName: string;
}

const EMPTY: FormState = {
  prompt: "",
  title: "",
  companyName: "",
  landingPageType: "",
  industry: "",
  targetAudience: "",
  logoOption: "generate",
  logoData: null,
  logoName: "",
};

/**
 * The signed-in generator form: describe the page, see its cost, generate with live progress. The
 * generation is a server job followed by the job store, so it survives a reload or a visit elsewhere:
 * this form shows whichever generation is running, and can cancel it.
 */
export function GeneratorForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const { user } = useSession();
  const { onBuyTokens } = usePurchaseDialog();
  const buyAction = { label: "Buy Tokens", onClick: () => onBuyTokens() };
  const [form, setForm] = useState<FormState>(EMPTY);
  const [photos, setPhotos] = useState<PhotoDraft[]>([]);
  const [starting, setStarting] = useState(false);
  const job = useGenerationJob();
  const running = job?.status === "running";
  const generating = starting || running;
  // The job this form started: when it succeeds, the form is cleared for the next page.
  const startedHere = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A generation made before its cancel arrived is told here, beside the progress (no toast repeating it).
  useEffect(() => showPanel(GENERATOR_PANEL), []);
  const userId = user?.id;
  useEffect(() => {
    if (userId) syncActiveJobs(userId);
  }, [userId]);

  useEffect(() => {
    if (!job || job.id !== startedHere.current || job.status !== "succeeded") return;
    startedHere.current = null;
    setForm(EMPTY);
    setPhotos([]);
    if (fileInput.current) fileInput.current.value = "";
  }, [job]);

  const cost = generationCost(form.prompt);
  // A home-page category preselects its industry (lib/generator-preset.ts).
  const preset = useIndustryPreset();
  useEffect(() => {
    if (preset) setForm((current) => ({ ...current, industry: preset.industry }));
  }, [preset]);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function onLogoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const allowed: readonly string[] = ALLOWED_LOGO_MIME_TYPES;
    if (!allowed.includes(file.type)) {
      toast.error("Unsupported logo file", { description: "Choose a PNG, JPEG, WebP, GIF or SVG image." });
      event.target.value = "";
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      toast.error("Logo is too large", { description: "The logo image must be at most 2 MB." });
      event.target.value = "";
      return;
    }
    const picked = await readPickedImage(file);
    if (picked.ok) {
      setForm((current) => ({ ...current, logoData: picked.dataUrl, logoName: file.name }));
    } else if (picked.reason === "not-an-image") {
      toast.error("Unsupported logo file", {
        description: `“${file.name}” is not an image. Choose a PNG, JPEG, WebP, GIF or SVG image.`,
      });
      event.target.value = "";
    } else {
      toast.error("Could not read the logo", { description: "Please choose the file again." });
    }
  }

  function clearLogo() {
    setForm((current) => ({ ...current, logoData: null, logoName: "" }));
    if (fileInput.current) fileInput.current.value = "";
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    if (
      !form.prompt.trim() ||
      !form.title.trim() ||
      !form.companyName.trim() ||
      !form.landingPageType ||
      !form.industry
    ) {
      toast.error(FILL_ALL_FIELDS_TITLE, { description: FILL_ALL_FIELDS_MESSAGE });
      return;
    }
    if (form.logoOption === "upload" && !form.logoData) {
      toast.error(UPLOAD_LOGO_MESSAGE);
      return;
    }
    const balance = profile.data?.tokenBalance;
    if (balance !== undefined && balance < cost) {
      toast.error("Insufficient tokens", {
        description: insufficientGenerationMessage(cost),
        action: buyAction,
      });
      return;
    }

    setStarting(true);
    try {
      const jobId = await startGeneration({
        prompt: form.prompt.trim(),
        title: form.title.trim(),
        companyName: form.companyName.trim(),
        landingPageType: form.landingPageType,
        industry: form.industry,
        targetAudience: form.targetAudience.trim(),
        logoOption: form.logoOption,
        logoData: form.logoOption === "upload" ? form.logoData : null,
        images: photosForRequest(photos),
        // Events in the description without a zone are taken to be in the user's.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      startedHere.current = jobId;
      trackJob(jobId, { kind: "generation", title: form.title.trim(), templateId: null });
    } catch (error) {
      // Refused before any work started (the job's own outcome is announced by the job store).
      if (error instanceof GenerationError && error.code === "insufficient_tokens") {
        toast.error("Insufficient tokens", {
          description: insufficientGenerationMessage(error.needed ?? cost),
          action: buyAction,
        });
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      } else if (error instanceof GenerationError && error.status === 401) {
        toast.error("Please sign in", { description: error.message });
      } else if (error instanceof GenerationError && error.status === 400) {
        const first = error.fields ? Object.values(error.fields)[0] : undefined;
        if (first === FILL_ALL_FIELDS_MESSAGE) {
          toast.error(FILL_ALL_FIELDS_TITLE, { description: FILL_ALL_FIELDS_MESSAGE });
        } else {
          toast.error(GENERATION_FAILED_TITLE, { description: first ?? error.message });
        }
      } else {
        const message = error instanceof GenerationError && error.message ? error.message : undefined;
        toast.error(GENERATION_FAILED_TITLE, { description: message ?? GENERATION_FAILED_FALLBACK });
      }
    } finally {
      setStarting(false);
    }
  }

  function onCancel() {
    if (!job) return;
    cancelTrackedJob(job.id).catch(() =>
      toast.error("Could not cancel", { description: "The generation is still running. Please try again." }),
    );
  }

  const promptId = `${id}-prompt`;
  const costHintId = `${id}-cost-hint`;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Generate a landing page"
      noValidate
      className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-2">
        <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Describe your page</h3>
      </div>
      <fieldset disabled={generating} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={promptId}>What should the page say and do?</Label>
          <Textarea
            id={promptId}
            value={form.prompt}
            onChange={(e) => set("prompt", e.target.value)}
            maxLength={MAX_PROMPT_LENGTH}
            rows={5}
            placeholder="e.g. A launch page for our time-tracking app for freelancers: highlight automatic timesheets, invoicing in one click and a 14-day free trial."
            aria-describedby={costHintId}
          />
          <p id={costHintId} className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span>
              {form.prompt.length > LONG_PROMPT_HINT_THRESHOLD
                ? "Longer prompts use extra tokens: 50 more for every full 100 characters."
                : "500 tokens, plus 50 for every full 100 characters of the description."}
            </span>
            <span className="shrink-0 tabular-nums">{form.prompt.length} characters</span>
          </p>
          <PromptCoverage
            promptLength={form.prompt.length}
            cost={cost}
            // While a generation runs its tokens are held: the balance says nothing about the next page yet.
            balance={generating ? undefined : profile.data?.tokenBalance}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-title`}>Page title</Label>
            <Input
              id={`${id}-title`}
              value={form.title}
              maxLength={MAX_TITLE_LENGTH}
              onChange={(e) => set("title", e.target.value)}
              placeholder="e.g. Spring Launch"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-company`}>Company name</Label>
            <Input
              id={`${id}-company`}
              value={form.companyName}
              maxLength={MAX_COMPANY_LENGTH}
              onChange={(e) => set("companyName", e.target.value)}
              placeholder="e.g. Acme Inc."
              autoComplete="organization"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-type`}>Page type</Label>
            <Select
              value={form.landingPageType}
              onValueChange={(value) => set("landingPageType", value as LandingPageType)}
              disabled={generating}
            >
              <SelectTrigger id={`${id}-type`}>
                <SelectValue placeholder="Select a page type" />
              </SelectTrigger>
              <SelectContent>
                {LANDING_PAGE_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {LANDING_PAGE_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-industry`}>Industry</Label>
            <Select
              value={form.industry}
              onValueChange={(value) => set("industry", value as Industry)}
              disabled={generating}
            >
              <SelectTrigger id={`${id}-industry`}>
                <SelectValue placeholder="Select an industry" />
              </SelectTrigger>
              <SelectContent>
                {INDUSTRIES.map((industry) => (
                  <SelectItem key={industry} value={industry}>
                    {INDUSTRY_LABELS[industry]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-audience`}>
            Target audience <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-audience`}
            value={form.targetAudience}
            maxLength={MAX_AUDIENCE_LENGTH}
            onChange={(e) => set("targetAudience", e.target.value)}
            placeholder="e.g. Freelance designers"
          />
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Logo</legend>
          <div className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-1">
            {(
              [
                { value: "generate", label: "Generate a logo", icon: WandSparklesIcon },
                { value: "upload", label: "Upload my logo", icon: UploadIcon },
              ] as const
            ).map((option) => {
              const checked = form.logoOption === option.value;
              return (
                <label
                  key={option.value}
                  className={cn(
                    "flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                    checked && "bg-background text-foreground shadow-sm",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-logo-option`}
                    value={option.value}
                    checked={checked}
                    onChange={() => set("logoOption", option.value)}
                    className="sr-only"
                  />
                  <option.icon className="size-4" aria-hidden="true" />
                  {option.label}
                </label>
              );
            })}
          </div>
          {form.logoOption === "upload" && (
            <div className="flex items-center gap-4 rounded-lg border border-dashed p-3">
              <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
                {form.logoData ? (
                  <img
                    src={form.logoData}
                    alt="Logo preview"
                    className="size-full object-contain"
                    data-testid="logo-preview"
                  />
                ) : (
                  <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <Label htmlFor={`${id}-logo`} className="sr-only">
                  Logo image
                </Label>
                <input
                  ref={fileInput}
                  id={`${id}-logo`}
                  type="file"
                  accept={ALLOWED_LOGO_MIME_TYPES.join(",")}
                  onChange={onLogoChange}
                  className="peer sr-only"
                />
                <div className="flex items-center gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => fileInput.current?.click()}
                  >
                    <ImagePlusIcon aria-hidden="true" />
                    {form.logoData ? "Change image" : "Choose image"}
                  </Button>
                  {form.logoData && (
                    <Button type="button" variant="ghost" size="sm" onClick={clearLogo}>
                      <XIcon aria-hidden="true" />
                      Remove
                    </Button>
                  )}
                </div>
                <p className="truncate text-xs text-muted-foreground">
                  {form.logoName || "PNG, JPEG, WebP, GIF or SVG, up to 2 MB"}
                </p>
              </div>
            </div>
          )}
        </fieldset>

        <PhotoUploads photos={photos} onChange={setPhotos} disabled={generating} />
      </fieldset>

      {/* The label wraps on narrow screens instead of being clipped. */}
      <Button
        type="submit"
        variant="hero"
        size="lg"
        disabled={generating}
        className="h-auto min-h-12 py-2 text-center whitespace-normal"
        data-testid="generate-button"
      >
        <WandSparklesIcon aria-hidden="true" />
        {generating ? "Generating…" : `Generate Landing Page (${formatTokens(cost)} tokens)`}
      </Button>
      {profile.data && (
        <p className="-mt-2 text-center text-xs text-muted-foreground">
          Your balance: {formatTokens(profile.data.tokenBalance)} tokens
        </p>
      )}
      {job && running && (
        <GenerationProgress
          title={job.title}
          stage={job.stage}
          message={job.message}
          partialHtml={job.html}
          onCancel={onCancel}
          cancelling={job.cancelling}
        />
      )}
      {job?.status === "cancelled" && <CancelledNotice job={job} />}
      {job?.madeBeforeCancel && <MadeBeforeCancelNotice job={job} />}
      {job?.status === "succeeded" && !job.madeBeforeCancel && !job.cancelAsked && (
        <PageReadyNotice job={job} />
      )}
    </form>
  );
}
