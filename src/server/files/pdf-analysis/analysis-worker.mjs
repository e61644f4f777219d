// Node 20 cannot run TypeScript itself: tsx compiles the worker, the same under `npm start` (tsx)
// and under vitest. Plain JavaScript so that Node can start it without any loader.
import { tsImport } from 'tsx/esm/api';

await tsImport('./analysis-worker.ts', import.meta.url);
