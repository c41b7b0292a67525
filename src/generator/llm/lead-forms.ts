/**
 * LLM pages deliver their forms like composer pages: every form posts to the engine's form endpoint
 * (EngineOptions.formAction), carries the lead fields (`_form`, honeypot) and `data-lead-form`, and the
 * page gets the same submit script and honeypot CSS. A form whose action is the owner's own address
 * (an absolute http(s) URL that is not a placeholder and that the owner wrote in the description, or
 * that an iteration put there) is left exactly as it is.
 */
import { PAGE_SCRIPT } from "../composer/engine/page-script.js";
import {
  HONEYPOT_FIELD,
  LEAD_ENDPOINT_PATTERN,
  LEAD_FORM_CSS,
  leadFormFields,
} from "../forms/lead-fields.js";
import { attributeOf, escapeHtml } from "./html-text.js";

/** Hosts and paths models invent when they need an action: never a real destination. */
const PLACEHOLDER_ACTION =
  /example\.(?:com|org|net)|\.example\b|localhost|your|placeholder|domain\.com|\{|\[|xxx/i;

export interface LeadFormOptions {
  /** The app's endpoint for this page; undefined leaves forms unconnected (the script says so). */
  formAction?: string;
  /** The owner's description (new pages): an action written there is the owner's own. Absent on iterations. */
  prompt?: string;
}

/** Whether a form's existing action is the owner's own destination, to be kept. */
export function isOwnersAction(action: string | null, prompt?: string): boolean {
  if (!action || !/^https?:\/\//i.test(action.trim())) return false;
  const url = action.trim();
  if (LEAD_ENDPOINT_PATTERN.test(url) || PLACEHOLDER_ACTION.test(url)) return false;
  // A new page: only an address the owner wrote. An iteration: the model changed it because it was asked.
  return prompt === undefined || prompt.includes(url);
}

/** Points each form at the endpoint and adds the lead fields, unless it posts to the owner's own address. */
export function connectLeadForms(html: string, options: LeadFormOptions): string {
  let count = 0;
  return html.replace(/<form\b([^>]*)>/gi, (tag, attrs: string, offset: number) => {
    count += 1;
    if (isOwnersAction(attributeOf(tag, "action"), options.prompt)) return tag;
    const id = attributeOf(tag, "id") || `lead-form-${count}`;
    const rest = attrs.replace(
      /\s(?:action|method|id|data-lead-form)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi,
      "",
    );
    const action = options.formAction ? ` action="${escapeHtml(options.formAction)}" method="post"` : "";
    const open = `<form${action} id="${escapeHtml(id)}"${rest} data-lead-form>`;
    const end = html.indexOf("</form>", offset);
    const body = html.slice(offset + tag.length, end < 0 ? undefined : end);
    const hasFields = new RegExp(`name=["']?${HONEYPOT_FIELD}\\b`).test(body);
    return hasFields ? open : open + leadFormFields(id);
  });
}

const OWN_STYLE = /<style data-lead-css>[\s\S]*?<\/style>\s*/gi;
const OWN_SCRIPT = /<script data-lead-script>[\s\S]*?<\/script>\s*/gi;

/** Adds (or refreshes, after an iteration) the honeypot CSS and the submit script. */
export function injectLeadScript(html: string): string {
  if (!/<form\b/i.test(html)) return html.replace(OWN_STYLE, "").replace(OWN_SCRIPT, "");
  let page = html.replace(OWN_STYLE, "").replace(OWN_SCRIPT, "");
  const style = `<style data-lead-css>${LEAD_FORM_CSS}</style>\n`;
  page = /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${style}</head>`) : style + page;
  const script = `<script data-lead-script>${PAGE_SCRIPT}</script>\n`;
  return /<\/body>/i.test(page)
    ? page.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${script}</body>`)
    : page + script;
}
