import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Open connections one server process holds at once unless `HTTP_MAX_CONNECTIONS` says otherwise. */
export const DEFAULT_MAX_CONNECTIONS = 1000;

const VARIABLE = 'HTTP_MAX_CONNECTIONS';

/** The cap from the environment; a value that is not a whole number above 0 stops the start. */
export function loadMaxConnections(env: NodeJS.ProcessEnv): number {
  const raw = env[VARIABLE];
  if (raw === undefined || raw === '') return DEFAULT_MAX_CONNECTIONS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${VARIABLE} must be a whole number above 0, not "${raw}"`);
  return value;
}

/** Seconds a client refused for too many connections waits before trying again. */
const RETRY_AFTER_S = 5;
/** How long a refused socket may read its answer before it is closed for good. */
const LINGER_MS = 1000;

// Written before the request is read, so before its language is known: a code the browser words
// in the user's language (DESIGN.md section 4), as it does `database_unavailable`.
const BUSY_BODY = JSON.stringify({ message: 'server_busy' });
const BUSY_ANSWER = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/json; charset=UTF-8',
  `Content-Length: ${Buffer.byteLength(BUSY_BODY)}`,
  `Retry-After: ${RETRY_AFTER_S}`,
  'Connection: close',
  '',
  BUSY_BODY,
].join('\r\n');

function refuse(socket: Socket): void {
  socket.on('error', () => undefined);
  // What the client sends is read and dropped: closing over unread bytes would reset the answer away.
  socket.resume();
  socket.end(BUSY_ANSWER);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Holds at most `max` connections open: one more is answered 503 with Retry-After and closed
 * before the HTTP server sees it. Every socket costs a file descriptor and memory, silent ones
 * too, until its timeout; thousands at once starve the process. Past twice the cap (a flood of
 * refused sockets still lingering) node itself drops new ones unanswered.
 */
export function capConnections(server: Server, max: number): void {
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= max) {
      refuse(socket);
      return;
    }
    open++;
    socket.once('close', () => {
      open--;
    });
    for (const listener of serve) listener.call(server, socket);
  });
  server.maxConnections = max * 2;
}
