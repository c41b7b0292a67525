/**
 * What every form in a generated page carries so the app's lead endpoint (APP_URL/f/<token>) can take
 * it: the form's id in `_form` (the inbox shows which form a lead came from, and a classic post is
 * redirected back to `#<id>-thanks`) and an empty honeypot `_hp` that people never see and bots fill in.
 * Renderers call leadFormFields inside each <form>, mark the form with `data-lead-form`, and include
 * LEAD_FORM_CSS once in the page's styles.
 */

/** Hidden field naming the form a submission came from. */
export const FORM_ID_FIELD = "_form";
/** Hidden field that must stay empty; the endpoint quietly drops submissions that fill it. */
export const HONEYPOT_FIELD = "_hp";
/** Class that hides the honeypot from people (and screen readers) but not from naive bots. */
export const HONEYPOT_CLASS = "lf-hp";

/** Inline as well as in LEAD_FORM_CSS, so the honeypot stays hidden even on a page without that CSS. */
const HONEYPOT_STYLE = "position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden";

/**
 * Hidden field the page's script adds on submit: milliseconds since the page was opened. A form sent
 * within seconds of opening was not filled in by a person; a post without it (no JavaScript) is not judged.
 */
export const OPENED_MS_FIELD = "_t";

/** Fields the endpoint reads itself; they are never stored as the lead's answers. */
export const RESERVED_FIELDS: readonly string[] = [FORM_ID_FIELD, HONEYPOT_FIELD, OPENED_MS_FIELD];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The two hidden inputs for the form with this id. The honeypot is a text input (bots skip
 * type=hidden), off-screen, out of the tab order and without autofill, named by aria-label so the page
 * stays valid for accessibility checkers without adding text to the page.
 */
export function leadFormFields(formId: string): string {
  const id = escapeAttribute(formId);
  return (
    `<input type="hidden" name="${FORM_ID_FIELD}" value="${id}">` +
    `<div class="${HONEYPOT_CLASS}" style="${HONEYPOT_STYLE}" aria-hidden="true">` +
    `<input type="text" id="${id}-hp" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off" aria-label="Leave this field empty"></div>`
  );
}

/**
 * Hides the honeypot and styles the error line; include once per page. The `:target` rule shows a
 * form's thank-you element when a script-less classic post comes back to `#<id>-thanks`.
 */
export const LEAD_FORM_CSS = `.${HONEYPOT_CLASS}{position:absolute!important;left:-10000px!important;top:auto!important;width:1px!important;height:1px!important;overflow:hidden!important}
.lf-error{flex-basis:100%;color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;border-radius:10px;padding:10px 14px;margin:12px 0 0;font-size:.93rem}
.lf-error[hidden]{display:none}
[id$="-thanks"]:target{display:block!important}`;

/** True when a form action is an app lead endpoint (…/f/<token>), which answers fetch posts with JSON. */
export const LEAD_ENDPOINT_PATTERN = /\/f\/[A-Za-z0-9_-]{20,}\/?(?:[?#].*)?$/;
