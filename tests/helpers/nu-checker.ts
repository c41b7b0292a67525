/**
 * The W3C Nu HTML checker (vnu.jar from the npm package `vnu-jar`) run on many files in ONE JVM, so
 * hundreds of pages cost one start-up (a few seconds) instead of one per page. Needs `java` on the PATH;
 * without it the call throws, it never skips: a validity check that silently passes is worse than none.
 */
import { execFile, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** One problem the checker reported. */
export interface NuMessage {
  message: string;
  /** Line of the end of the offending markup (1-based), when the checker gives one. */
  line?: number;
  /** The markup around the problem, when given. */
  extract?: string;
}

interface NuJsonMessage {
  type: string;
  subType?: string;
  url?: string;
  message?: string;
  lastLine?: number;
  extract?: string;
}

const require = createRequire(import.meta.url);

/** Absolute path of vnu.jar inside node_modules/vnu-jar (the package's main export is that path). */
export function vnuJarPath(): string {
  return String(require("vnu-jar"));
}

/** Throws a clear error when the machine has no usable Java (vnu.jar needs Java 11+). */
export function assertJava(): void {
  try {
    execFileSync("java", ["-version"], { stdio: "pipe", timeout: 20_000 });
  } catch (error) {
    throw new Error(
      `The W3C Nu checker needs Java (11 or newer) on the PATH; running \`java -version\` failed: ${
        (error as Error).message
      }. Install a JRE (Debian: apt-get install default-jre-headless).`,
    );
  }
}

/**
 * Checks the given HTML files in one JVM run and returns the errors per file (absolute path → errors);
 * files without errors map to []. Warnings and info messages are not reported (--errors-only).
 */
export async function nuErrors(
  files: string[],
  options: { timeoutMs?: number } = {},
): Promise<Map<string, NuMessage[]>> {
  const result = new Map<string, NuMessage[]>();
  const absolute = files.map((f) => path.resolve(f));
  for (const f of absolute) result.set(f, []);
  if (absolute.length === 0) return result;
  assertJava();

  const args = [
    // One short-lived JVM: no JIT tiers beyond C1 and a small serial heap start up fastest.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-Xss8m",
    "-jar",
    vnuJarPath(),
    "--format",
    "json",
    "--errors-only",
    "--exit-zero-always",
    ...absolute,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      "java",
      args,
      { timeout: options.timeoutMs ?? 360_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`vnu.jar failed: ${error.message}\n${stderr.slice(0, 2000)}`));
        // The JSON report goes to stderr; stdout stays empty in this mode.
        else resolve(stderr.trim() || stdout.trim());
      },
    );
  });

  let parsed: { messages?: NuJsonMessage[] };
  try {
    parsed = JSON.parse(output) as { messages?: NuJsonMessage[] };
  } catch {
    throw new Error(`vnu.jar did not answer JSON: ${output.slice(0, 500)}`);
  }
  for (const m of parsed.messages ?? []) {
    // "non-document-error" means the checker could not read the file (I/O): that is an error too.
    if (m.type !== "error" && m.type !== "non-document-error") continue;
    const file = m.url ? fileFromUrl(m.url) : "";
    const list = result.get(file) ?? [];
    list.push({ message: m.message ?? m.type, line: m.lastLine, extract: m.extract });
    result.set(file, list);
  }
  return result;
}

/** vnu reports "file:/abs/path" (sometimes "file:///abs/path"), percent-encoded. */
function fileFromUrl(url: string): string {
  if (!url.startsWith("file:")) return url;
  return decodeURIComponent(url.replace(/^file:(\/\/)?/, ""));
}
