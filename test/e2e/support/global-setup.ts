import { buildIfStale } from '../../../src/server/build-if-stale.js';

/** Browser tests run against the built app: build it once when dist/ is missing or stale. */
export default function setup(): void {
  buildIfStale('dist');
}
