// `npm start`: builds what is missing or stale (the app into dist/, the server into dist-server/),
// then runs the compiled server in this process, under plain node. SKIP_BUILD=1 skips the checks
// (a deploy that ran `npm run build` beforehand).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SERVER_MAIN, buildStale } from './build-steps.mjs';

if (process.env.SKIP_BUILD !== '1') {
  await buildStale();
  // Just checked: the compiled main.mjs need not look at dist/ again.
  process.env.SKIP_BUILD = '1';
} else if (!existsSync(SERVER_MAIN)) {
  console.error('dist-server/main.mjs is missing: run `npm run build` (or start without SKIP_BUILD=1).');
  process.exit(1);
}

await import(pathToFileURL(SERVER_MAIN).href);
