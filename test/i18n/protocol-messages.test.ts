import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../src/shared/i18n/i18n.js';
import { readableMessage } from '../../src/shared/i18n/protocol-messages.js';
import { FrameSizeSchema } from '../../src/domain/print-schema.js';

describe('messages a customer reads in a toast', () => {
  beforeAll(async () => {
    await loadAppMessages();
  });

  it('turns the API codes into Dutch sentences', async () => {
    await activateLocale('nl');
    expect(readableMessage('server_error')).toBe('Er ging iets mis op de server. Probeer het later opnieuw of neem contact op met de klantenservice.');
    expect(readableMessage('database_unavailable')).toBe('De server is even niet bereikbaar. Probeer het over een paar seconden opnieuw.');
    expect(readableMessage('unauthenticated')).toBe('U moet ingelogd zijn');
    expect(readableMessage('server_busy')).toBe('De server is op dit moment te druk; probeer het over een minuut opnieuw.');
  });

  it('and into English ones for an English user', async () => {
    await activateLocale('en');
    expect(readableMessage('too_many_requests')).toBe('Too many requests in a row. Please try again in a minute.');
    expect(readableMessage('unauthenticated')).toBe('You need to be logged in');
    expect(readableMessage('server_busy')).toBe('The server is too busy right now; please try again in a minute.');
    await activateLocale('nl');
  });

  it("says there is no connection instead of the browser's own words", async () => {
    await activateLocale('nl');
    for (const browserWords of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'Request timed out: POST http://x/api/v1/order']) {
      expect(readableMessage(browserWords)).toBe('Geen verbinding met de server. Controleer uw internetverbinding en probeer het opnieuw.');
    }
  });

  it('words an unreadable answer, and a check without a text of its own never in valibot\'s words', async () => {
    await activateLocale('nl');
    expect(readableMessage('unreadable_answer')).toBe('Het antwoord van de server kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.');
    expect(v.safeParse(FrameSizeSchema, { pieces: 1.5, width: 10, height: 10 }).issues?.map((issue) => issue.message)).toEqual(['De ingevulde gegevens zijn niet geldig.']);
    await activateLocale('en');
    expect(readableMessage('unreadable_answer')).toBe('The answer from the server could not be read. Please reload the page and try again.');
    await activateLocale('nl');
  });

  it('leaves a sentence of the server as it is', () => {
    expect(readableMessage('Dit product is niet meer leverbaar')).toBe('Dit product is niet meer leverbaar');
  });
});
