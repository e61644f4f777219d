// `npm run build`: the browser app into dist/ and the server into dist-server/ (scripts/build-steps.mjs).
import { buildApp, buildServer } from './build-steps.mjs';

buildApp('info');
await buildServer();
console.log('Built the app into dist/ and the server into dist-server/.');
