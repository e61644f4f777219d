import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER, order, print, productId } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { inDutch } from '../../../src/server/platform/http/dutch-messages.js';
import { deliveryMessages } from '../../../src/server/modules/checkout/delivery-date.js';
import { orderMessages } from '../../../src/server/modules/checkout/place-order.js';
import { priceLimitMessages } from '../../../src/server/modules/checkout/price-prints.js';
import { deliveryAddressMessages } from '../../../src/domain/delivery-address.js';
import { copyMessages } from '../../../src/domain/copy.js';
import { textMessages } from '../../../src/domain/text.js';

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
    expect((await place(saturday, 'en')).body).toEqual({ message: 'We do not deliver on Saturdays and Sundays; please choose a working day.' });
    expect((await place(saturday)).body).toEqual({ message: 'We do not deliver on Saturdays and Sundays; please choose a working day.' });
    const gone = await place(order([print(999_999)]), 'nl');
    expect(gone).toMatchObject({ status: 405, body: { message: 'Product 999999 is niet (meer) leverbaar; haal het uit uw winkelwagen.' } });
  });

  it('has a Dutch text for every delivery and order refusal', () => {
    const messages = [
      ...Object.values(deliveryMessages), orderMessages.foreignAddress, orderMessages.unknownProduct(12),
      deliveryAddressMessages.missing, priceLimitMessages.tooLarge, copyMessages.fixedSize('Width', 800),
      copyMessages.fixedSize('Height', 2800), textMessages.control('Reference'),
    ];
    expect(messages.filter((message) => inDutch(message) === message)).toEqual([]);
  });
});
