import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { AdminError, type AdminContext } from '../../../src/server/admin/admin-context.js';
import { USAGE, runAdmin } from '../../../src/server/admin/commands.js';
import { dataCall, loggedIn, passwordLogin, refresh } from '../auth/auth-helpers.js';

describeEachDatabase('admin command line', (ctx) => {
  const admin = (...argv: string[]) => {
    const context: AdminContext = {
      db: ctx().db.kysely,
      config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST },
      now: ctx().services.now,
    };
    return runAdmin(context, argv);
  };
  const fails = async (message: RegExp, ...argv: string[]) => {
    await expect(admin(...argv)).rejects.toThrow(AdminError);
    await expect(admin(...argv)).rejects.toThrow(message);
  };

  it('creates a partner and a customer who can log in at once', async () => {
    const partner = await admin('partner:create', '--name', 'Drukkerij Test B.V.');
    const partnerId = /Created partner (\d+)/.exec(partner)![1]!;
    const created = await admin('user:create', '--email', 'Nieuw@Example.nl', '--name', 'Nina Nieuw',
      '--password', 'Geheim-wachtwoord-1', '--partner', partnerId, '--lang', 'en', '--can-choose-purchaser');
    expect(created).toMatch(/^Created user \d+: Nina Nieuw <nieuw@example.nl> for Drukkerij Test B.V./);
    const login = await passwordLogin(ctx(), 'nieuw@example.nl', 'Geheim-wachtwoord-1');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ lang: 'en', partner: { id: Number(partnerId), name: 'Drukkerij Test B.V.' } });
    expect(login.body.settings.can_choose_purchaser).toBe(true);
  });

  it('creates a partner account and adds partners to its list', async () => {
    const first = /(\d+)/.exec(await admin('partner:create', '--name', 'Eerste Klant'))![1]!;
    const second = /(\d+)/.exec(await admin('partner:create', '--name', 'Tweede Klant'))![1]!;
    await admin('user:create', '--email', 'reseller@example.nl', '--name', 'Rita Reseller', '--password', 'Reseller-pass-1',
      '--partner-account', '--partner', first);
    expect(await admin('partner:add-user', '--partner', second, '--email', 'reseller@example.nl'))
      .toBe(`reseller@example.nl can now act for Tweede Klant (partner ${second})`);
    const login = await passwordLogin(ctx(), 'reseller@example.nl', 'Reseller-pass-1');
    expect(login.status).toBe(206);
    expect(login.body.user.partners.map((p: { name: string }) => p.name)).toEqual(['Eerste Klant', 'Tweede Klant']);
    await fails(/already act for Tweede Klant/, 'partner:add-user', '--partner', second, '--email', 'reseller@example.nl');
    await fails(/belongs to partner \d+; a customer belongs to one company only/,
      'partner:add-user', '--partner', second, '--email', 'klant@example.nl');
  });

  it('changes a password and ends the sessions of that user', async () => {
    const session = await loggedIn(ctx(), 'sanne.bakker@example.nl');
    expect(await admin('user:password', '--email', 'sanne.bakker@example.nl', '--password', 'Ander-wachtwoord-2'))
      .toMatch(/Password of sanne.bakker@example.nl changed/);
    expect((await dataCall(ctx(), session.token)).status).toBe(401);
    expect((await refresh(ctx(), session.cookie)).status).toBe(401);
    ctx().clock.advance(1000);
    expect((await passwordLogin(ctx(), 'sanne.bakker@example.nl', 'Ander-wachtwoord-2')).status).toBe(200);
  });

  it('prints a single-use login link that logs the user in', async () => {
    const link = await admin('login-link', 'klant@example.nl');
    expect(link).toMatch(/^http:\/\/localhost:8080\/\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const first = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token } });
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe('klant@example.nl');
    expect((await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token } })).status).toBe(401);
    await fails(/oud.collega@example.nl is not active/, 'login-link', 'oud.collega@example.nl');
  });

  it('refuses an eyelet finish priced per eyelet without a spacing (it would make no eyelets), imports it with one', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'printportal-catalog-')), 'finishes.json');
    const eyelets = (spacing: number) => ({
      finishes: [{ default_code: 'AF-RING-TEST', name: 'Ringen test', level: 2, finishing_id: 299, side: 'around', price_kind: 'item', price_cents: 35, spacing_mm: spacing }],
    });
    writeFileSync(file, JSON.stringify(eyelets(0)));
    await fails(/needs a spacing_mm above 0/, 'catalog:import', file);
    writeFileSync(file, JSON.stringify(eyelets(400)));
    expect(await admin('catalog:import', file)).toMatch(/finishes 1 added/);
  });

  it('refuses bad and missing arguments, unknown e-mails and duplicates with a clear message', async () => {
    expect(await admin('help')).toBe(USAGE);
    await fails(/no command given/);
    await fails(/unknown command "user:delete"/, 'user:delete');
    await fails(/--email is required/, 'user:create', '--name', 'X', '--password', 'Long-enough-1', '--partner', '1');
    await fails(/--email: Email address must be a valid email address/, 'user:create', '--email', 'nope', '--name', 'X', '--password', 'Long-enough-1');
    await fails(/--name is required/, 'user:create', '--email', 'x@example.nl', '--password', 'Long-enough-1', '--partner', '1');
    await fails(/--password must be 8 to 128 characters/, 'user:create', '--email', 'x@example.nl', '--name', 'X', '--password', 'short', '--partner', '1');
    await fails(/--partner is required for a customer/, 'user:create', '--email', 'x@example.nl', '--name', 'X', '--password', 'Long-enough-1');
    await fails(/--partner must be a positive whole number, got "abc"/, 'user:create', '--email', 'x@example.nl', '--name', 'X', '--password', 'Long-enough-1', '--partner', 'abc');
    await fails(/no partner with id 99999/, 'user:create', '--email', 'x@example.nl', '--name', 'X', '--password', 'Long-enough-1', '--partner', '99999');
    await fails(/--lang must be nl or en, got "de"/, 'user:create', '--email', 'x@example.nl', '--name', 'X', '--password', 'Long-enough-1', '--partner', '1', '--lang', 'de');
    await fails(/a user with e-mail klant@example.nl already exists/, 'user:create', '--email', 'KLANT@example.nl', '--name', 'X', '--password', 'Long-enough-1', '--partner', '1');
    await fails(/Unknown option '--colour'/, 'partner:create', '--name', 'X', '--colour', 'red');
    await fails(/a partner named "Bakkerij De Zon B.V." already exists/, 'partner:create', '--name', 'Bakkerij De Zon B.V.');
    await fails(/no user with e-mail ghost@example.nl/, 'user:password', '--email', 'ghost@example.nl', '--password', 'Long-enough-1');
    await fails(/no user with e-mail ghost@example.nl/, 'login-link', 'ghost@example.nl');
    await fails(/login-link needs an e-mail address/, 'login-link');
    await fails(/unexpected argument: extra/, 'login-link', 'klant@example.nl', 'extra');
    const users = await ctx().db.kysely.selectFrom('users').select('email').where('email', '=', 'x@example.nl').execute();
    expect(users).toEqual([]);
  });
});

describe('admin command line as a process', () => {
  it('prints the usage and exits with 1 without a command (before touching any database)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'printportal-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts'], {
      env, encoding: 'utf8', timeout: 30_000,
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('error: no command given');
    expect(missing.stderr).toContain('Usage: npm run admin -- <command>');
    expect(missing.stdout).toBe('');
  });
});
