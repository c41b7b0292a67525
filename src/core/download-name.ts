/** The spec's download name: the title lower-cased, every non-alphanumeric character replaced by "_", ".html". */
export function downloadFileName(title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, "_");
  return `${base || "landing_page"}.html`;
}
