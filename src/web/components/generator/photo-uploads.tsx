import { ImagePlusIcon, XIcon } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { readPickedImage } from "~/lib/image-file-reader";
import type { ImageInput } from "../../../core/generation-request";
import {
  IMAGE_ROLE_LABELS,
  IMAGE_ROLES,
  type ImageRole,
  MAX_IMAGE_ALT_LENGTH,
  MAX_IMAGES,
  PHOTO_MIME_TYPES,
  photoFileProblem,
} from "../../../core/uploads";

/** A chosen photo before it is sent: the server checks and re-encodes it again whatever this says. */
export interface PhotoDraft {
  key: string;
  name: string;
  role: ImageRole;
  dataUrl: string;
  alt: string;
}

export function photosForRequest(photos: PhotoDraft[]): ImageInput[] {
  return photos.map(({ role, dataUrl, alt }) => ({ role, dataUrl, alt: alt.trim() }));
}

let nextKey = 0;

/**
 * "Photos (optional)": up to six pictures for the page, each with where it goes (hero, gallery, product)
 * and its alt text. The first photo defaults to the hero when there is none yet.
 */
export function PhotoUploads({
  photos,
  onChange,
  disabled = false,
}: {
  photos: PhotoDraft[];
  onChange: (photos: PhotoDraft[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const full = photos.length >= MAX_IMAGES;
  // The form emptied (a page was made, or the last photo removed): the last pick's problems go with it, not
  // left under "0 of 6 chosen" for the next page.
  useEffect(() => {
    if (photos.length === 0) setProblems([]);
  }, [photos]);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const found: string[] = [];
    const added: PhotoDraft[] = [];
    let hasHero = photos.some((photo) => photo.role === "hero");
    for (const file of files) {
      const problem = photoFileProblem(file);
      if (problem) {
        found.push(problem);
        continue;
      }
      if (photos.length + added.length >= MAX_IMAGES) {
        found.push(`At most ${MAX_IMAGES} photos: “${file.name}” was not added.`);
        continue;
      }
      const picked = await readPickedImage(file);
      if (!picked.ok) {
        found.push(
          picked.reason === "not-an-image"
            ? `“${file.name}” is not a PNG, JPEG, WebP or GIF image.`
            : `“${file.name}” could not be read. Please choose it again.`,
        );
        continue;
      }
      nextKey += 1;
      added.push({
        key: `photo-${nextKey}`,
        name: file.name,
        role: hasHero ? "gallery" : "hero",
        dataUrl: picked.dataUrl,
        alt: "",
      });
      hasHero = true;
    }
    setProblems(found);
    if (added.length > 0) onChange([...photos, ...added]);
  }

  function update(key: string, change: Partial<PhotoDraft>) {
    onChange(photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }

  function remove(key: string) {
    onChange(photos.filter((photo) => photo.key !== key));
    setProblems([]);
    // The removed row's button is gone: keep keyboard focus in the control.
    addButton.current?.focus();
  }

  const hintId = `${id}-hint`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId} data-testid="photo-uploads">
      <legend className="mb-2 text-sm font-medium">
        Photos <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        Up to {MAX_IMAGES} of your own pictures: PNG, JPEG, WebP or GIF, at most 10 MB each (30 MB together).
        A hero photo becomes the page's main picture.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-files`} className="sr-only">
          Add photos
        </Label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={PHOTO_MIME_TYPES.join(",")}
          onChange={onFiles}
          disabled={disabled || full}
          className="sr-only"
          tabIndex={-1}
        />
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || full}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          {photos.length === 0 ? "Choose photos" : "Add photos"}
        </Button>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {photos.length} of {MAX_IMAGES} chosen
        </span>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Chosen photos">
          {photos.map((photo, index) => {
            const label = `Photo ${index + 1}`;
            return (
              <li
                key={photo.key}
                className="grid grid-cols-[4rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-lg border p-3"
                aria-label={`${label}: ${photo.name}`}
              >
                <img
                  src={photo.dataUrl}
                  alt=""
                  className="size-16 rounded-md border object-cover"
                  data-testid="photo-thumbnail"
                />
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex items-center justify-between gap-2">
                    <p className="truncate text-xs text-muted-foreground">{photo.name}</p>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={disabled}
                      onClick={() => remove(photo.key)}
                      aria-label={`Remove ${label.toLowerCase()} (${photo.name})`}
                    >
                      <XIcon aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                  <Label htmlFor={`${id}-${photo.key}-role`} className="text-xs">
                    Where it goes
                  </Label>
                  <Select
                    value={photo.role}
                    onValueChange={(role) => update(photo.key, { role: role as ImageRole })}
                    disabled={disabled}
                  >
                    <SelectTrigger
                      id={`${id}-${photo.key}-role`}
                      aria-label={`${label}: where it goes`}
                      className="w-full max-w-48"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {IMAGE_ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {IMAGE_ROLE_LABELS[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="col-span-2 flex flex-col gap-1">
                  <Label htmlFor={`${id}-${photo.key}-alt`} className="text-xs">
                    Describe the photo for people who can't see it
                  </Label>
                  <Input
                    id={`${id}-${photo.key}-alt`}
                    value={photo.alt}
                    maxLength={MAX_IMAGE_ALT_LENGTH}
                    disabled={disabled}
                    onChange={(event) => update(photo.key, { alt: event.target.value })}
                    placeholder="e.g. Fresh loaves on our counter"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
