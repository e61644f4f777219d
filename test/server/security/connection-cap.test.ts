import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ServerType } from '@hono/node-server';
import { startNodeServer } from '../../../src/server/platform/http/node-server.js';
import { DEFAULT_HTTP_TIMEOUTS } from '../../../src/server/platform/http/timeouts.js';
import { DEFAULT_MAX_CONNECTIONS, loadMaxConnections } from '../../../src/server/platform/http/connection-cap.js';
import { DEFAULT_UPLOAD_LIMITS, loadUploadLimits } from '../../../src/server/modules/files/upload-limits.js';
import { loadConfig } from '../../../src/server/config.js';
import type { AppEnv } from '../../../src/server/services.js';
import { RawConnection, requestHead, type RawAnswer } from '../../support/raw-http.js';

const MAX = 3;

async function ask(port: number): Promise<{ connection: RawConnection; answer: RawAnswer | null }> {
  const connection = await RawConnection.open(port);
  await connection.write(requestHead('GET', '/health', {}));
  return { connection, answer: await connection.answer() };
}

/**
 * The node server holds a bounded number of connections: silent sockets cannot pile up by the
 * thousand. One past the cap hears 503 with Retry-After at once and is closed; a place that frees
 * up is taken by the next client.
 */
describe('open connections are capped', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.get('/health', (c) => c.text('ok'));
    await new Promise<void>((resolve) => {
      server = startNodeServer(app, { timeouts: DEFAULT_HTTP_TIMEOUTS, maxConnections: MAX }, { port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  }));

  it('answers 503 with Retry-After past the cap and closes that connection; a freed place is served again', async () => {
    const held: RawConnection[] = [];
    // Kept-alive connections the server has answered: each holds its place.
    for (let index = 0; index < MAX; index++) {
      const { connection, answer } = await ask(port);
      expect(answer?.status).toBe(200);
      held.push(connection);
    }
    const silent = await RawConnection.open(port);
    const refused = await silent.answer();
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.headers.connection).toBe('close');
    expect(JSON.parse(refused!.body)).toEqual({ message: 'server_busy' });
    await silent.whenClosed();

    const { connection: talking, answer: alsoRefused } = await ask(port);
    expect(alsoRefused?.status).toBe(503);
    await talking.whenClosed();

    held.pop()!.close();
    // The server hears of the close on its own time: ask until a place is free (bounded).
    let served: RawAnswer | null = null;
    for (let attempt = 0; attempt < 200 && served?.status !== 200; attempt++) {
      const { connection, answer } = await ask(port);
      served = answer;
      if (answer?.status === 200) held.push(connection);
      else await connection.whenClosed();
    }
    expect(served?.status).toBe(200);
    for (const connection of held) connection.close();
  });
});

describe('limits from the environment', () => {
  it('takes HTTP_MAX_CONNECTIONS and the upload limits, keeps the defaults otherwise and refuses nonsense', () => {
    expect(loadMaxConnections({})).toBe(DEFAULT_MAX_CONNECTIONS);
    expect(loadMaxConnections({ HTTP_MAX_CONNECTIONS: '250' })).toBe(250);
    for (const bad of ['0', '-1', '2.5', 'many']) expect(() => loadMaxConnections({ HTTP_MAX_CONNECTIONS: bad }), bad).toThrow(/HTTP_MAX_CONNECTIONS/);

    expect(loadUploadLimits({})).toEqual({ perUser: 6, total: 64, minBytesPerSecond: 8 * 1024, rateWindowMs: 30_000, partnerQuotaBytes: 20 * 1024 ** 3 });
    expect(loadUploadLimits({ UPLOADS_PER_USER: '2', UPLOADS_AT_ONCE: '10', UPLOAD_MIN_KB_PER_S: '0', UPLOAD_RATE_WINDOW_S: '0.5', COMPANY_STORAGE_GB: '1.5' }))
      .toEqual({ perUser: 2, total: 10, minBytesPerSecond: 0, rateWindowMs: 500, partnerQuotaBytes: 1.5 * 1024 ** 3 });
    for (const [name, bad] of [['UPLOADS_PER_USER', '0'], ['UPLOADS_AT_ONCE', '1.5'], ['UPLOAD_MIN_KB_PER_S', '-1'], ['UPLOAD_RATE_WINDOW_S', '0'], ['COMPANY_STORAGE_GB', 'lots']] as const) {
      expect(() => loadUploadLimits({ [name]: bad }), name).toThrow(new RegExp(name));
    }
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), HTTP_MAX_CONNECTIONS: '7', COMPANY_STORAGE_GB: '5' });
    expect(config.maxConnections).toBe(7);
    expect(config.uploads).toEqual({ ...DEFAULT_UPLOAD_LIMITS, partnerQuotaBytes: 5 * 1024 ** 3 });
  });
});
