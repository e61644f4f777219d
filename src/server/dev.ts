import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT, and Vite's dev
 * server with hot reload in front of it; vite.config.ts proxies /api to the API server.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const apiPort = process.env.API_PORT ?? '8081';
const vitePort = Number(process.env.VITE_PORT ?? 5173);

const api = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, SKIP_BUILD: '1', HOST: '127.0.0.1' },
});

process.env.API_TARGET = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ root: ROOT, server: { port: vitePort, strictPort: true } });
await vite.listen();
console.log(
  `\nPrintPortal dev: open http://localhost:${vitePort} (machine panel: Alt+Shift+X or ?inspect=local; the hosted Stately inspector: ?inspect; off: ?inspect=off)\n`,
);

const stop = () => {
  api.kill('SIGTERM');
  void vite.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`API server stopped with code ${code}`);
});
