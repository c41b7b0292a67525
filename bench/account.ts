/** A signed-up, funded account on a running app, through its public API. */

export interface Account {
  cookie: string;
}

export async function signUp(baseUrl: string, email: string): Promise<Account> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify(body),
    });
  const password = "violet-harbour-93";
  const created = await post("sign-up/email", { name: "Bench User", email, password });
  if (!created.ok) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  // Sign-up gives no session (no account enumeration): sign in, as the web app does.
  const reply = await post("sign-in/email", { email, password });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie };
}

/** Buys enough tokens (the largest custom amount) for any number of benchmark generations. */
export async function fund(baseUrl: string, account: Account): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/purchases`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      cookie: account.cookie,
      "idempotency-key": `bench-${Date.now()}`,
    },
    body: JSON.stringify({ package: "custom", baseTokens: 100000 }),
  });
  if (reply.status !== 201) throw new Error(`purchase failed: ${reply.status} ${await reply.text()}`);
}

/** The page request every generation benchmark sends (HTTP and in-process alike). */
export function pageRequest(i: number) {
  const types = ["webinar", "saas-signup", "e-commerce", "event-registration", "business-homepage"];
  return {
    prompt: `Launch page number ${i} for a friendly neighbourhood service with fast booking and honest prices`,
    title: `Bench page ${i}`,
    companyName: "Bench Co",
    landingPageType: types[i % types.length],
    industry: "technology",
    targetAudience: "small businesses",
    logoOption: "generate" as const,
    logoData: null,
  };
}

/**
 * How long one benchmark request may take before the part fails with that said: a stuck server ends the run
 * with an error instead of holding `npm run bench` open (a generation takes milliseconds to a second here).
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** POST /api/templates (a composer generation); resolves to the new template's id. */
export async function generateOverHttp(baseUrl: string, account: Account, i: number): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/templates`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie: account.cookie },
    body: JSON.stringify(pageRequest(i)),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await reply.json()) as { template?: { id: string }; id?: string };
  if (reply.status !== 201) throw new Error(`generation failed: ${reply.status} ${JSON.stringify(body)}`);
  return body.template?.id ?? body.id ?? "";
}
