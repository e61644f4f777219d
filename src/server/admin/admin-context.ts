import { parseArgs, type ParseArgsConfig } from 'node:util';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Config } from '../config.js';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/session.js';
import { findAccountByEmail, findPartner } from '../modules/auth/queries/users.js';

/** What every admin command works with; tests hand in a test database and a low scrypt cost. */
export interface AdminContext {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'scryptCost'> & Partial<Pick<Config, 'uploadDir' | 's3Url' | 'company'>>;
  now: () => Date;
}

/** A mistake of the operator: printed without a stack trace, exit code 1. */
export class AdminError extends Error {}

export type AdminCommand = (context: AdminContext, args: string[]) => Promise<string>;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict parsing: an unknown or malformed option is an AdminError, not a crash. */
export function parseOptions(args: string[], options: Options, positionals = 0) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length > positionals) {
      throw new AdminError(`unexpected argument: ${parsed.positionals[positionals]}`);
    }
    return parsed;
  } catch (error) {
    if (error instanceof AdminError) throw error;
    throw new AdminError(error instanceof Error ? error.message : String(error));
  }
}

export function requiredOption(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new AdminError(`--${name} is required`);
  return value;
}

export function validEmail(value: unknown): string {
  const result = v.safeParse(EmailSchema, requiredOption(value, 'email'));
  if (!result.success) throw new AdminError(`--email: ${result.issues[0].message}`);
  return result.output;
}

export function validPassword(value: unknown): string {
  const password = requiredOption(value, 'password');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AdminError(`--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}

export function validId(value: unknown, name: string): number {
  const raw = requiredOption(value, name);
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new AdminError(`--${name} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}

export async function partnerName(db: Kysely<Database>, id: number): Promise<string> {
  const partner = await findPartner(db, id);
  if (!partner) throw new AdminError(`no partner with id ${id}`);
  return partner.name;
}

export async function userByEmail(db: Kysely<Database>, email: string) {
  const user = await findAccountByEmail(db, email);
  if (!user) throw new AdminError(`no user with e-mail ${email}`);
  return user;
}

export function positionalId(value: string | undefined, what: string): number {
  if (value === undefined || value.trim() === '') throw new AdminError(`${what} is required`);
  const raw = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new AdminError(`${what} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}
