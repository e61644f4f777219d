import { buildIfStale, buildServer, serverIsStale } from '../../../scripts/build-steps.mjs';

/**
 * Browser tests run against what `npm start` runs: the built app and the compiled server. Both are
 * built once here, before any worker starts, when missing or stale.
 */
export default async function setup(): Promise<void> {
  buildIfStale('dist');
  if (serverIsStale()) {
    console.log('Building the server (dist-server/ is missing or older than its sources)...');
    await buildServer();
  }
}
