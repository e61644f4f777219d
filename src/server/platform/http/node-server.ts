import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { closeIdleSockets, nodeServerOptions, type HttpTimeouts } from './timeouts.js';

/** The app on a node HTTP server with the portal's timeouts: main.ts, and tests of what a socket sees. */
export function startNodeServer(
  app: Hono<AppEnv>,
  timeouts: HttpTimeouts,
  address: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve({ fetch: app.fetch, ...address, serverOptions: nodeServerOptions(timeouts) }, onListening);
  closeIdleSockets(server as Server, timeouts.idleMs);
  return server;
}
