import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import { attachFile } from '../orders/attach-file.js';
import { storageFor } from '../../platform/storage/storage.js';
import { attachmentDisposition } from './safe-filename.js';

function declaredLength(header: string | undefined): number | null {
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * POST /orders/{id}/files?print={printId}: one PDF per call, multipart/form-data or the raw bytes
 * (name in `X-File-Name`, URL-encoded), streamed. GET /files/{id}: the file, to its partner only.
 */
export function ordersFilesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/orders/:id/files', requireAuth, requirePartner, async (c) => {
    const orderId = idParam(c, 'id');
    const rawPrint = c.req.query('print') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(rawPrint) || Number(rawPrint) > 2_147_483_647) {
      throw invalid({ print: ['print is required'] });
    }
    const answer = await attachFile(
      c.var.services,
      { partnerId: c.var.auth.partnerId as number, userId: c.var.auth.userId },
      orderId,
      Number(rawPrint),
      {
        body: c.req.raw.body,
        contentType: c.req.header('Content-Type'),
        rawName: c.req.header('X-File-Name') ?? c.req.query('name'),
        declaredBytes: declaredLength(c.req.header('Content-Length')),
      },
    );
    return c.json(answer, 201);
  });

  routes.get('/files/:id', requireAuth, requirePartner, async (c) => {
    const { db, config } = c.var.services;
    const file = await db.kysely.selectFrom('order_files').select(['stored_name', 'original_name', 'size'])
      .where('id', '=', idParam(c, 'id')).where('partner_id', '=', c.var.auth.partnerId as number).executeTakeFirst();
    if (!file) throw notFound();
    const stream = await storageFor(config.uploadDir).get(file.stored_name);
    if (!stream) throw notFound();
    return c.body(stream, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(file.original_name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
  return routes;
}
