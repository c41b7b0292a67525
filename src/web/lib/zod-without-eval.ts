/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once; under the
 * app's Content-Security-Policy (no 'unsafe-eval') that try is reported as a CSP violation although zod
 * catches it. jitless skips both the probe and the compiled parsers (ours are small; the speed is the same).
 * Imported first by root.tsx, before any schema parses.
 */
import { z } from "zod";

z.config({ jitless: true });
