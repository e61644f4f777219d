/**
 * `npx tsx bench/forgot-timing.ts [sqlite|postgres]`: median time to the answer of POST /auth/email
 * for a known and an unknown address, against the real server in its own process,
 * alternating the two with a pause after each call so the work the server does after
 * answering is over before the next one. Kept out of `npm test`: times flake on a busy machine.
 */
import { startServer, freshPostgres } from './server-process.js';

const ROUNDS = Number(process.env.ROUNDS ?? 300);
const KNOWN = ['klant@example.nl', 'partner@example.nl', 'inkoop@example.nl', 'jan.devries@example.nl', 'sanne.bakker@example.nl'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const postgres = kind === 'postgres' ? await freshPostgres() : null;
  if (kind === 'postgres' && !postgres) throw new Error('PostgreSQL not reachable');
  const server = await startServer(postgres?.url);
  const timed = async (email: string) => {
    const start = process.hrtime.bigint();
    const response = await fetch(`${server.url}/api/v1/auth/email`, {
      method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: JSON.stringify({ email }),
    });
    await response.text();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    await pause(15);
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      known.push(await timed(KNOWN[round % KNOWN.length]!));
      unknown.push(await timed(`nobody-${round}@example.nl`));
    }
  } finally {
    await server.stop();
    await postgres?.drop();
  }
  // The first tenth warms up the JIT and the connection pool.
  const skip = Math.floor(ROUNDS / 10);
  console.log(`${kind}: median known ${median(known.slice(skip)).toFixed(2)} ms, unknown ${median(unknown.slice(skip)).toFixed(2)} ms (${ROUNDS - skip} each)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
