import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { afterOrderMachine } from '../../machines/after-order.machine.js';
import { ADDRESS_REQUIRED } from '../../machines/checkout.machine.js';
import { orderIssueText, showAfterOrderToasts } from '../../src/actors/flow-toasts.js';
import { afterOrderActors } from '../../src/actors/shop-actors.js';
import { toastMessages } from './support/after-order-fixtures.js';
import { renderWithI18n } from './configure-support.js';

describe("the checkout machine's issue toasts", () => {
  it("words the delivery-address rule in the customer's language, under the field's title", () => {
    renderWithI18n(<span />); // activates the Dutch texts
    expect(orderIssueText({ path: 'details.address', message: ADDRESS_REQUIRED })).toBe('Afleveradres: kies een afleveradres of kies afhalen');
    expect(orderIssueText({ path: 'details.reference', message: 'Vul een referentie in' })).toBe('Referentie: Vul een referentie in');
    expect(orderIssueText({ path: 'products.0.copies', message: 'x' })).toBe('Producten: x');
  });
});

describe("the after-order machine's toasts", () => {
  it('says what comes next on the screen the customer accepted a quote on, once each, with the server notice', async () => {
    renderWithI18n(<span />);
    const orders = { accept: () => Promise.resolve('De leverdatum is verschoven.') };
    const afterOrder = createActor(afterOrderMachine.provide({ actors: afterOrderActors({ orders: orders as never }) })).start();
    showAfterOrderToasts(afterOrder);
    afterOrder.send({ type: 'order.accept', orderId: 2001, screen: 'detail' });
    await waitFor(() => expect(toastMessages()).toContain('Offerte 2001 is geaccepteerd. Upload nu uw bestanden.'));
    afterOrder.send({ type: 'order.accept', orderId: 2002 });
    await waitFor(() => expect(toastMessages()).toContain('Offerte 2002 is geaccepteerd en staat nu bij uw orders.'));
    expect(toastMessages().filter((text) => text.startsWith('Offerte'))).toHaveLength(2);
    expect(toastMessages().filter((text) => text === 'De leverdatum is verschoven.')).toHaveLength(2);
  });
});
