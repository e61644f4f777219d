import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam, queryOf } from '../../platform/http/validate.js';
import { notFound } from '../../platform/http/errors.js';
import { storageFor } from '../../platform/storage/storage-for.js';
import { attachFile } from './attach-file.js';
import { acceptFileWarnings } from './accept-warnings.js';
import { attachmentDisposition } from './safe-filename.js';
import { partnerFile } from './queries.js';
import type { UploadAdmission } from './upload-admission.js';

const printRequired = 'print is required';
const copyInvalid = 'copy must be the id of a copy line of the print';

const UploadQuerySchema = v.object({
  print: v.optional(
    v.pipe(
      v.string(printRequired),
      v.regex(/^[1-9]\d{0,9}$/, printRequired),
      v.transform(Number),
      v.maxValue(2_147_483_647, printRequired),
    ),
    '',
  ),
  /** The copy line the file is for; may be left out for a print of one line. */
  copy: v.optional(v.pipe(v.string(copyInvalid), v.regex(/^[1-9]\d{0,9}$/, copyInvalid), v.transform(Number), v.maxValue(2_147_483_647, copyInvalid))),
  /** The file's name for a raw body, when the client sends no `X-File-Name` header. */
  name: v.optional(v.string()),
});

function declaredLength(header: string | undefined): number | null {
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/** An order id that cannot exist is 404 before anything about the upload is looked at. */
const orderIdParam: MiddlewareHandler<AppEnv> = async (c, next) => {
  idParam(c, 'id');
  await next();
};

/**
 * POST /orders/{id}/files?print={printId}&copy={copyId}: one PDF per call, for one copy line, multipart/form-data or the raw bytes
 * (name in `X-File-Name`, URL-encoded), streamed. POST /orders/{id}/files/{fileId}/accept: the customer accepts a file's warnings.
 * GET /files/{id}: the file, to its partner only. `admission` keeps the app's running uploads within their limits.
 */
export function filesRoutes(admission: UploadAdmission): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/orders/:id/files', requireAuth, requirePartner, orderIdParam, queryOf(UploadQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const answer = await attachFile(
      c.var.services,
      admission,
      { partnerId: c.var.auth.partnerId as number, userId: c.var.auth.userId },
      idParam(c, 'id'),
      query.print,
      query.copy,
      {
        body: c.req.raw.body,
        contentType: c.req.header('Content-Type'),
        rawName: c.req.header('X-File-Name') ?? query.name,
        declaredBytes: declaredLength(c.req.header('Content-Length')),
      },
    );
    return c.json(answer, 201);
  });

  routes.post('/orders/:id/files/:fileId/accept', requireAuth, requirePartner, async (c) => {
    const answer = await acceptFileWarnings(
      c.var.services,
      { partnerId: c.var.auth.partnerId as number, userId: c.var.auth.userId },
      idParam(c, 'id'),
      idParam(c, 'fileId'),
    );
    return c.json(answer);
  });

  routes.get('/files/:id', requireAuth, requirePartner, async (c) => {
    const { db, config } = c.var.services;
    const file = await partnerFile(db.kysely, idParam(c, 'id'), c.var.auth.partnerId as number);
    if (!file) throw notFound();
    const stream = await storageFor(config).get(file.stored_name);
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
