/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * a dropped or refused connection, a server shutting down, a busy SQLite file. The client gets
 * 503 with Retry-After for these (DESIGN.md section 4), never the driver's message.
 */

/** SQLSTATE classes and codes of PostgreSQL for lost connections and a server going away. */
const POSTGRES_CODES = /^(08...|57P0[1-4]|53300)$/;
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres reports a connection lost between queries with these plain errors (no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function codeOf(error: object): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code !== null && (POSTGRES_CODES.test(code) || SQLITE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  if (DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
