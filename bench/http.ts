/**
 * HTTP figures on the embedded defaults (PGlite, outbox, composer): start-up time, GET /api/profile
 * throughput (autocannon, 10 connections, 10 s), and generate-through-HTTP latency p50/p99.
 */
import autocannon from "autocannon";
import { startServer } from "../tests/helpers/server-process.js";
import { percentile } from "./stats.js";

async function signUp(baseUrl: string, email: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ name: "Bench User", email, password: "violet-harbour-93" }),
  });
  if (!reply.ok) throw new Error(`sign-up failed: ${reply.status}`);
  return reply.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function benchHttp(options: { generations?: number } = {}): Promise<string[]> {
  const server = await startServer();
  const lines: string[] = [];
  try {
    lines.push(`server start-up (fresh DATA_DIR, PGlite, migrations): ${Math.round(server.startupMs)} ms`);
    const cookie = await signUp(server.baseUrl, "bench@example.com");

    const result = await autocannon({
      url: `${server.baseUrl}/api/profile`,
      connections: 10,
      duration: 10,
      headers: { cookie },
    });
    lines.push(
      `GET /api/profile (autocannon, 10 connections, 10 s): ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );

    // Enough tokens for every generation: a purchase of the maximum custom amount.
    const purchase = await fetch(`${server.baseUrl}/api/purchases`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.baseUrl,
        cookie,
        "idempotency-key": "bench-1",
      },
      body: JSON.stringify({ package: "custom", baseTokens: 100000 }),
    });
    if (purchase.status !== 201) throw new Error(`purchase failed: ${purchase.status}`);

    const count = options.generations ?? 100;
    const types = ["webinar", "saas-signup", "e-commerce", "event-registration", "business-homepage"];
    const durations: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const reply = await fetch(`${server.baseUrl}/api/templates`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseUrl, cookie },
        body: JSON.stringify({
          prompt: `Launch page number ${i} for a friendly neighbourhood service with fast booking and honest prices`,
          title: `Bench page ${i}`,
          companyName: "Bench Co",
          landingPageType: types[i % types.length],
          industry: "technology",
          targetAudience: "small businesses",
          logoOption: "generate",
          logoData: null,
        }),
      });
      await reply.arrayBuffer();
      if (reply.status !== 201) throw new Error(`generation failed: ${reply.status}`);
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    lines.push(
      `POST /api/templates, composer on PGlite (${count} sequential): p50 ${percentile(durations, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(durations, 99).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchHttp()) console.log(line);
}
