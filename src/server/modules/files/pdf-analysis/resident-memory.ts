import { readFileSync } from 'node:fs';

/**
 * Resident memory of a process in MB, read from /proc (Linux, where the server runs), or null
 * where that cannot be read (another system, a process already gone): then only the heap limit
 * and the deadline bound the analysis. A read of a few hundred bytes from the kernel, not the disk.
 */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}
