import { describe, expect, it } from 'vitest';
import { deliveryDay } from '../../../src/server/orders/delivery-date.js';

describe('deliveryDay', () => {
  it.each([
    ['2026-12-02', '2026-12-02'],
    ['2026-12-02T17:00', '2026-12-02'],
    ['2026-12-02T09:00:00', '2026-12-02'],
    ['2026-12-02T23:30:00.000Z', '2026-12-03'], // already the next day in Amsterdam (CET)
    ['2026-07-02T22:30:00Z', '2026-07-03'], // summer time (CEST)
    ['2026-12-02T17:00:00+01:00', '2026-12-02'],
    ['2026-02-30', null],
    ['02-12-2026', null],
    ['tomorrow', null],
    ['2026-12-02Tgarbage', null],
  ])('%s is delivered on %s', (value, day) => {
    expect(deliveryDay(value)).toBe(day);
  });
});
