import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseTrustedProxy, type TrustedProxy } from './platform/http/client-address.js';
import { loadHttpTimeouts, type HttpTimeouts } from './platform/http/timeouts.js';
import { loadMaxConnections } from './platform/http/connection-cap.js';
import { loadScryptCost } from './modules/auth/passwords.js';
import { parseS3Url } from './platform/storage/s3-url.js';
import { loadShutdownGraceMs } from './platform/http/graceful-stop.js';
import { loadUploadLimits, type UploadLimits } from './modules/files/upload-limits.js';
import { loadCompany, type CompanyDetails } from './modules/documents/company.js';

export interface Config {
  port: number;
  databaseUrl: string;
  jwtSecret: Uint8Array;
  smtpUrl: string | null;
  uploadDir: string;
  /** S3_URL: print files in this object store instead of uploadDir (platform/storage/s3-url.ts). */
  s3Url: string | null;
  outboxDir: string;
  publicUrl: string;
  uploadMaxBytes: number;
  /** scrypt cost of new password hashes: 2^17 (DESIGN.md section 5) unless SCRYPT_COST says otherwise. */
  scryptCost: number;
  secureCookies: boolean;
  /** TRUSTED_PROXY: whose X-Forwarded-For names the client (none: the socket address counts). */
  trustedProxy: TrustedProxy;
  /** How long the server waits for a client (http/timeouts.ts). */
  http: HttpTimeouts;
  /** Open connections the node server holds at once (`HTTP_MAX_CONNECTIONS`, http/connection-cap.ts). */
  maxConnections: number;
  /** Uploads at once, their minimum pace and each company's storage (files/upload-limits.ts). */
  uploads: UploadLimits;
  /** How long SIGTERM lets requests in flight finish (`SHUTDOWN_GRACE_S`, http/graceful-stop.ts). */
  shutdownGraceMs: number;
  /** METRICS_TOKEN: /metrics answers only a request bearing it; unset, /metrics is off (http/metrics-route.ts). */
  metricsToken?: string;
  /** The print company's details on every document (COMPANY_*, modules/documents/company.ts). */
  company: CompanyDetails;
}


/** JWT_SECRET, else a secret generated once into data/ so restarts keep sessions valid. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = resolve(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** S3_URL, checked now: a bad one stops the start with the reason instead of failing the first upload. */
function loadS3Url(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  parseS3Url(value);
  return value.trim();
}

/** At least 16 characters: the token is all that keeps the metrics from whoever can reach the port. */
function loadMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN: use at least 16 characters (for example `openssl rand -hex 24`)');
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = env.DATA_DIR ?? 'data';
  return {
    port,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${dataDir}/printportal.sqlite`,
    jwtSecret: loadSecret(env, dataDir),
    smtpUrl: env.SMTP_URL ?? null,
    uploadDir: env.UPLOAD_DIR ?? `${dataDir}/uploads`,
    s3Url: loadS3Url(env.S3_URL),
    outboxDir: `${dataDir}/outbox`,
    publicUrl,
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 500) * 1024 * 1024,
    scryptCost: loadScryptCost(env),
    secureCookies: publicUrl.startsWith('https://'),
    trustedProxy: parseTrustedProxy(env.TRUSTED_PROXY),
    http: loadHttpTimeouts(env),
    maxConnections: loadMaxConnections(env),
    uploads: loadUploadLimits(env),
    shutdownGraceMs: loadShutdownGraceMs(env),
    metricsToken: loadMetricsToken(env),
    company: loadCompany(env),
  };
}
