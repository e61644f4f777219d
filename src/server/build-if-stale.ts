/**
 * The builds and their staleness checks live in scripts/build-steps.mjs: plain JavaScript, so that
 * `npm start` runs them with plain node before the server is compiled. ROOT is this checkout,
 * found the same from src/server/main.ts and from the compiled dist-server/main.mjs.
 */
export { ROOT, appIsStale, buildIfStale } from '../../scripts/build-steps.mjs';
