import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { afterOrderMachine } from '../../machines/after-order.machine.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';
import { ADDRESS_REQUIRED, checkoutMachine, type CheckoutCart, type ExpeditionAnswer, type ExpeditionRequest, type PlaceAnswer, type PlaceOrderInput } from '../../machines/checkout.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import { orderIssueText, showAfterOrderToasts, showCheckoutToasts, showOrderDetailToasts, showPrintToasts } from '../../src/app/flow-toasts.js';
import { orderDetailMachine } from '../../machines/order-detail.machine.js';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { activateLocale } from '../../src/shared/i18n/i18n.js';
import { afterOrderActors, orderDetailActors } from '../../src/app/shop-actors.js';
import { toastMessages } from './support/after-order-fixtures.js';
import { renderWithI18n } from './configure-support.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';

/** Each test's own toasts, as each app has its own. */
let toasts: Toasts = createToasts();
beforeEach(() => {
  toasts = createToasts();
});

describe("the checkout machine's issue toasts", () => {
  it("words the delivery-address rule in the customer's language, under the field's title", () => {
    renderWithI18n(<span />); // activates the Dutch texts
    expect(orderIssueText({ path: 'details.address', message: ADDRESS_REQUIRED })).toBe('Bezorgadres: kies een bezorgadres of kies afhalen');
    expect(orderIssueText({ path: 'details.reference', message: 'Vul een referentie in' })).toBe('Referentie: Vul een referentie in');
    expect(orderIssueText({ path: 'products.0.copies', message: 'x' })).toBe('Prints: x');
    // A rule's message names its field already (the rule words it, src/domain/texts): said once.
    expect(orderIssueText({ path: 'details.reference', message: 'Referentie is verplicht' })).toBe('Referentie is verplicht');
    expect(orderIssueText({ path: 'contact.phone', message: 'Telefoon moet minstens 10 tekens hebben' })).toBe('Telefoon moet minstens 10 tekens hebben');
  });

  it('says a known rule once in English too ("Reference is required", not "Reference: Reference is required")', async () => {
    renderWithI18n(<span />);
    await activateLocale('en');
    expect(orderIssueText({ path: 'details.reference', message: 'Reference is required' })).toBe('Reference is required');
    expect(orderIssueText({ path: 'contact.phone', message: 'Phone must be at least 10 characters' })).toBe('Phone must be at least 10 characters');
    expect(orderIssueText({ path: 'details.address', message: ADDRESS_REQUIRED })).toBe('Delivery address: choose a delivery address or choose pickup');
  });
});

describe('the checkout toasts', () => {
  // A failed expedition (its toast on arrival) must not silence place order: the customer is told what is missing.
  it('tells what is missing when place order is pressed after the expedition failed', async () => {
    renderWithI18n(<span />);
    const print = {
      uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
      copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' }],
    };
    const cart: CheckoutCart = {
      items: [{ print, price: { status: 'known', product: 10, frames: 0 }, priceActorId: 'price-1' }],
      contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
      details: { ...defaultDetails(NO_DEFAULTS), reference: '', address: 5 },
    };
    const checkout = createActor(checkoutMachine.provide({
      actors: {
        fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(() => Promise.reject(new Error('500'))),
        placeOrder: fromPromise<PlaceAnswer, PlaceOrderInput>(() => Promise.reject(new Error('an invalid order is never sent'))),
      },
    })).start();
    showCheckoutToasts(toasts, checkout);
    checkout.send({ type: 'cart.change', cart, today: '2026-11-20' });
    await waitFor(() => expect(toastMessages(toasts)).toEqual(['Er is iets misgegaan bij het ophalen van de data']));
    checkout.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(toastMessages(toasts)).toContain('Referentie is verplicht');
    expect(checkout.getSnapshot().matches({ submit: 'editing' })).toBe(true);
    expect(checkout.getSnapshot().context.issues.map((issue) => issue.path)).toEqual(['details.reference']);
  });
});

describe("the after-order machine's toasts", () => {
  it('says what comes next on the screen the customer accepted a quote on, once each, with the server notice', async () => {
    renderWithI18n(<span />);
    const orders = { accept: () => Promise.resolve('De leverdatum is verschoven.') };
    const afterOrder = createActor(afterOrderMachine.provide({ actors: afterOrderActors({ orders: orders as never }) })).start();
    showAfterOrderToasts(toasts, afterOrder);
    afterOrder.send({ type: 'order.accept', orderId: 2001, screen: 'detail' });
    afterOrder.send({ type: 'order.confirm' });
    await waitFor(() => expect(toastMessages(toasts)).toContain('Offerte 2001 is geaccepteerd. Upload nu uw bestanden.'));
    afterOrder.send({ type: 'order.accept', orderId: 2002 });
    afterOrder.send({ type: 'order.confirm' });
    await waitFor(() => expect(toastMessages(toasts)).toContain('Offerte 2002 is geaccepteerd en staat nu bij uw orders.'));
    expect(toastMessages(toasts).filter((text) => text.startsWith('Offerte'))).toHaveLength(2);
    expect(toastMessages(toasts).filter((text) => text === 'De leverdatum is verschoven.')).toHaveLength(2);
  });
});

describe("the order detail's toasts", () => {
  it('says once that all files are in, naming the stage the upload moved the order on to', async () => {
    renderWithI18n(<span />);
    let state = 'waiting_for_files';
    const orders = { detail: (id: number) => Promise.resolve({ id, state }) };
    const orderDetail = createActor(orderDetailMachine.provide({ actors: orderDetailActors({ orders: orders as never, files: { download: async () => {}, acceptWarnings: async () => { throw new Error('not used'); } }, invoices: { downloadPdf: async () => {}, downloadDocument: async () => {} } }) })).start();
    showOrderDetailToasts(toasts, orderDetail);
    orderDetail.send({ type: 'order.open', orderId: 1042 });
    await waitFor(() => expect(orderDetail.getSnapshot().value).toEqual({ shown: 'ready' }));
    orderDetail.send({ type: 'file.stored', orderState: 'waiting_for_files' });
    await waitFor(() => expect(orderDetail.getSnapshot().value).toEqual({ shown: 'ready' }));
    expect(toastMessages(toasts).filter((text) => text.startsWith('Alle bestanden'))).toEqual([]);
    state = 'intake';
    orderDetail.send({ type: 'file.stored', orderState: 'intake' });
    await waitFor(() => expect(orderDetail.getSnapshot().context.order?.state).toBe('intake'));
    orderDetail.send({ type: 'file.stored', orderState: 'intake' });
    expect(toastMessages(toasts).filter((text) => text.startsWith('Alle bestanden'))).toEqual(['Alle bestanden zijn binnen. De order staat nu op: Intake.']);
  });
});

describe("the finish-sides machine's toasts, attached once on the print actor", () => {
  const product: Product = {
    id: 1, name: 'P1', material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
    fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
  };
  const hem: Finish = {
    id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
    products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
  };
  const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };

  it('toasts a refused side and each missing side in every finishes step the print opens, with no view mounted', () => {
    renderWithI18n(<span />);
    const print = createActor(printMachine).start();
    showPrintToasts(toasts, print);
    const sides = () => print.getSnapshot().children.finishSides!;
    for (const uuid of ['t-1', 't-2']) {
      toasts.queue.clear();
      print.send({ type: 'print.start', product, finishes: [hem], uuid });
      print.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
      print.send({ type: 'copies.next' });
      sides().send({ type: 'side.choose', finish: hem, side: 'top' });
      sides().send({ type: 'side.choose', finish: hem, side: 'top' });
      print.send({ type: 'finishes.next' });
      print.send({ type: 'leave.request' });
      print.send({ type: 'leave.confirm' });
      expect(toastMessages(toasts).filter((text) => text === 'Zijde bestaat al')).toHaveLength(1);
      expect(toastMessages(toasts)).toContain('Rechts moet aanwezig zijn');
    }
  });
});
