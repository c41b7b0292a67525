/**
 * Whether an Accept-Encoding header admits a content coding (RFC 9110 §12.5.3): by its name or `*`, with a
 * q-value above 0 ("gzip;q=0" refuses it). Shared by the static site (br, gzip) and page-carrying API reads.
 */
export function acceptsCoding(header: string | undefined, coding: "br" | "gzip"): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name !== coding && name !== "*") return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
