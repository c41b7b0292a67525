/**
 * Reads an image the owner picked (logo or photo) as a data URL and lets the browser decode it first.
 * The picker's MIME type comes from the file's name, so a text file called "logo.png" would pass it and show
 * a broken preview until the server refused it at Generate; decoding here refuses it at once.
 */
export type PickedImage =
  | { ok: true; dataUrl: string }
  | { ok: false; reason: "unreadable" | "not-an-image" };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function decodes(dataUrl: string): Promise<boolean> {
  const image = new Image();
  image.src = dataUrl;
  try {
    await image.decode();
    return image.naturalWidth > 0 || dataUrl.startsWith("data:image/svg+xml");
  } catch {
    return false;
  }
}

export async function readPickedImage(file: File): Promise<PickedImage> {
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  return (await decodes(dataUrl)) ? { ok: true, dataUrl } : { ok: false, reason: "not-an-image" };
}
