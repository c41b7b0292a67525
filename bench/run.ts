export {};

/**
 * `npm run bench`: prints every figure the project tracks. Each section is a module exporting a function
 * that returns printable lines; a section that fails prints its error and the others still run.
 */
type Section = { title: string; load: () => Promise<() => Promise<string[]>> };

const sections: Section[] = [
  { title: "Page engine (composer)", load: async () => (await import("./composer.js")).benchComposer },
  { title: "Token ledger", load: async () => (await import("./ledger.js")).benchLedger },
  { title: "HTTP server", load: async () => (await import("./http.js")).benchHttp },
  { title: "Web app", load: async () => (await import("./web.js")).benchWeb },
];

let failed = false;
for (const section of sections) {
  console.log(`\n## ${section.title}`);
  try {
    const run = await section.load();
    for (const line of await run()) console.log(`- ${line}`);
  } catch (error) {
    failed = true;
    console.log(`- failed: ${error instanceof Error ? error.message : error}`);
  }
}
process.exit(failed ? 1 : 0);
