/**
 * The small page the form endpoint answers a classic (script-less) post with when it cannot send the
 * visitor back to the page: "Thank you" after a submission, or why it was not sent. Branded with the
 * page's company name, self-contained, with a link back when the page's address is known.
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface ResultPageInput {
  /** The page's company; absent when the form is unknown. */
  brand?: string;
  outcome: "thanks" | "error";
  /** For errors: what went wrong, in the visitor's words. */
  message?: string;
  /** An http(s) address of the page the form was on. */
  backUrl?: string | null;
}

export function resultPage(input: ResultPageInput): string {
  const thanks = input.outcome === "thanks";
  const title = thanks ? "Thank you" : "Your message was not sent";
  const text = thanks
    ? `Your message was sent${input.brand ? ` to ${input.brand}` : ""}. They will be in touch.`
    : (input.message ?? "Please try again.");
  const back = input.backUrl
    ? `<p><a href="${escapeHtml(input.backUrl)}">${thanks ? "Back to the page" : "Back to the form"}</a></p>`
    : "";
  const brand = input.brand ? `<p class="brand">${escapeHtml(input.brand)}</p>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.brand ? `${title} · ${input.brand}` : title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:440px;margin:24px;padding:40px 32px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;text-align:center;box-shadow:0 10px 30px rgb(15 23 42/.06)}
.brand{margin:0 0 12px;font-weight:700;color:#475569;letter-spacing:.02em}
h1{margin:0 0 12px;font-size:1.7rem}
p{margin:0 0 16px;color:#334155}
a{color:#4338ca;font-weight:600}
</style>
</head>
<body>
<main>
${brand}<h1>${escapeHtml(title)}</h1>
<p${thanks ? "" : ' role="alert"'}>${escapeHtml(text)}</p>
${back}
</main>
</body>
</html>
`;
}
