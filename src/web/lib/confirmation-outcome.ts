/**
 * What /confirm-email shows, from its query alone (spec §4): success for our server's `?status=confirmed`
 * (set only after it verified the token) and for the spec's legacy links (`type=signup|email` or a
 * `token_hash`); anything else, including no query at all, is "Invalid confirmation link.", with the
 * expired-link reason when the server's `?error=` says so.
 */
export type ConfirmationOutcome = "success" | "expired" | "invalid";

export function confirmationOutcome(query: URLSearchParams): ConfirmationOutcome {
  const type = query.get("type");
  if (query.get("status") === "confirmed" || type === "signup" || type === "email" || query.has("token_hash"))
    return "success";
  return query.get("error") === "token_expired" ? "expired" : "invalid";
}

/** The `data-status` the page's tests and styles read: the outcome's kind. */
export const statusOf = (outcome: ConfirmationOutcome | "loading") =>
  outcome === "loading" || outcome === "success" ? outcome : "error";

/**
 * The same decision as an inline script, placed right after the outcome box in the prerendered page: it
 * runs while the HTML is parsed, so the first paint already shows the outcome instead of "Confirming…"
 * (the page is a static shell and cannot know its query; decision 0020). After hydration the route sets
 * the same attributes from React state. Kept in plain ES5 and in step with confirmationOutcome by
 * confirmation-outcome.test.ts, which runs this text against every case.
 */
export const CONFIRMATION_OUTCOME_SCRIPT = [
  "(function(){",
  "var q=new URLSearchParams(location.search),t=q.get('type'),box=document.currentScript.previousElementSibling;",
  "var o=q.get('status')==='confirmed'||t==='signup'||t==='email'||q.has('token_hash')?'success'",
  ":q.get('error')==='token_expired'?'expired':'invalid';",
  "box.setAttribute('data-outcome',o);box.setAttribute('data-status',o==='success'?o:'error');",
  "})()",
].join("");
