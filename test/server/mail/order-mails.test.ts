import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { addressesOf, startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.js';
import { createMailer } from '../../../src/server/platform/mail/mailer.js';
import { deliverDueMails } from '../../../src/server/platform/mail/mail-sender.js';
import { createLogger } from '../../../src/server/platform/log/logger.js';
import { remindMissingFiles } from '../../../src/server/modules/orders/files-reminders.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { loggedIn } from '../auth/auth-helpers.js';
import { order, placeOrder, print, productId } from '../orders/order-helpers.js';
import { readPdf } from '../catalog/pdf-text.js';

/**
 * The mails that follow an order, each through real SMTP with a text and an HTML part: the files
 * reminder a working day before the files deadline (once), the shipped mail with the tracking link,
 * the invoice with its PDF; in the user's language, and the first two switched off in Settings.
 */
describeEachDatabase('mails that follow an order', (ctx) => {
  let inbox: SmtpInbox;
  beforeAll(async () => { inbox = await startSmtpInbox(); });
  afterAll(async () => { await inbox.close(); });

  const deliver = () => deliverDueMails({
    db: ctx().db.kysely, delivery: createMailer(inbox.url, ctx().services.config.outboxDir), now: ctx().clock.now, logger: createLogger('silent'),
  });
  const admin = (...argv: string[]) => runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().clock.now }, argv);
  /** An order of a banner (3 production days) delivered on Wednesday 2 December, placed Monday 23 November. */
  const placed = async (email: string): Promise<{ id: number; token: string }> => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    const { token } = await loggedIn(ctx(), email);
    const answer = await placeOrder(ctx(), token, order([print(await productId(ctx(), 'SPD-FL510'))], { reference: `Ref ${email}` }));
    expect(answer.status).toBe(201);
    return { id: answer.body.orders[0].id as number, token };
  };
  const advanceTo = async (id: number, state: string, ...options: string[]) => {
    for (let step = 0; step < 10; step += 1) {
      const current = (await ctx().db.kysely.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
      if (current === state) return;
      const next = await admin('order:advance', String(id), ...(current === 'warehouse' ? options : []));
      if (next.includes(`-> ${state}`)) return;
    }
    throw new Error(`order ${id} did not reach ${state}`);
  };
  const settingsWith = async (token: string, mails: unknown) => {
    const current = (await ctx().call('GET', '/api/v1/settings', { token })).body;
    return ctx().call('PUT', '/api/v1/settings', {
      token,
      body: {
        name: current.user.name, email: current.user.email, phone: current.user.phone, lang: current.user.lang,
        approve_pdf: current.settings.approve_pdf, pickup_default: current.settings.pickup_default, zoom_text: current.settings.zoom_text,
        default_address_id: current.settings.default_address_id, mails,
      },
    });
  };

  it('reminds once, a working day before the files deadline, in Dutch with text and HTML', async () => {
    const { id } = await placed('klant@example.nl');
    // Files deadline: 4 working days (3 production + 1 transport) before Wednesday 2 December is Thursday 26 November.
    ctx().clock.set('2026-11-24T16:00:00Z');
    expect(await remindMissingFiles(ctx().services)).toBe(0);
    ctx().clock.set('2026-11-25T07:00:00Z');
    expect(await remindMissingFiles(ctx().services)).toBe(1);
    expect(await remindMissingFiles(ctx().services)).toBe(0);
    expect(await deliver()).toBe(1);
    const [mail] = await inbox.waitFor('klant@example.nl');
    expect(mail!.subject).toBe(`Herinnering: drukbestanden voor order ${id} ontbreken nog`);
    expect(mail!.text).toContain(`Voor uw order ${id} (Ref klant@example.nl) hebben wij nog niet alle drukbestanden. Lever ze uiterlijk 26 november 2026 om 12:00 uur aan, dan leveren wij op 2 december 2026.`);
    expect(mail!.html).toContain(`<a href="http://localhost:8080/order/${id}"`);
    expect(mail!.html).toContain('<html lang="nl">');
    ctx().clock.set('2026-11-26T10:00:00Z');
    expect(await remindMissingFiles(ctx().services)).toBe(0);
  });

  it('sends no reminder to a user who switched it off, and refuses a malformed choice', async () => {
    const { token } = await placed('inkoop@example.nl');
    const bad = await settingsWith(token, { files_reminder: 'no', shipped: true });
    expect(bad.status).toBe(422);
    const saved = await settingsWith(token, { files_reminder: false, shipped: true });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.mails).toEqual({ files_reminder: false, shipped: true });
    expect((await ctx().call('GET', '/api/v1/settings', { token })).body.settings.mails).toEqual({ files_reminder: false, shipped: true });
    ctx().clock.set('2026-11-25T07:00:00Z');
    expect(await remindMissingFiles(ctx().services)).toBe(0);
    expect(await deliver()).toBe(0);
    const marked = await ctx().db.kysely.selectFrom('orders').select('files_reminder_at').where('reference', '=', 'Ref inkoop@example.nl').executeTakeFirstOrThrow();
    expect(marked.files_reminder_at).toBe('2026-11-25T07:00:00.000Z');
    expect(await ctx().db.kysely.selectFrom('mail_queue').select('id').where('to_address', '=', 'inkoop@example.nl').execute()).toEqual([]);
    expect(inbox.mails.filter((mail) => addressesOf(mail).includes('inkoop@example.nl'))).toHaveLength(0);
  });

  it('mails the tracking link when the order ships and the invoice PDF when it is made, in English', async () => {
    await ctx().db.kysely.updateTable('users').set({ lang: 'en' }).where('email', '=', 'sanne.bakker@example.nl').execute();
    const { id, token } = await placed('sanne.bakker@example.nl');
    await expect(admin('order:advance', String(id), '--tracking-code', 'JVGL0612')).rejects.toThrow(/tracking is given with the step from warehouse to transport/);
    await expect(admin('order:advance', String(id), '--tracking-url', 'javascript:alert(1)')).rejects.toThrow(/--tracking-url: tracking link must/);
    await advanceTo(id, 'transport', '--tracking-code', 'JVGL0612', '--tracking-url', 'https://jouw.postnl.nl/track-and-trace/JVGL0612-NL-3542AB');
    expect(await deliver()).toBe(1);
    const [shipped] = await inbox.waitFor('sanne.bakker@example.nl');
    expect(shipped!.subject).toBe(`Your order ${id} is on its way`);
    expect(shipped!.text).toContain('Track your parcel: https://jouw.postnl.nl/track-and-trace/JVGL0612-NL-3542AB');
    expect(shipped!.html).toContain('<a href="https://jouw.postnl.nl/track-and-trace/JVGL0612-NL-3542AB"');
    const detail = await ctx().call('GET', `/api/v1/orders/${id}`, { token });
    expect(detail.body.tracking).toEqual({ code: 'JVGL0612', url: 'https://jouw.postnl.nl/track-and-trace/JVGL0612-NL-3542AB', link: 'https://jouw.postnl.nl/track-and-trace/JVGL0612-NL-3542AB' });

    ctx().clock.set('2026-12-03T10:00:00Z');
    await advanceTo(id, 'invoicing');
    expect(await deliver()).toBe(1);
    const mails = await inbox.waitFor('sanne.bakker@example.nl', 2);
    const invoice = mails.find((mail) => mail.subject?.startsWith('Invoice '))!;
    const number = /Invoice (F2026-\d{6})/.exec(invoice.subject!)![1]!;
    expect(invoice.text).toContain(`Please find invoice ${number} of 3 December 2026 for order ${id}, total €`);
    expect(invoice.html).toContain('<html lang="en">');
    expect(invoice.attachments).toHaveLength(1);
    const [pdf] = invoice.attachments;
    expect(pdf!.filename).toBe(`factuur-${number}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect((await readPdf(new Uint8Array(pdf!.content))).text).toContain(number);
  });

  it('leaves the shipped mail out when switched off, with the tracking on the order page; the invoice mail always goes', async () => {
    const { id, token } = await placed('jan.devries@example.nl');
    expect((await settingsWith(token, { files_reminder: true, shipped: false })).status).toBe(200);
    await advanceTo(id, 'transport', '--tracking-code', 'JVGL0999');
    expect(await deliver()).toBe(0);
    const detail = await ctx().call('GET', `/api/v1/orders/${id}`, { token });
    expect(detail.body.tracking).toEqual({ code: 'JVGL0999', url: null, link: 'https://track.printportal.nl/?code=JVGL0999' });
    await advanceTo(id, 'invoicing');
    expect(await deliver()).toBe(1);
    const mails = await inbox.waitFor('jan.devries@example.nl');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Factuur F2026-\d{6}$/)]);
    expect(mails[0]!.text).toMatch(/Hierbij ontvangt u factuur F2026-\d{6} van \d+ (november|december) 2026 voor order \d+, totaal € [\d.,]+ inclusief btw\./);
  });
});
