import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The backend the next request goes to. */
  next(): number;
  stop(): Promise<void>;
}

/** The answer header naming which backend (0, 1, ...) served a request, so a test can say "through the other". */
export const SERVED_BY = 'x-served-by';

/**
 * A load balancer in miniature: each request goes to the next backend in turn, the body streamed
 * both ways, with the client's address appended to X-Forwarded-For as real balancers do.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % backends.length;
    const target = new URL(incoming.url ?? '/', backends[index]);
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: target.host };
    const seen = incoming.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${seen}` : seen;
    const upstream = forward(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => next,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
