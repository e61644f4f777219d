import { describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { createBrowserInspector } from '@statelyai/inspect';
import { loadInspector } from '../../src/app/inspect.js';
import { createAppServices } from '../../src/app/create-actors.js';

const product: Product = {
  id: 1, name: 'Frontlit', material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, kind: 'sheet',
};
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };

vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: vi.fn(() => ({ inspect: vi.fn() })) }));

describe('live inspection (dev only)', () => {
  it('stays off unless ?inspect is in the URL', async () => {
    window.history.replaceState(null, '', '/login');
    expect(await loadInspector()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('opens the Stately inspector with ?inspect', async () => {
    window.history.replaceState(null, '', '/login?inspect');
    expect(typeof (await loadInspector())).toBe('function');
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });

  it('hands the inspect function to the app actors', () => {
    const inspect = vi.fn();
    const services = createAppServices({ inspect, onSessionLost: () => {} });
    services.session.send({ type: 'tabs.conflict' });
    expect(inspect.mock.calls.some(([event]) => (event as { type: string }).type === '@xstate.event')).toBe(true);
    services.portal.stop();
  });

  it('shows the inspector every actor: session, cart, print with finish sides, price and Excel import, checkout with its address dialog, upload, after-order, order detail and lists, account, password reset', async () => {
    const events: InspectionEvent[] = [];
    const services = createAppServices({ inspect: (event) => events.push(event), onSessionLost: () => {} });
    await services.loadShop?.();
    await services.loadPasswordReset?.();
    // Click through an order: choose a product with finishes, valid copies, on to the finishes step.
    services.print.send({ type: 'print.start', product, finishes: [hem], uuid: 'u-1' });
    services.print.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    services.print.send({ type: 'copies.next' });
    createActor(services.uploadLogic, { id: 'upload', input: { orderId: 1, printId: 2, existing: 0, maxFiles: 10, maxBytes: 1000 }, inspect: events.push.bind(events) }).start().stop();
    // The delivery-address dialog runs the checkout's child `address` while it is open.
    services.checkout.send({ type: 'address.open', hasSaved: false });
    services.checkout.getSnapshot().children.address!.send({ type: 'address.close' });
    const ids = new Set(events.filter((event) => event.type === '@xstate.actor').map((event) => (event.actorRef as unknown as { id: string }).id));
    expect([...ids]).toEqual(expect.arrayContaining(['portal', 'sessionEvents', 'partnerTabs', 'cartStore', 'session', 'cart', 'print', 'finishSides', 'printPrice', 'sheetImport', 'checkout', 'address', 'afterOrder', 'orderDetail', 'orderList', 'account', 'passwordReset', 'upload']));
    // Every one of them reports its events and snapshots too, not only its creation.
    const snapshotsOf = new Set(events.filter((event) => event.type === '@xstate.snapshot').map((event) => (event.actorRef as unknown as { id: string }).id));
    expect([...snapshotsOf]).toEqual(expect.arrayContaining(['print', 'finishSides', 'printPrice', 'checkout', 'address']));
    expect([...snapshotsOf]).toEqual(expect.arrayContaining(['portal', 'session', 'cart']));
    services.portal.stop();
    services.passwordReset!.stop();
  });
});
