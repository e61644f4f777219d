import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { closeIdleSockets, nodeServerOptions, type HttpTimeouts } from './timeouts.js';
import { capConnections, DEFAULT_MAX_CONNECTIONS } from './connection-cap.js';

/** What the node server holds its clients to: its timeouts and how many connections it keeps open at once. */
export interface NodeServerLimits {
  timeouts: HttpTimeouts;
  maxConnections?: number;
}

/** The app on a node HTTP server with the portal's timeouts and connection cap: main.ts, and tests of what a socket sees. */
export function startNodeServer(
  app: Hono<AppEnv>,
  limits: NodeServerLimits,
  address: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve({ fetch: app.fetch, ...address, serverOptions: nodeServerOptions(limits.timeouts) }, onListening);
  closeIdleSockets(server as Server, limits.timeouts.idleMs);
  capConnections(server as Server, limits.maxConnections ?? DEFAULT_MAX_CONNECTIONS);
  return server;
}
