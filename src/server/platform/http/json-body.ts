import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

type Outcome = Buffer | 'too_large' | 'timeout' | 'aborted';

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The node request of a call under the node server; none under `app.request` (tests). */
export function nodeIncoming(c: Context): IncomingMessage | null {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : null;
}

/** The body read by `readJsonBodies`, if it ran for this call. */
export function bodyReadFor(c: Context): Buffer | undefined {
  const incoming = nodeIncoming(c);
  return incoming ? bodies.get(incoming) : undefined;
}

/** Reads the whole body off the socket: at most maxBytes, all of it within deadlineMs. */
function readWhole(incoming: IncomingMessage, maxBytes: number, deadlineMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('close', onClose);
      incoming.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish('too_large');
      else chunks.push(chunk);
    };
    const onEnd = () => finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    const onClose = () => finish('aborted');
    const timer = setTimeout(() => finish('timeout'), deadlineMs);
    incoming.on('data', onData).once('end', onEnd).once('close', onClose);
  });
}

/**
 * Every JSON body of the API is read here, before the route runs: at most `maxBytes` (413, also
 * when a Content-Length announces more: then it is not read at all) and whole within `deadlineMs`
 * of the route starting (408), so a body trickled in a byte at a time holds nothing for long.
 * The route gets it from `requestText`. GET and HEAD carry no body. Without a socket
 * (`app.request` in tests) Hono's body limit does the size check.
 */
export function readJsonBodies(maxBytes: number, deadlineMs: number): MiddlewareHandler {
  const limitWithoutSocket = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message: 'payload_too_large' }, 413) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('Transfer-Encoding') === undefined ? c.req.header('Content-Length') : undefined;
    if (declared !== undefined && Number.parseInt(declared, 10) > maxBytes) return c.json({ message: 'payload_too_large' }, 413);
    const incoming = nodeIncoming(c);
    if (!incoming) return declared !== undefined ? next() : limitWithoutSocket(c, next);
    const outcome = await readWhole(incoming, maxBytes, deadlineMs);
    if (outcome === 'too_large') return c.json({ message: 'payload_too_large' }, 413);
    if (outcome === 'timeout') return c.json({ message: 'request_timeout' }, 408);
    if (outcome === 'aborted') return c.json({ message: 'bad_request' }, 400);
    bodies.set(incoming, outcome);
    return next();
  };
}
