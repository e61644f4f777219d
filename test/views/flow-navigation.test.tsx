import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { printMachine } from '../../machines/print.machine.js';
import { followPasswordReset, followShop } from '../../src/app/flow-navigation.js';

/** An actor stand-in whose emitted events the test fires by hand. */
function emitter() {
  const listeners = new Map<string, (event: never) => void>();
  return {
    actor: { on: (type: string, listener: (event: never) => void) => (listeners.set(type, listener), { unsubscribe() {} }) },
    fire: (type: string, event: object) => listeners.get(type)?.(event as never),
  };
}

describe('the shop\'s outcomes become navigation in one place (src/app/flow-navigation.ts)', () => {
  it('opens the confirmation of a placed order and the checkout after a reorder that put prints in the cart', () => {
    const checkout = emitter();
    const afterOrder = emitter();
    const account = emitter();
    const router = { navigate: vi.fn(async () => {}), history: createMemoryHistory(), latestLocation: { pathname: '/overview/orders', href: '/overview/orders' } };
    followShop({ checkout: checkout.actor as never, afterOrder: afterOrder.actor as never, account: account.actor as never, orderList: emitter().actor as never, print: createActor(printMachine).start() }, router as never);
    checkout.fire('order.placed', { orders: [{ id: 5, kind: 'quote' }, { id: 6, kind: 'quote' }] });
    expect(router.navigate).toHaveBeenLastCalledWith({ to: '/confirmed', search: { orders: '5,6', kind: 'quote' } });
    afterOrder.fire('order.reordered', { hasPrints: false });
    expect(router.navigate).toHaveBeenCalledTimes(1);
    afterOrder.fire('order.reordered', { hasPrints: true });
    expect(router.navigate).toHaveBeenLastCalledWith({ to: '/checkout' });
  });

  it('takes the mailed token out of the address bar once the link was tried, confirmed or refused', () => {
    const account = emitter();
    const router = { navigate: vi.fn(async () => {}), history: createMemoryHistory(), latestLocation: { pathname: '/settings', href: '/settings?email_token=t' } };
    followShop({ checkout: emitter().actor as never, afterOrder: emitter().actor as never, account: account.actor as never, orderList: emitter().actor as never, print: createActor(printMachine).start() }, router as never);
    account.fire('email.confirmed', { answer: {} });
    expect(router.navigate).toHaveBeenLastCalledWith({ to: '/settings', search: {}, replace: true });
    account.fire('email.refused', { messages: ['Deze link is ongeldig of verlopen; vraag een nieuwe link aan.'] });
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });

  it('replaces a refused page link by the newest page of the same list and search', () => {
    const orderList = emitter();
    const router = { navigate: vi.fn(async () => {}), history: createMemoryHistory(), latestLocation: { pathname: '/overview/quotes', href: '/overview/quotes?q=actie&cursor=oud' } };
    followShop({ checkout: emitter().actor as never, afterOrder: emitter().actor as never, account: emitter().actor as never, orderList: orderList.actor as never, print: createActor(printMachine).start() }, router as never);
    orderList.fire('cursor.refused', { place: { view: 'quotes', q: 'actie', page: 1 } });
    expect(router.navigate).toHaveBeenLastCalledWith({ to: '/overview/quotes', search: { q: 'actie' }, replace: true });
    orderList.fire('cursor.refused', { place: { view: 'orders', q: '', page: 1 } });
    expect(router.navigate).toHaveBeenLastCalledWith({ to: '/overview/orders', search: {}, replace: true });
  });

  it('goes to the login once a new password was set', () => {
    const passwordReset = emitter();
    const router = { navigate: vi.fn(async () => {}) };
    followPasswordReset(passwordReset.actor as never, router as never);
    expect(router.navigate).not.toHaveBeenCalled();
    passwordReset.fire('password.changed', { message: 'Je wachtwoord is gewijzigd.' });
    expect(router.navigate).toHaveBeenCalledWith({ to: '/login', search: {} });
  });
});
