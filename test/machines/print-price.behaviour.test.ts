import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PRICE_DEBOUNCE_MS, priceDisplay, printPriceMachine, type PrintPrice } from '../../machines/print-price.machine.js';
import type { Print } from '../../src/domain/print-schema.js';
import type { Issue } from '../../src/domain/issues.js';

/** The live price a customer sees while configuring, every expectation written out by hand. */
const print = (quantity: number): Print => ({
  product_id: 1, copies: [{ originals: 1, quantity, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }], finishes: [], complete: false, uuid: 'u-1', prices: {},
});
type Call = { input: Print; resolve: (price: PrintPrice) => void; reject: (error: unknown) => void };

function start() {
  const calls: Call[] = [];
  const fetchPrice = fromPromise<PrintPrice, Print>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
  const actor = createActor(printPriceMachine.provide({ actors: { fetchPrice } })).start();
  return { actor, calls, shown: () => priceDisplay(actor.getSnapshot()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('printPrice: the live price', () => {
  it('waits 200 ms after the last change, asks the price of the print as it is then, and shows it', async () => {
    expect(PRICE_DEBOUNCE_MS).toBe(200);
    const p = start();
    expect(p.shown()).toEqual({ kind: 'none' });
    p.actor.send({ type: 'print.change', print: print(1) });
    expect(p.shown()).toEqual({ kind: 'loading' });
    await vi.advanceTimersByTimeAsync(150);
    p.actor.send({ type: 'print.change', print: print(2) });
    await vi.advanceTimersByTimeAsync(199);
    expect(p.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls.map((call) => call.input.copies[0]!.quantity)).toEqual([2]);
    expect(p.shown()).toEqual({ kind: 'loading' });
    p.calls[0]!.resolve({ product: 12.5, frames: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'price', price: { product: 12.5, frames: 0 }, confirmed: true });
    expect(p.actor.getSnapshot().context.print?.copies[0]?.quantity).toBe(2);
  });

  it('a failed call shows n.t.b. and forgets the old price', async () => {
    const p = start();
    p.actor.send({ type: 'print.change', print: print(1) });
    await vi.advanceTimersByTimeAsync(200);
    p.calls[0]!.resolve({ product: 5, frames: 0 });
    await vi.advanceTimersByTimeAsync(0);
    p.actor.send({ type: 'print.change', print: print(3) });
    await vi.advanceTimersByTimeAsync(200);
    p.calls[1]!.reject(new Error('502'));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'unknown' });
    expect(p.actor.getSnapshot().context.price).toBeNull();
  });

  it('a change while a call runs drops its answer; clearing shows nothing and asks nothing', async () => {
    const p = start();
    p.actor.send({ type: 'print.change', print: print(1) });
    await vi.advanceTimersByTimeAsync(200);
    p.actor.send({ type: 'print.change', print: print(4) });
    p.calls[0]!.resolve({ product: 1, frames: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'loading' });
    p.actor.send({ type: 'print.clear' });
    await vi.advanceTimersByTimeAsync(500);
    expect(p.calls).toHaveLength(1);
    expect(p.shown()).toEqual({ kind: 'none' });
    expect(p.actor.getSnapshot().context).toEqual({ print: null, price: null, local: null, refusal: null });
  });

  it('without the price call provided it keeps loading (never a wrong price)', async () => {
    const actor = createActor(printPriceMachine).start();
    actor.send({ type: 'print.change', print: print(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(priceDisplay({ value: 'priced', context: { print: null, price: null, local: null, refusal: null } })).toEqual({ kind: 'unknown' });
    expect(printPriceMachine.id).toBe('printPrice');
  });

  it('shows the price the browser computed at once, and the answer of the server in its place when it comes', async () => {
    const p = start();
    p.actor.send({ type: 'print.change', print: print(2), local: { kind: 'price', price: { product: 20, frames: 0 } } });
    expect(p.shown()).toEqual({ kind: 'price', price: { product: 20, frames: 0 }, confirmed: false });
    await vi.advanceTimersByTimeAsync(200);
    expect(p.shown()).toEqual({ kind: 'price', price: { product: 20, frames: 0 }, confirmed: false });
    // Should the two ever differ, the server's amount is the one shown (and charged).
    p.calls[0]!.resolve({ product: 21, frames: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'price', price: { product: 21, frames: 0 }, confirmed: true });
  });

  it('a failed call shows n.t.b. even after a local price, and above the online limit the reason instead', async () => {
    const p = start();
    p.actor.send({ type: 'print.change', print: print(2), local: { kind: 'price', price: { product: 20, frames: 0 } } });
    await vi.advanceTimersByTimeAsync(200);
    p.calls[0]!.reject(new Error('502'));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'unknown' });
    p.actor.send({ type: 'print.change', print: print(3), local: { kind: 'tooLarge' } });
    expect(p.shown()).toEqual({ kind: 'refused', refusal: { kind: 'tooLarge' } });
    await vi.advanceTimersByTimeAsync(200);
    p.calls[1]!.reject(new Error('422'));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.shown()).toEqual({ kind: 'refused', refusal: { kind: 'tooLarge' } });
  });

  it('a print that cannot be priced shows why, and asks nothing', async () => {
    const p = start();
    const issue: Issue = { row: 0, field: 'quantity', keyword: 'max', message: 'Quantity must be at most 10000', params: { max: 10_000 } };
    p.actor.send({ type: 'print.clear', refusal: { kind: 'copies', issues: [issue] } });
    await vi.advanceTimersByTimeAsync(500);
    expect(p.calls).toEqual([]);
    expect(p.shown()).toEqual({ kind: 'refused', refusal: { kind: 'copies', issues: [issue] } });
  });
});
