import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { loadInspector } from '../../src/app/inspect/inspect.js';
import { HOSTED_ANSWER_MS } from '../../src/app/inspect/hosted.js';
import type { ProbedSnapshot } from '../../src/app/inspect/path-probe.js';
import { startInspection, type Inspection } from '../../src/app/inspect/start.js';
import { createAppServices } from '../../src/app/create-actors.js';

const product: Product = {
  id: 1, name: 'Frontlit', material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
};
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };

/** The Stately window as far as the package uses it: it posts the events there, and closes it when turned off. */
function fakeWindow(): Window & { close: ReturnType<typeof vi.fn> } {
  return { postMessage: vi.fn(), close: vi.fn() } as unknown as Window & { close: ReturnType<typeof vi.fn> };
}

/** A tab of the dev app: what the address asks for, and the tab's sessionStorage from before. */
async function startAt(url: string): Promise<Inspection> {
  window.history.replaceState(null, '', url);
  return act(() => startInspection());
}

const panel = () => screen.queryByRole('complementary', { name: 'Machine-inspector' });

describe('live inspection (dev only)', () => {
  let running: Inspection | undefined;
  afterEach(() => {
    act(() => running?.dispose());
    running = undefined;
    sessionStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('records from the start but shows nothing until asked: no panel, no Stately window', async () => {
    const open = vi.spyOn(window, 'open');
    running = await startAt('/login');
    expect(panel()).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(typeof running.inspect).toBe('function');
  });

  it('opens the panel with ?inspect=local, and again after the router dropped the parameter and the page reloaded', async () => {
    running = await startAt('/login?inspect=local');
    expect(panel()).not.toBeNull();
    act(() => running!.dispose());
    running = await startAt('/orders');
    expect(panel()).not.toBeNull();
  });

  it('forgets the choice with ?inspect=off', async () => {
    running = await startAt('/login?inspect=local');
    act(() => running!.dispose());
    running = await startAt('/orders?inspect=off');
    expect(panel()).toBeNull();
    act(() => running!.dispose());
    running = await startAt('/orders');
    expect(panel()).toBeNull();
  });

  it('opens the Stately inspector with ?inspect, remembered for the tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow());
    running = await startAt('/login?inspect');
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    expect(panel()).toBeNull();
    act(() => running!.dispose());
    running = await startAt('/orders');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says so in the panel, which opens instead, when the browser blocks the Stately window; a click tries again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    running = await startAt('/login?inspect=stately');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('its window was blocked'));
    expect(within(panel()!).getByRole('alert').textContent).toContain('De browser heeft het venster van de Stately-inspector geblokkeerd.');
    open.mockReturnValue(fakeWindow());
    await userEvent.click(within(panel()!).getByRole('button', { name: 'Stately-inspector opnieuw openen' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(within(panel()!).queryByRole('alert')).toBeNull();
  });

  it('says so when stately.ai never answers (offline, a locked-down network)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    running = await startAt('/login?inspect');
    act(() => void vi.advanceTimersByTime(HOSTED_ANSWER_MS - 1));
    expect(panel()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(panel()!).getByRole('alert').textContent).toContain('De Stately-inspector (stately.ai) antwoordt niet');
  });

  it('stays quiet once the Stately inspector has connected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow());
    running = await startAt('/login?inspect');
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));
    act(() => void vi.advanceTimersByTime(HOSTED_ANSWER_MS));
    expect(panel()).toBeNull();
  });

  it('turning it off in the panel closes the Stately window and forgets the choice', async () => {
    const stately = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(stately);
    running = await startAt('/login?inspect');
    act(() => running!.controls.show());
    await userEvent.click(within(panel()!).getByRole('button', { name: 'Inspectie uitzetten' }));
    expect(stately.close).toHaveBeenCalled();
    expect(sessionStorage.getItem('pp.inspect')).toBeNull();
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

  // Last: loadInspector mounts the panel for the page's lifetime, as src/main.tsx wants it.
  it('feeds the browser path tests\' probe besides the panel', async () => {
    const probed: ProbedSnapshot[] = [];
    Object.assign(window, { __ppPathProbe: (snapshot: ProbedSnapshot) => probed.push(snapshot) });
    window.history.replaceState(null, '', '/login?inspect=off');
    const inspect = await act(() => loadInspector());
    const services = createAppServices({ inspect, onSessionLost: () => {} });
    expect(probed.map((snapshot) => snapshot.actor)).toContain('portal');
    services.portal.stop();
    delete (window as { __ppPathProbe?: unknown }).__ppPathProbe;
  });
});
