import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from '../../src/app/lazy.js';

describe('lazy screens', () => {
  afterEach(() => vi.useRealTimers());

  it('give up after 120 s with a clear message', async () => {
    vi.useFakeTimers();
    const load = withTimeout(() => new Promise<never>(() => {}));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect((error as Error).message).toContain('2 minuten');
  });

  it('pass a chunk that arrives in time through unchanged', async () => {
    const module = { HomeRoute: () => null };
    await expect(withTimeout(async () => module)()).resolves.toBe(module);
  });
});
