/** `npm run eval`: measures the configured model (scripts/eval/run.ts; README, "Measuring your model"). */
import { runEvalCli } from "./eval/run.js";

// The SDK's deprecation notices are for us, not for the operator reading the figures.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

process.exitCode = await runEvalCli(process.argv.slice(2), process.env, (line) => console.log(line));
