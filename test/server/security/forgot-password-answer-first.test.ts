import { expect, it } from 'vitest';
import type { AfterAnswer } from '../../../src/server/platform/http/after-answer.js';
import { createApp } from '../../../src/server/app.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { logSink } from '../operations/log-sink.js';

/**
 * The forgot-password answer must not tell which addresses have an account: POST /auth/email
 * took measurably longer for a known address (it looked the account up, wrote a token and built
 * the mail before answering). Counted, not timed: for a known
 * and an unknown address the answer is the same and comes before a single database query; the
 * work is left for after the answer, and only then does the known address get its mail.
 */
describeEachDatabase('forgot password: the same work before the answer for every address', (ctx) => {
  it('answers known and unknown addresses before any query, then mails the known one only', async () => {
    const services = ctx().services;
    const original = { kysely: services.db.kysely, afterAnswer: services.afterAnswer };
    const queries: string[] = [];
    services.db.kysely = original.kysely.withPlugin({
      transformQuery: (args) => { queries.push(args.node.kind); return args.node; },
      transformResult: async (args) => args.result,
    });
    const held: (() => Promise<void>)[] = [];
    const holding: AfterAnswer = { run: (_what, task) => { held.push(task); }, settled: async () => undefined };
    services.afterAnswer = holding;
    const mailsBefore = ctx().mails.length;
    try {
      const answers = [];
      for (const email of ['sanne.bakker@example.nl', 'niemand.bekend@example.nl', 'partner@example.nl', 'nog.een.onbekende@example.nl']) {
        const queriesBefore = queries.length;
        const heldBefore = held.length;
        const response = await ctx().app.request('/api/v1/auth/email', {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        answers.push({ status: response.status, text: await response.text(), queries: queries.length - queriesBefore, tasks: held.length - heldBefore });
      }
      for (const answer of answers) expect(answer).toEqual({ status: 200, text: answers[0]!.text, queries: 0, tasks: 1 });
      expect(ctx().mails.length).toBe(mailsBefore);

      for (const task of held.splice(0)) await task();
      expect(queries.length).toBeGreaterThan(0);
      expect(ctx().mails.slice(mailsBefore).map((mail) => mail.to)).toEqual(['sanne.bakker@example.nl', 'partner@example.nl']);
    } finally {
      services.db.kysely = original.kysely;
      services.afterAnswer = original.afterAnswer;
    }
  });

  it('logs a mail that cannot be sent, after an answer that does not change', async () => {
    const services = ctx().services;
    const sink = logSink();
    const app = createApp({ ...services, logger: sink.logger, mailer: { send: async () => { throw new Error('smtp down'); } } });
    ctx().clock.advance(2 * 60 * 1000);
    const response = await app.request('/api/v1/auth/email', {
      method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'klant@example.nl' }),
    });
    expect(response.status).toBe(200);
    await services.afterAnswer?.settled();
    const failures = sink.lines().filter((line) => line.level === 50);
    expect(failures).toEqual([expect.objectContaining({ msg: 'reset link failed', err: expect.objectContaining({ message: 'smtp down' }), request_id: response.headers.get('x-request-id') })]);
  });
});
