/** The hints under the Search and sharing fields: how long a text reads, and what the browser tab shows. */

/** How a text's length reads where it is shown (`low`–`high` characters read best in `what`). */
export function lengthHint(length: number, low: number, high: number, what: string): string {
  if (length < low) return `${length} characters: a little short — ${low}–${high} reads best in ${what}.`;
  if (length > high) return `${length} characters: search results cut it after about ${high}.`;
  return `${length} characters: a good length for ${what}.`;
}

/**
 * What the browser tab will show: the page adds " | company" itself, so a title that already ends with the
 * company's name would show it twice — the hint says so instead of leaving the owner to find it in a tab.
 */
export function titleHint(title: string, company: string): string {
  const shown = `${title} | ${company}`;
  const length = lengthHint(shown.length, 30, 60, "a browser tab and search results");
  const ending = title.trim().toLowerCase();
  const name = company.trim().toLowerCase();
  if (name && ending.endsWith(name) && ending !== name)
    return `Shown as “${shown}”: the page adds “| ${company}” itself, so leave the name out here. ${length}`;
  return `Shown as “${shown}”. ${length}`;
}
