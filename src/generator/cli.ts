/**
 * Command line for the page engine:
 *   npm run generate -- --type webinar --industry fitness --company "Peak Studio" --title "…" --prompt "…"
 *                       [--audience "…"] [--logo logo.png] [--image hero:photo.jpg [--image-alt "…"]]…
 *                       [--time-zone Europe/Budapest] [--provider composer|llm] [--form-action URL] --out page.html
 *   npm run iterate -- page.html "make it dark and add a pricing section" [--provider composer|llm] --out new.html
 * The logo and photos are checked and re-encoded as the server does (processImage); their file type comes
 * from their bytes, not their names. LLM settings come from LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL. Exits non-zero with the
 * reason on stderr when it cannot do what was asked.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isValidTimeZone, type RequestImage } from "../core/generation-request.js";
import { IMAGE_ROLES, type ImageRole } from "../core/uploads.js";
import { type EngineOptions, GenerationError, generatePage, iteratePage, type LlmSettings } from "./index.js";
import { type ProcessOptions, processImage } from "./uploads/index.js";

const USAGE = `Usage:
  generate --type <landing-page-type> --industry <industry> --company <name> --title <title> --prompt <text>
           [--audience <text>] [--logo <file>] [--image <hero|gallery|product>:<file> [--image-alt <text>]]...
           [--time-zone <IANA zone>] [--provider composer|llm] [--form-action <url>] --out <file.html>
  iterate <page.html> "<change>" [--provider composer|llm] [--type <landing-page-type>] --out <file.html>`;

class UsageError extends Error {}

/** The change was understood as nothing the engine can do (nothing written, nothing charged). */
class ChangeNotAppliedError extends Error {}

/** A file as the server would receive it: a data URL whose claimed type is ignored by the check. */
async function processedFile(file: string, options: ProcessOptions) {
  const dataUrl = `data:application/octet-stream;base64,${readFileSync(file).toString("base64")}`;
  try {
    return await processImage(dataUrl, options);
  } catch (error) {
    if (error instanceof GenerationError) throw new GenerationError(error.code, `${file}: ${error.message}`);
    throw error;
  }
}

/** `--image hero:photo.jpg` (repeatable), each with the `--image-alt` at the same position. */
async function imagesFrom(specs: string[], alts: string[]): Promise<RequestImage[]> {
  return Promise.all(
    specs.map(async (spec, index) => {
      const colon = spec.indexOf(":");
      const role = spec.slice(0, colon) as ImageRole;
      if (colon < 1 || !IMAGE_ROLES.includes(role)) {
        throw new UsageError(`--image must be ${IMAGE_ROLES.join("|")}:<file>, not "${spec}"`);
      }
      const image = await processedFile(spec.slice(colon + 1), { purpose: "image", role });
      return {
        role,
        dataUrl: image.dataUrl,
        alt: alts[index]?.trim() ?? "",
        width: image.width,
        height: image.height,
        variants: image.variants.map(({ dataUrl, width }) => ({ dataUrl, width })),
      };
    }),
  );
}

function timeZoneOf(value: string | undefined): string | undefined {
  if (value !== undefined && !isValidTimeZone(value)) {
    throw new UsageError(`--time-zone must be an IANA time zone such as Europe/Budapest, not "${value}"`);
  }
  return value;
}

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
      image: { type: "string", multiple: true },
      "image-alt": { type: "string", multiple: true },
      "time-zone": { type: "string" },
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
    const fields = {
      landingPageType: required(values, "type"),
      industry: required(values, "industry"),
      companyName: required(values, "company"),
      title: required(values, "title"),
      prompt: required(values, "prompt"),
      targetAudience: values.audience ?? "",
      timeZone: timeZoneOf(values["time-zone"]),
    };
    const logoData = values.logo ? (await processedFile(values.logo, { purpose: "logo" })).dataUrl : null;
    const images = await imagesFrom(values.image ?? [], values["image-alt"] ?? []);
    const page = await generatePage(
      {
        ...fields,
        logoOption: logoData ? "upload" : "generate",
        logoData,
        images,
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
