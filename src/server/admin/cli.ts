import { loadConfig } from '../config.js';
import { connect } from '../platform/db/connect.js';
import { migrate } from '../platform/db/migrate.js';
import { AdminError } from './admin-context.js';
import { USAGE, commandFor, isHelp, offlineCommandFor } from './commands.js';

/** `npm run admin -- <command>`: same configuration and database as the server. */
async function main(argv: string[]): Promise<number> {
  if (isHelp(argv[0])) {
    console.log(USAGE);
    return 0;
  }
  // A backup reads the database file itself, and a restore must find it untouched (not created
  // or migrated by this command line first).
  const offline = offlineCommandFor(argv);
  if (offline) {
    console.log(await offline(loadConfig(), argv.slice(1), () => new Date()));
    return 0;
  }
  // Check the command before touching the database, so a typo costs nothing.
  const command = commandFor(argv);
  const config = loadConfig();
  const db = connect(config.databaseUrl);
  try {
    await migrate(db);
    console.log(await command({ db: db.kysely, config, now: () => new Date() }, argv.slice(1)));
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof AdminError) && error instanceof Error && process.env.DEBUG) console.error(error.stack);
    process.exit(1);
  },
);
