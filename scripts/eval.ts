/** `npm run eval`: measures the configured model (scripts/eval/run.ts; README, "Measuring your model"). */
import { runEvalCli } from "./eval/run.js";

process.exitCode = await runEvalCli(process.argv.slice(2), process.env, (line) => console.log(line));
