import type { Config } from './config.js';
import type { Db } from './platform/db/connect.js';
import type { AfterAnswer } from './platform/http/after-answer.js';
import type { Logger } from './platform/log/logger.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** The HTML part beside the text (multipart/alternative). */
  html?: string;
  /** Stored with the queued mail, so a retry sends the same files. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Hands the mail over for delivery (queued in the database; a background sender delivers it with retries). */
  send(message: MailMessage): Promise<void>;
}

/** Everything a route needs from outside, handed in so tests can give their own clock and mailer. */
export interface Services {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  /** Runs work after the answer is sent (see http/after-answer.ts); a shared runner when left out. */
  afterAnswer?: AfterAnswer;
  /** Where log lines go; the process's logger (LOG_LEVEL, stdout) when left out. */
  logger?: Logger;
}

/** What a verified access token says about its bearer. */
export interface AuthClaims {
  userId: number;
  /** The partner every read and write is scoped to; null only for a partner account that has not chosen. */
  partnerId: number | null;
  jti: string;
  expiresAt: number;
  /** When the token was issued, to the millisecond (compared with the user's session cut-off). */
  issuedAtMs: number;
  /** The login (refresh family) the token belongs to; revoking the family refuses the token too. */
  familyId: string | null;
  /** The login's generation it was issued in: when the login moves on, every older token of it is refused. */
  generation: number;
}

export interface AppEnv {
  Variables: {
    services: Services;
    auth: AuthClaims;
    /** This request's id (X-Request-Id), on each of its log lines and in its error answers. */
    requestId: string;
    /** The services' logger bound to this request's id. */
    log: Logger;
  };
}
