/**
 * Branded HTML + text bodies for every mail the product sends. Each function returns
 * { subject, html, text }; nothing here sends anything.
 */
import {
  formatEuros,
  formatTokens,
  promptCharactersCovered,
  TYPICAL_PAGE_PRICE_TEXT,
} from "../../core/pricing.js";

/** Who the mails speak for: the public address (links) and the operator's brand (BRAND_NAME). */
export interface MailSite {
  appUrl: string;
  brandName: string;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** The mails' public address and brand from the configuration. */
export function mailSite(config: { APP_URL: string; BRAND_NAME: string }): MailSite {
  return { appUrl: config.APP_URL, brandName: config.BRAND_NAME };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Anyone can sign up with someone else's address and any name, and the confirmation and welcome mails then
 * greet that address with the name: "Hello Your account is locked, sign in at evil.example" in a mail from
 * us. A name that carries an address a mail client would turn into a link (a scheme, "www.", a domain) is
 * not repeated in a mail; the greeting says "there" instead. Names without one are kept as written.
 */
const LINK_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|@|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|app|dev|xyz|top|site|online|shop|store|link|click|live|ru|cn|tk|ml|ga|cf|gq|ly|gl|to|cc|su|ws|pw)\b/i;

export function nameForMail(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? "";
  return trimmed && !LINK_LIKE.test(trimmed) ? trimmed : "there";
}

interface LayoutInput {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  rows?: [string, string][];
  footnote?: string;
}

/** Every line a mail reader would break at, not only \n. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: vertical tab and form feed break lines too.
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;

/**
 * A label and its value in the plain text. The value's later lines are indented under it, so a visitor's
 * answer can never begin a line of the mail that looks like one of ours ("Bcc: …", "E-mail: …").
 */
function textRow(label: string, value: string): string {
  const [first, ...rest] = value.split(LINE_BREAK);
  return [`${label.split(LINE_BREAK).join(" ")}: ${first}`, ...rest.map((line) => `    ${line}`)].join("\n");
}

/** One table-based layout that renders well in common mail clients, plus the matching plain text. */
function layout(brand: string, subject: string, input: LayoutInput): MailContent {
  const brandHtml = escapeHtml(brand);
  const paragraphs = input.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${escapeHtml(p)}</p>`,
    )
    .join("");
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(input.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const rows = input.rows
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 20px">${input.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8f0;color:#64748b;font-size:14px">${escapeHtml(k)}</td><td style="padding:8px 0;border-bottom:1px solid #e2e8f0;color:#0f172a;font-size:14px;text-align:right;font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const footnote = input.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#64748b">${escapeHtml(input.footnote)}</p>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:linear-gradient(135deg,#4f46e5,#7c3aed);padding:20px 28px;color:#ffffff;font-size:18px;font-weight:700">${brandHtml}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(input.heading)}</h1>
${paragraphs}${rows}${action}${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#94a3b8;font-size:12px">You receive this e-mail because of your ${brandHtml} account or request.</td></tr>
</table></td></tr></table></body></html>`;
  const textParts = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.rows ? [...input.rows.map(([k, v]) => textRow(k, v)), ""] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ""] : []),
    ...(input.footnote ? [input.footnote, ""] : []),
    `— ${brand}`,
  ];
  return { subject, html, text: textParts.join("\n") };
}

export function confirmAddressEmail(site: MailSite, data: { name: string; url: string }): MailContent {
  return layout(site.brandName, `Confirm your e-mail address for ${site.brandName}`, {
    preheader: "One click to confirm your address.",
    heading: `Confirm your e-mail, ${nameForMail(data.name)}`,
    paragraphs: [
      `Thanks for creating your ${site.brandName} account. Please confirm that this is your e-mail address.`,
    ],
    action: { label: "Confirm e-mail address", url: data.url },
    footnote: "The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.",
  });
}

/** To the owner of an address someone tried to sign up with again (sign-up itself answers as for a new one). */
export function signUpAttemptEmail(site: MailSite, data: { name: string }): MailContent {
  return layout(site.brandName, `Someone tried to create a ${site.brandName} account with your e-mail`, {
    preheader: "Your address already has an account.",
    heading: `Hello ${nameForMail(data.name)},`,
    paragraphs: [
      `Someone just tried to create a new ${site.brandName} account with this e-mail address. It already has an account, so nothing was created and your account is unchanged.`,
      "If it was you, sign in instead. If you forgot your password, use “Forgot password?” on the sign-in page.",
    ],
    action: { label: "Sign in", url: `${site.appUrl}/auth` },
    footnote: "If it was not you, you can ignore this e-mail.",
  });
}

export function welcomeEmail(site: MailSite, data: { name: string; welcomeTokens: number }): MailContent {
  return layout(
    site.brandName,
    `Welcome to ${site.brandName}: ${formatTokens(data.welcomeTokens)} free tokens inside`,
    {
      preheader: `Your ${formatTokens(data.welcomeTokens)} free tokens are ready.`,
      heading: `Welcome, ${nameForMail(data.name)}!`,
      paragraphs: [
        `Your account comes with ${formatTokens(data.welcomeTokens)} free tokens. They pay for one page described in up to ${promptCharactersCovered(data.welcomeTokens)} characters; ${TYPICAL_PAGE_PRICE_TEXT} (500–1,000 tokens). No credit card needed.`,
        "Describe your page in a few sentences, pick a page type and an industry, and download one self-contained HTML file you can host anywhere.",
      ],
      action: { label: "Generate your first page", url: `${site.appUrl}/#generator-section` },
    },
  );
}

export function resetPasswordEmail(site: MailSite, data: { name: string; url: string }): MailContent {
  return layout(site.brandName, `Reset your ${site.brandName} password`, {
    preheader: "A link to choose a new password.",
    heading: "Reset your password",
    paragraphs: [
      `Hi ${nameForMail(data.name)}, someone (hopefully you) asked to reset the password of your account.`,
    ],
    action: { label: "Choose a new password", url: data.url },
    footnote:
      "The link works once and expires in 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  });
}

export function confirmNewAddressEmail(
  site: MailSite,
  data: { name: string; newEmail: string; url: string },
): MailContent {
  return layout(site.brandName, `Confirm your new e-mail address for ${site.brandName}`, {
    preheader: "Confirm the change of your e-mail address.",
    heading: "Confirm your new e-mail address",
    paragraphs: [
      `Hi ${nameForMail(data.name)}, you asked to change the e-mail address of your ${site.brandName} account to ${data.newEmail}.`,
      "The change takes effect once you confirm it from this address.",
    ],
    action: { label: "Confirm new address", url: data.url },
    footnote: "If you did not ask for this change, ignore this e-mail and your address stays the same.",
  });
}

/** To the address an account had before its change was confirmed: the owner hears of a change they did not make. */
export function addressChangedEmail(site: MailSite, data: { name: string; newEmail: string }): MailContent {
  return layout(site.brandName, `Your ${site.brandName} e-mail address was changed`, {
    preheader: "Your account now uses another e-mail address.",
    heading: `Hello ${nameForMail(data.name)},`,
    paragraphs: [
      `The e-mail address of your ${site.brandName} account was just changed to ${data.newEmail}. Mail about the account now goes there.`,
      "If you made this change, there is nothing to do.",
    ],
    footnote: `If you did not, write to us at once through the contact form on ${site.appUrl}, so we can restore your account.`,
  });
}

/** To the account's address after its password was changed or reset. */
export function passwordChangedEmail(site: MailSite, data: { name: string }): MailContent {
  return layout(site.brandName, `Your ${site.brandName} password was changed`, {
    preheader: "Your account has a new password.",
    heading: `Hello ${nameForMail(data.name)},`,
    paragraphs: [
      `The password of your ${site.brandName} account was just changed, and every other device was signed out.`,
      "If you made this change, there is nothing to do.",
    ],
    action: { label: "Go to sign-in", url: `${site.appUrl}/auth` },
    footnote: "If you did not, reset your password now with “Forgot password?” on the sign-in page.",
  });
}

export interface PurchaseConfirmationData {
  fullName: string;
  email: string;
  packageName: string;
  baseTokens: number;
  bonusTokens: number;
  totalTokens: number;
  totalPriceCents: number;
  paymentMethod: string;
  purchaseDate: Date;
}

export function purchaseConfirmationEmail(site: MailSite, data: PurchaseConfirmationData): MailContent {
  const n = formatTokens;
  const date = data.purchaseDate.toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return layout(site.brandName, `Your ${site.brandName} purchase: ${n(data.totalTokens)} tokens`, {
    preheader: `${n(data.totalTokens)} tokens were added to your account.`,
    heading: `Thank you, ${nameForMail(data.fullName)}!`,
    paragraphs: [`Your purchase is complete and ${n(data.totalTokens)} tokens were added to your account.`],
    rows: [
      ["Package", data.packageName],
      ["Base tokens", n(data.baseTokens)],
      ["Bonus tokens", n(data.bonusTokens)],
      ["Total tokens", n(data.totalTokens)],
      ["Total price", formatEuros(data.totalPriceCents)],
      ["Payment method", data.paymentMethod],
      ["Purchase date", date],
    ],
    action: { label: "Start generating", url: `${site.appUrl}/#generator-section` },
    footnote:
      "This was a demo payment: no money was charged. Purchased tokens expire 90 days after purchase. Keep this e-mail as your receipt.",
  });
}

export function contactMessageEmail(
  site: MailSite,
  data: { name: string; email: string; message: string },
): MailContent {
  return layout(site.brandName, `Contact form: message from ${data.name}`, {
    preheader: data.message.slice(0, 90),
    heading: "New message from the contact form",
    paragraphs: data.message.split(/\n{2,}/),
    rows: [
      ["Name", data.name],
      ["E-mail", data.email],
    ],
    footnote: "Reply to this e-mail to answer the sender directly.",
  });
}

export interface LeadNotificationData {
  pageTitle: string;
  formId: string;
  pageUrl: string | null;
  fields: [string, string][];
  receivedAt: Date;
  leadsUrl: string;
}

/** Tells a page's owner that its form was submitted, with the answers. */
export function leadNotificationEmail(site: MailSite, data: LeadNotificationData): MailContent {
  const cut = (value: string) => (value.length > 1000 ? `${value.slice(0, 1000)}…` : value);
  const received = data.receivedAt.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const origin = [data.formId && `form “${data.formId}”`, data.pageUrl && `at ${data.pageUrl}`]
    .filter(Boolean)
    .join(" ");
  return layout(site.brandName, `New lead from “${data.pageTitle}”`, {
    preheader: data.fields
      .map(([name, value]) => `${name}: ${value}`)
      .join(" · ")
      .slice(0, 90),
    heading: "You have a new lead",
    paragraphs: [
      `Someone filled in the form on your page “${data.pageTitle}”${origin ? ` (${origin})` : ""} on ${received} UTC.`,
    ],
    rows: data.fields.map(([name, value]) => [name, cut(value) || "—"]),
    action: { label: "Open your leads", url: data.leadsUrl },
    footnote:
      "You can turn these e-mails off for this page in your leads. Leads are deleted after the retention period you chose.",
  });
}

export interface LeadDigestData {
  /** When the burst started. */
  since: Date;
  /** Leads per page since then, most first. */
  pages: { pageTitle: string; count: number }[];
  leadsUrl: string;
}

/** Many leads at once: one mail with how many arrived on which page, instead of one mail each. */
export function leadDigestEmail(site: MailSite, data: LeadDigestData): MailContent {
  const total = data.pages.reduce((sum, page) => sum + page.count, 0);
  const leadsWord = total === 1 ? "lead" : "leads";
  const since = data.since.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const shown = data.pages.slice(0, 10);
  const others = data.pages.slice(10).reduce((sum, page) => sum + page.count, 0);
  return layout(site.brandName, `${total} new ${leadsWord} on your pages`, {
    preheader: `${total} ${leadsWord} since ${since} UTC`,
    heading: `${total} new ${leadsWord} on your pages`,
    paragraphs: [
      `Since ${since} UTC your forms have received ${total} ${leadsWord}. Leads were arriving quickly, so instead of one e-mail each they are counted here. Every one is in your leads.`,
    ],
    rows: [
      ...shown.map((page): [string, string] => [page.pageTitle, String(page.count)]),
      ...(others ? [["Other pages", String(others)] as [string, string]] : []),
    ],
    action: { label: "Open your leads", url: data.leadsUrl },
    footnote: "You can turn lead e-mails off for a page in your leads.",
  });
}
