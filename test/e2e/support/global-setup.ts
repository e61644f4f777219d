import { buildPortal } from './server.js';

/** Browser tests run against what `npm start` runs: built once here, before any worker starts. */
export default async function setup(): Promise<void> {
  await buildPortal();
}
