// `npm run admin -- <command>`: the compiled staff command line (dist-server/admin.mjs), built
// first when missing or stale, like `npm start`'s server. It reads process.argv as it is.
import { pathToFileURL } from 'node:url';
import { SERVER_ADMIN, buildServer, serverIsStale } from './build-steps.mjs';

if (process.env.SKIP_BUILD !== '1' && serverIsStale()) {
  console.error('Building the server (dist-server/ is missing or older than its sources)...');
  await buildServer();
}

await import(pathToFileURL(SERVER_ADMIN).href);
