import { buildStale } from '../../../scripts/build-steps.mjs';

/** Browser tests run against what `npm start` runs: built once here, before any worker starts. */
export default async function setup(): Promise<void> {
  await buildStale();
}
