import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER, order, print, productId } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { deliveryMessages } from '../../../src/server/modules/checkout/delivery-date.js';
import { orderMessages } from '../../../src/server/modules/checkout/place-order.js';
import { priceLimitMessages } from '../../../src/server/modules/checkout/price-prints.js';
import { LIFE_TEXTS } from '../../../src/server/modules/orders/transitions.js';
import { UPLOAD_TEXTS } from '../../../src/server/modules/files/upload-refusals.js';
import { deliveryAddressMessages } from '../../../src/domain/delivery-address.js';
import { copyMessages } from '../../../src/domain/copy.js';
import { ruleText, RULE_TEXTS } from '../../../src/domain/texts/rule-texts.js';
import { word, type Text } from '../../../src/domain/texts/text.js';
import { i18nOf } from '../../../src/server/platform/i18n/server-i18n.js';

describeEachDatabase('refusals in the language the browser asks for', (ctx) => {
  let token = '';
  let banner = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
  });

  const place = (body: unknown, language?: string) =>
    ctx().call('POST', '/api/v1/order', {
      token, body, headers: { 'Idempotency-Key': randomUUID(), ...(language ? { 'Accept-Language': language } : {}) },
    });

  it('answers a Dutch user in Dutch and anyone else in English', async () => {
    const saturday = order([print(banner)], { delivery_date: '2026-11-28' });
    expect((await place(saturday, 'nl')).body).toEqual({ message: 'Op zaterdag en zondag leveren we niet; kies een werkdag.' });
    expect((await place(saturday, 'nl-NL,nl;q=0.9')).body).toEqual({ message: 'Op zaterdag en zondag leveren we niet; kies een werkdag.' });
    expect((await place(saturday, 'en')).body).toEqual({ message: 'We do not deliver on Saturdays and Sundays; please choose a working day.' });
    expect((await place(saturday)).body).toEqual({ message: 'We do not deliver on Saturdays and Sundays; please choose a working day.' });
    const gone = await place(order([print(999_999)]), 'nl');
    expect(gone).toMatchObject({ status: 405, body: { message: 'Product 999999 is niet (meer) leverbaar; haal het uit uw winkelwagen.' } });
  });

  it('words the field messages of a 422 in the language asked for, the schema\'s and the server\'s own', async () => {
    const noDate = order([print(banner)], { delivery_date: '', reference: '' });
    expect((await place(noDate, 'nl')).body).toEqual({
      message: 'De ingevulde gegevens zijn niet geldig.',
      errors: { 'details.reference': ['Referentie is verplicht'] },
    });
    const dutch = await place(order([print(banner)], { delivery_date: '' }), 'nl');
    expect(dutch.body.errors).toEqual({ 'details.delivery_date': ['Leverdatum is verplicht'] });
    const english = await place(order([print(banner)], { delivery_date: '' }), 'en');
    expect(english.body).toEqual({ message: 'The given data was invalid.', errors: { 'details.delivery_date': ['Delivery date is required'] } });
  });

  it('has a Dutch and an English text for every delivery, order and upload refusal', () => {
    const texts: Text[] = [
      ...Object.values(deliveryMessages), orderMessages.foreignAddress, orderMessages.incompleteAddress, orderMessages.unknownProduct(12),
      deliveryAddressMessages.missing, priceLimitMessages.tooLarge, copyMessages.fixedSize('Width', 800),
      ruleText(RULE_TEXTS.control, 'reference'), ...Object.values(LIFE_TEXTS), ...Object.values(UPLOAD_TEXTS),
    ];
    for (const text of texts) {
      const dutch = word(text, i18nOf('nl'));
      const english = word(text, i18nOf('en'));
      expect(dutch, text.id).not.toBe(english);
      expect(dutch, text.id).not.toBe(text.id);
      expect(english, text.id).not.toBe(text.id);
    }
  });
});
