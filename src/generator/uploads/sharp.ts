/** sharp (libvips, ~25 MB) is loaded by the first upload rather than when the server starts. */
let sharpLoading: Promise<typeof import("sharp")> | undefined;

export async function loadSharp() {
  sharpLoading ??= import("sharp");
  return (await sharpLoading).default;
}
