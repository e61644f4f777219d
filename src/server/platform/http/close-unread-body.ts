import { createMiddleware } from 'hono/factory';
import { nodeIncoming } from './json-body.js';

/**
 * An answer sent before the request's body has all arrived (a 413, a 408, or a refusal that never
 * reads the upload) says `Connection: close`, and the node server closes the socket after it.
 * Without it the answer promised keep-alive, the node adapter drained the rest for half a second
 * and then cut the socket: under the client's next request. A body that has all arrived (read or
 * not) leaves the connection alive. Only under the node server: `app.request` has no socket.
 */
export const closeWhenBodyUnread = createMiddleware(async (c, next) => {
  await next();
  const incoming = nodeIncoming(c);
  if (incoming && !incoming.complete) c.header('Connection', 'close');
});
