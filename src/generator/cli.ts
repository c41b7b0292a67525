/**
 * Command line for the page engine:
 *   npm run generate -- --type webinar --industry fitness --company "Peak Studio" --title "…" --prompt "…"
 *                       [--audience "…"] [--logo logo.png] [--provider composer|llm] [--form-action URL] --out page.html
 *   npm run iterate -- page.html "make it dark and add a pricing section" [--provider composer|llm] --out new.html
 * LLM settings come from LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL. Exits non-zero with the
 * reason on stderr when it cannot do what was asked.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { parseArgs } from "node:util";
import { type EngineOptions, GenerationError, generatePage, iteratePage, type LlmSettings } from "./index.js";

const USAGE = `Usage:
  generate --type <landing-page-type> --industry <industry> --company <name> --title <title> --prompt <text>
           [--audience <text>] [--logo <file>] [--provider composer|llm] [--form-action <url>] --out <file.html>
  iterate <page.html> "<change>" [--provider composer|llm] [--type <landing-page-type>] --out <file.html>`;

class UsageError extends Error {}

/** The change was understood as nothing the engine can do (nothing written, nothing charged). */
class ChangeNotAppliedError extends Error {}

const MIME_BY_EXT: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

function llmFromEnv(env: NodeJS.ProcessEnv): LlmSettings | undefined {
  if (!env.LLM_MODEL && !env.LLM_PROVIDER) return undefined;
  const provider = env.LLM_PROVIDER === "anthropic" ? "anthropic" : "openai-compatible";
  return { provider, baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL ?? "" };
}

function providerOf(value: string | undefined): "composer" | "llm" {
  if (value === undefined || value === "composer" || value === "llm") return value ?? "composer";
  throw new UsageError(`--provider must be "composer" or "llm", not "${value}"`);
}

function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== "string" || !v.trim()) throw new UsageError(`Missing --${name}`);
  return v;
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== "generate" && command !== "iterate") {
    throw new UsageError(command ? `Unknown command "${command}"` : "Missing command");
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      type: { type: "string" },
      industry: { type: "string" },
      company: { type: "string" },
      title: { type: "string" },
      prompt: { type: "string" },
      audience: { type: "string" },
      logo: { type: "string" },
      provider: { type: "string" },
      "form-action": { type: "string" },
      out: { type: "string" },
    },
  });
  const options: EngineOptions = {
    provider: providerOf(values.provider),
    llm: llmFromEnv(env),
    formAction: values["form-action"],
  };
  const out = required(values, "out");
  if (command === "generate") {
    let logoData: string | null = null;
    if (values.logo) {
      const mime = MIME_BY_EXT[extname(values.logo).toLowerCase()] ?? "application/octet-stream";
      logoData = `data:${mime};base64,${readFileSync(values.logo).toString("base64")}`;
    }
    const page = await generatePage(
      {
        landingPageType: required(values, "type"),
        industry: required(values, "industry"),
        companyName: required(values, "company"),
        title: required(values, "title"),
        prompt: required(values, "prompt"),
        targetAudience: values.audience ?? "",
        logoOption: logoData ? "upload" : "generate",
        logoData,
      } as never,
      options,
    );
    writeFileSync(out, page.html);
    return `Wrote ${out} (${page.html.length} bytes, ${page.report.gzipBytes} gzipped, model ${page.model})`;
  }
  const [file, change] = positionals;
  if (!file || !change) throw new UsageError("iterate needs the page file and the change in quotes");
  const result = await iteratePage(readFileSync(file, "utf8"), change, {
    ...options,
    landingPageType: values.type,
  });
  if (!result.ok) throw new ChangeNotAppliedError(result.message);
  writeFileSync(out, result.html);
  const skipped = result.notApplied?.length ? `\nNot applied: ${result.notApplied.join("; ")}` : "";
  return `Wrote ${out}\nApplied: ${result.applied.join("; ")}${skipped}`;
}

const isMain =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop() ?? "");
if (isMain) {
  runCli(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
    },
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
      else if (error instanceof ChangeNotAppliedError) console.error(`change_not_applied: ${error.message}`);
      else if (error instanceof GenerationError) console.error(`${error.code}: ${error.message}`);
      else console.error((error as Error).message ?? String(error));
      process.exitCode = 1;
    },
  );
}
