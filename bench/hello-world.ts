/**
 * The reference of DESIGN.md section 11: a hello-world Hono route on @hono/node-server, nothing
 * else (no middleware, no database), run as its own process like the portal.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('*', (c) => c.text('Hello, World!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
