// The whole cost as a customer reads it in the cart: each print's breakdown, then transport, VAT and total.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../machines/cart.machine.js';
import { checkoutTotals, type CheckoutCart, type ExpeditionAnswer } from '../../machines/checkout.machine.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';
import { CartFooter } from '../../src/features/checkout/components/cart/cart-footer.js';
import { PriceBreakdown } from '../../src/features/checkout/components/cart/price-breakdown.js';
import { renderWithI18n } from './configure-support.js';

const banner: CartItem = {
  priceActorId: 'price-1',
  price: {
    status: 'known', product: 108, frames: 0,
    breakdown: [{ kind: 'material', amount: 100 }, { kind: 'discount', amount: -10 }, { kind: 'finish', amount: 12 }, { kind: 'finish', amount: 6 }],
  },
  print: { uuid: 'b', product_id: 1, complete: true, prices: { product: 108, frames: 0 }, copies: [{ originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' }] },
};
const expedition: ExpeditionAnswer = {
  deadlines: { regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'], suggested_date: '2026-11-27', disabled: [] },
  addresses: [],
  transport: { shipment: 'parcel', longest_mm: 1000, weight_kg: 2, price: 9.95, combi_discount_pct: 35, rush: 35, other_time: 15, days: { normal: 9.95, combi: 6.47, rush: 44.95, red: null } },
};
const cart = (details: Partial<CheckoutCart['details']>): CheckoutCart => ({
  items: [banner], contact: { name: 'Els', email: 'els@example.nl', phone: '0612345678' },
  details: { ...defaultDetails(NO_DEFAULTS), address: 5, pickup: false, ...details },
});
const footer = (details: Partial<CheckoutCart['details']>) =>
  <CartFooter items={[banner]} lang="nl" totals={checkoutTotals(cart(details), details.delivery_date ?? '', expedition)} transportStatus="ready" />;
const row = (testId: string) => screen.getByTestId(testId).textContent;

describe('price breakdown of a print', () => {
  it('adds up the lines of each kind, named for the customer', () => {
    renderWithI18n(<PriceBreakdown lines={banner.price.status === 'known' ? banner.price.breakdown! : []} lang="nl" productName="Spandoek" />);
    const list = screen.getByTestId('price-breakdown');
    expect(list.getAttribute('aria-label')).toBe('Prijsopbouw Spandoek');
    expect([...list.querySelectorAll('div')].map((div) => div.textContent)).toEqual([
      'Materiaal en print€ 100,00', 'Staffelkorting€ -10,00', 'Afwerkingen€ 18,00',
    ]);
  });
});

describe('the whole cost in the cart footer', () => {
  it('shows a rush day at 09:00 with each surcharge, the VAT and the total incl. VAT', () => {
    renderWithI18n(footer({ delivery_date: '2026-11-25', delivery_hour: 9 }));
    expect(row('cart-total')).toBe('Prints: € 108,00');
    expect(row('transport-total')).toBe('Transport (Spoedlevering)€ 59,95');
    const lines = within(screen.getByTestId('order-totals')).getAllByRole('term').map((term) => term.textContent);
    expect(lines).toEqual(['Transport (Spoedlevering)', 'Pakket', 'Spoedtoeslag', 'Levering op een ander tijdstip dan 17:00', 'Totaal excl. btw', 'Btw 21%', 'Totaal incl. btw']);
    expect(row('untaxed-total')).toBe('Totaal excl. btw€ 167,95');
    expect(row('vat-total')).toBe('Btw 21%€ 35,27');
    expect(row('order-total')).toBe('Totaal incl. btw€ 203,22');
  });

  it('takes the combined-transport discount, and pickup costs nothing', () => {
    const { unmount } = renderWithI18n(footer({ delivery_date: '2026-12-01' }));
    expect(row('transport-total')).toBe('Transport (Gecombineerd transport)€ 6,47');
    expect(screen.getByText('Korting gecombineerd transport')).toBeTruthy();
    unmount();
    renderWithI18n(footer({ delivery_date: '2026-12-01', pickup: true }));
    expect(row('transport-total')).toBe('TransportGratis (afhalen)');
    expect(row('order-total')).toBe('Totaal incl. btw€ 130,68');
  });

  it('says a red date\'s transport follows and the total is not complete', () => {
    renderWithI18n(footer({ delivery_date: '2026-11-24' }));
    expect(row('transport-total')).toBe('Transport (Externe koerier)Prijs volgt (n.t.b.)');
    expect(row('order-total')).toBe('Totaal incl. btw€ 130,68');
    expect(screen.getByText('Het totaal is nog niet volledig: wat nog geen prijs heeft, telt niet mee.')).toBeTruthy();
  });

  it('reads in English', async () => {
    const { activateLocale, i18n, loadAppMessages } = await import('../../src/shared/i18n/i18n.js');
    const { I18nProvider } = await import('@lingui/react');
    await loadAppMessages();
    await activateLocale('en');
    const totals = checkoutTotals(cart({ delivery_date: '2026-11-27' }), '2026-11-27', expedition);
    render(<I18nProvider i18n={i18n}><CartFooter items={[banner]} lang="en" totals={totals} transportStatus="ready" /></I18nProvider>);
    expect(row('transport-total')).toBe('Transport (Regular delivery)€9.95');
    expect(row('vat-total')).toBe('VAT 21%€24.77');
    expect(row('order-total')).toBe('Total incl. VAT€142.72');
    await activateLocale('nl');
  });
});
