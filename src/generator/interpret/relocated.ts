/**
 * "we moved to 12 Stonegate, York", "neue Adresse: …": the page's street address (packs' `relocated`) becomes
 * what follows those words; a page without one gets it added. An e-mail or a web address is no street address.
 */
import { pageFact } from "./page-facts.js";
import { rawIndex } from "./raw-at.js";
import { find, type Reading } from "./reading.js";
import { emails, urls } from "./values.js";

export function relocated(r: Reading) {
  const at = find(r, (p) => p.relocated);
  if (!at) return null;
  const start = rawIndex(r.raw, at.end);
  const to = r.raw
    .slice(start)
    .replace(/^[\s:,-]+/, "")
    .replace(/[.!\s]+$/, "");
  const from = pageFact(r, "address");
  // "nouvelle adresse e-mail : …", "new web address: …": an e-mail or a link is no street address.
  if (!to || to.length < 4 || emails(to).length > 0 || urls(to).length > 0) return null;
  if (!from) return [{ op: "add_fact" as const, kind: "address" as const, value: to }];
  return [{ op: "set_fact" as const, kind: "address" as const, from, to }];
}
