/**
 * `npm run mail:status`: how many mails are pending, being sent, sent and dead-lettered (given up after
 * 72 hours of failures), from the database the server uses (DATABASE_URL, else PGlite in DATA_DIR; PGlite
 * allows one process at a time, so stop the server first there). Exits 1 when any mail is dead.
 */
import { loadConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/client.js";
import { mailStatusCounts } from "../src/server/mail/sender.js";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: `${config.dataDir}/pglite`,
});
try {
  const counts = await mailStatusCounts(database.db);
  for (const [status, count] of Object.entries(counts)) console.log(`${status.padEnd(8)} ${count}`);
  if ((counts.dead ?? 0) > 0) process.exitCode = 1;
} finally {
  await database.close();
}
