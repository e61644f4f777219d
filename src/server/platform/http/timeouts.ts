import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long the server waits for a client, in one place (README "Configuration"). Made for 500 MB
 * uploads over slow lines, which may take an hour as long as bytes keep coming, and against
 * clients that open sockets and say nothing, or trickle a login body a byte at a time.
 */
export interface HttpTimeouts {
  /** The request line and headers must have arrived within this (`HTTP_HEADERS_TIMEOUT_S`). */
  headersMs: number;
  /** A JSON body (at most 1 MB) must have arrived whole within this after its headers (`HTTP_BODY_TIMEOUT_S`). */
  bodyMs: number;
  /**
   * A socket on which nothing arrives for this long while the server waits for the client is closed:
   * a silent connection, a stalled upload, a client that stops reading its answer (`HTTP_IDLE_TIMEOUT_S`).
   * An upload runs as long as it keeps moving.
   */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request (`HTTP_KEEP_ALIVE_TIMEOUT_S`). */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  bodyMs: 20_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
};

const VARIABLES: Record<keyof HttpTimeouts, string> = {
  headersMs: 'HTTP_HEADERS_TIMEOUT_S',
  bodyMs: 'HTTP_BODY_TIMEOUT_S',
  idleMs: 'HTTP_IDLE_TIMEOUT_S',
  keepAliveMs: 'HTTP_KEEP_ALIVE_TIMEOUT_S',
};

/** The timeouts from the environment (seconds, fractions allowed); a value that is not a positive number stops the start. */
export function loadHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  for (const key of Object.keys(VARIABLES) as (keyof HttpTimeouts)[]) {
    const raw = env[VARIABLES[key]];
    if (raw === undefined || raw === '') continue;
    const seconds = Number(raw);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${VARIABLES[key]} must be a number of seconds above 0, not "${raw}"`);
    timeouts[key] = Math.round(seconds * 1000);
  }
  return timeouts;
}

/**
 * Options of the node server. Node's own `requestTimeout` (one limit for the whole request) is off:
 * it would cut a long upload that is still moving; uploads have the idle timeout, JSON bodies their
 * own deadline (http/json-body.ts). The header deadline is checked often enough to hold roughly.
 */
export function nodeServerOptions(timeouts: HttpTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(timeouts.headersMs / 2))),
  };
}

/** What node keeps on a server socket: the answer in progress, if any, and its request. */
interface ServerSocket extends Socket {
  _httpMessage?: { headersSent: boolean; writableLength: number; req?: { complete: boolean } } | null;
}

/** Whether an idle socket waits for its client (close it) rather than for the server (keep it). */
function waitsForClient(socket: ServerSocket): boolean {
  const answer = socket._httpMessage;
  if (!answer || !answer.req) return true; // no request, or between requests
  if (!answer.req.complete) return true; // a body that stopped coming
  if (!answer.headersSent) return false; // the server is working out the answer
  return answer.writableLength > 0 || socket.writableLength > 0; // an answer the client stopped reading
}

/**
 * Closes a socket that has been idle for `idleMs` while the server waits for the client: one that
 * never sent a request, a body that stopped coming, an answer the client stopped reading. A socket
 * whose answer the server is still working out (a big PDF being checked) stays.
 */
export function closeIdleSockets(server: Server, idleMs: number): void {
  server.setTimeout(idleMs, (socket: ServerSocket) => {
    if (waitsForClient(socket)) socket.destroy();
  });
}
