import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PARENT = fileURLToPath(new URL('./support/analysis-parent.ts', import.meta.url));

/** CPU time (clock ticks) a process has used, or null once it is gone (Linux /proc, where the server runs). */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /, '').split(' ');
    // A zombie waiting for its (dead) parent to reap it is gone too: it holds no CPU or memory.
    if (fields[0] === 'Z') return null;
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const process of started.splice(0)) if (process.exitCode === null) process.kill('SIGKILL');
});

describe('the PDF analysis process is never left behind', () => {
  it('dies within about a second of its server being killed, even in the middle of a long parse', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', PARENT, '2000000'], { stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(parent);
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    await vi.waitFor(() => expect(output).toMatch(/busy \d+/), { timeout: 30_000, interval: 50 });
    const child = Number(/busy (\d+)/.exec(output)![1]);
    // Busy for real: the child's CPU clock runs on a file that takes it seconds to parse.
    const before = cpuTicks(child)!;
    await vi.waitFor(() => expect(cpuTicks(child)! - before).toBeGreaterThanOrEqual(30), { timeout: 10_000, interval: 20 });
    expect(output).not.toMatch(/done/);

    parent.kill('SIGKILL');
    await vi.waitFor(() => expect(cpuTicks(child)).toBeNull(), { timeout: 3_000, interval: 50 });
  });

  it('ends a job at its own deadline even when its server is too busy to time it out', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', PARENT, '2000000', 'starve', '300'], { stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(parent);
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    await vi.waitFor(() => expect(output).toMatch(/done/), { timeout: 40_000, interval: 50 });
    // The server's own timer could not run: only the process's own deadline ended the parse.
    expect(output).toMatch(/child died while this process was stuck/);
  });
});
