/**
 * POST /f/:formToken: a generated page's form submission, from wherever the page is hosted (any origin,
 * including file://, whose Origin is "null"), so CORS is open and no cookie is read.
 *
 * - fetch (`Accept: application/json`, or any CORS-mode request): 201 `{ok:true}`, or 4xx
 *   `{ok:false, error:{code, message}}`.
 * - classic post: 303 back to the page (the Referer) at `#<form id>-thanks`, or, without a usable
 *   Referer, a small hosted thank-you page; refusals are a hosted page with the reason.
 *
 * A filled honeypot gets the same success answer and nothing is stored.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../app-types.js";
import { clientIp, rateLimitAddress } from "../http/middleware.js";
import {
  checkLeadRateLimits,
  type FormTarget,
  findFormTarget,
  type LeadIntakeDeps,
  storeLead,
} from "../leads/intake.js";
import { resultPage } from "../leads/result-page.js";
import { isFormContentType, LeadRefusal, readSubmission } from "../leads/submission.js";

/** The hosted result page: its own inline styles, nothing else (the API's policy would unstyle it). */
export const RESULT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** 30 fields of 5,000 characters (up to 4 bytes each) fit; anything larger is not a landing-page form. */
export const FORM_BODY_LIMIT_BYTES = 256 * 1024;

/** A fetch asks for JSON; a browser navigating (classic post) asks for HTML first. */
function wantsJson(c: Context): boolean {
  const accept = (c.req.header("accept") ?? "").toLowerCase();
  if (c.req.header("sec-fetch-mode") === "cors") return true;
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** The page's address from the Referer, when it is an http(s) URL (file:// pages send none). */
function pageAddressOf(c: Context): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    const href = url.href;
    return href.length <= 2000 ? href : null;
  } catch {
    return null;
  }
}

function allowAnyOrigin(c: Context): void {
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Vary", "Accept");
}

function refuse(c: Context, refusal: LeadRefusal, target?: FormTarget): Response {
  allowAnyOrigin(c);
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  const status = refusal.status as ContentfulStatusCode;
  if (wantsJson(c)) {
    return c.json({ ok: false, error: { code: refusal.code, message: refusal.message } }, status);
  }
  c.header("Cache-Control", "no-store");
  c.header("Content-Security-Policy", RESULT_PAGE_CSP);
  return c.html(
    resultPage({
      brand: target?.companyName,
      outcome: "error",
      message: refusal.message,
      backUrl: pageAddressOf(c),
    }),
    status,
  );
}

function accepted(c: Context, target: FormTarget, formId: string): Response {
  allowAnyOrigin(c);
  if (wantsJson(c)) return c.json({ ok: true }, 201);
  const page = pageAddressOf(c);
  if (page && formId) return c.redirect(`${page}#${formId}-thanks`, 303);
  c.header("Cache-Control", "no-store");
  c.header("Content-Security-Policy", RESULT_PAGE_CSP);
  return c.html(resultPage({ brand: target.companyName, outcome: "thanks", backUrl: page }), 200);
}

export function formEndpointRoutes(deps: LeadIntakeDeps) {
  const app = new Hono<AppEnv>();

  // Preflight: fetch with FormData needs none, but a page may add headers; answer any origin.
  app.options("/:token", (c) => {
    allowAnyOrigin(c);
    c.header("Access-Control-Allow-Methods", "POST, OPTIONS");
    c.header("Access-Control-Allow-Headers", "Accept, Content-Type");
    c.header("Access-Control-Max-Age", "86400");
    if (c.req.header("access-control-request-private-network") === "true") {
      c.header("Access-Control-Allow-Private-Network", "true");
    }
    return c.body(null, 204);
  });

  app.post(
    "/:token",
    bodyLimit({
      maxSize: FORM_BODY_LIMIT_BYTES,
      onError: (c) => refuse(c, new LeadRefusal(413, "payload_too_large", "The form sent too much data.")),
    }),
    async (c) => {
      let target: FormTarget | undefined;
      try {
        target = await findFormTarget(deps, c.req.param("token"));
        const ip = clientIp(c, deps.config.TRUST_PROXY);
        await checkLeadRateLimits(deps.limiter, rateLimitAddress(c, deps.config.TRUST_PROXY), target);
        if (!isFormContentType(c.req.header("content-type") ?? "")) {
          throw new LeadRefusal(415, "unsupported_media_type", "Send the form as form data.");
        }
        let body: FormData;
        try {
          body = await c.req.formData();
        } catch (error) {
          if (error instanceof LeadRefusal) throw error;
          throw new LeadRefusal(400, "invalid_body", "The form data could not be read.");
        }
        const submission = readSubmission(body.entries());
        await storeLead(deps, target, submission, {
          ip,
          userAgent: c.req.header("user-agent") ?? "",
          pageUrl: pageAddressOf(c),
        });
        return accepted(c, target, submission.formId);
      } catch (error) {
        if (error instanceof LeadRefusal) return refuse(c, error, target);
        throw error;
      }
    },
  );

  return app;
}
