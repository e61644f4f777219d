// Node 20 cannot run TypeScript itself: tsx compiles the analysis process, the same under
// `npm start` (tsx) and under vitest. Plain JavaScript so that Node can start it without a loader.
import { tsImport } from 'tsx/esm/api';

await tsImport('./analysis-child.ts', import.meta.url);
