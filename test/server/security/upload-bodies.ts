import type { TestContext } from '../../support/test-app.js';

/**
 * A request body the test feeds piece by piece. `asked` resolves once the server first reads it (the
 * upload is streaming); `drained()` once it has taken everything pushed so far and asks for more.
 */
export function heldBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let waiters: (() => void)[] = [];
  const nextAsk = () => new Promise<void>((resolve) => waiters.push(resolve));
  const asked = nextAsk();
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => { controller = c; },
      pull: () => {
        const waiting = waiters;
        waiters = [];
        for (const wake of waiting) wake();
      },
    },
    // Nothing is pulled before the server reads, and only what it asks for.
    { highWaterMark: 0 },
  );
  return {
    stream,
    asked,
    drained: nextAsk,
    push: (bytes: Uint8Array | string) => controller?.enqueue(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes),
    end: () => controller?.close(),
  };
}

/** POST one raw PDF body (bytes, or a stream the test holds) to a print of an order. */
export async function upload(
  ctx: TestContext,
  target: { orderId: number; printId: number },
  token: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.request(`/api/v1/orders/${target.orderId}/files?print=${target.printId}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf', 'X-File-Name': 'bestand.pdf', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  let parsed: { message?: string } = {};
  try { parsed = JSON.parse(text) as { message?: string }; } catch { /* not JSON */ }
  return { status: response.status, headers: response.headers, body: parsed };
}
