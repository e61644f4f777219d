// The cart list and footer as a customer reads them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../machines/cart.machine.js';
import type { Finish } from '../../src/domain/catalog.js';
import { CartFooter } from '../../src/features/checkout/components/cart/cart-footer.js';
import { CartList } from '../../src/features/checkout/components/cart/cart-list.js';
import { renderWithI18n } from './configure-support.js';

const hem: Finish = { id: 5, name: 'Zoom (gestikt)', level: 1, finishing_id: 101, default_code: 'AF-ZOOM', location: null, side: 'around', products: [] };
const base: Finish = { id: 40, name: 'Voetplaat staal 30 x 20 cm', level: 111, finishing_id: 1111, default_code: 'PF', location: null, side: 'surface', products: [] };
const finishes = new Map([[hem.id, hem], [base.id, base]]);

const banner: CartItem = {
  priceActorId: 'price-1',
  price: { status: 'known', product: 1234.5, frames: 0 },
  print: {
    uuid: 'b', product_id: 1, complete: true, prices: { product: 1234.5, frames: 0 },
    copies: [{ originals: 2, quantity: 3, width: 2000, height: 1000, sides: 2, abaa: 1, remark: 'gevel' }],
    finishes: ['top', 'right', 'bottom', 'left'].map((side) => ({ id: 5, finishing_id: 101, side: side as 'top' })),
  },
};
const frame: CartItem = {
  priceActorId: 'price-2',
  price: { status: 'known', product: 100, frames: 12.06 },
  print: {
    uuid: 'f', product_id: 2, complete: true, prices: {},
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 2000, sides: 1, abaa: 1, remark: '' }],
    frames: [{ id: 2, base: 40, support: true, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 2000 }] }],
  },
};
const unknown: CartItem = { ...frame, priceActorId: 'price-3', price: { status: 'unknown' }, print: { ...frame.print, uuid: 'u' } };

function renderList(items: CartItem[], handlers: { onEdit?: (uuid: string) => void; onRemove?: (uuid: string) => void } = {}) {
  return renderWithI18n(
    <CartList
      items={items}
      productName={(id) => (id === 1 ? 'Spandoek Frontlit' : 'PlusFrame textiel')}
      material={(id) => (id === 1 ? { width: 5000, weld_max_mm: 20_000 } : { width: 3200, weld_max_mm: 0 })}
      finishes={finishes}
      lang="nl"
      onEdit={handlers.onEdit ?? vi.fn()}
      onRemove={handlers.onRemove ?? vi.fn()}
      onReference={vi.fn()}
    />,
  );
}

describe('cart list', () => {
  it('shows each print with its price, lines, finishes and frames', () => {
    renderList([banner, frame]);
    expect(screen.getByRole('heading', { name: 'Spandoek Frontlit' })).toBeTruthy();
    expect(screen.getByText('€ 1.234,50')).toBeTruthy();
    expect(screen.getByText('€ 112,06')).toBeTruthy();
    expect(screen.getByText('Dubbelzijdig A/B')).toBeTruthy();
    expect(screen.getByText('2000 x 1000')).toBeTruthy();
    // The four stored sides of the hem read as one phrase, not four bullet lines.
    expect(screen.getByText('Zoom (gestikt) rondom')).toBeTruthy();
    expect(screen.queryByText(/Zoom \(gestikt\): Boven/)).toBeNull();
    expect(screen.getByText('Voetplaat staal 30 x 20 cm')).toBeTruthy();
    // More than one print: each has an extra reference.
    expect(screen.getAllByRole('textbox', { name: 'Extra referentie' })).toHaveLength(2);
  });

  it('shows the seams of a line wider than the roll next to its size (the welding is in the price)', () => {
    const wide: CartItem = { ...banner, print: { ...banner.print, copies: [{ ...banner.print.copies[0]!, width: 12_000, height: 12_000 }] } };
    renderList([wide]);
    expect(screen.getByRole('cell', { name: '12000 x 12000 (2 naden van 12 m, gelast)' })).toBeTruthy();
  });

  it('has no extra reference for a single print, and n.t.b. for an unknown price', () => {
    renderList([unknown]);
    expect(screen.queryByRole('textbox', { name: 'Extra referentie' })).toBeNull();
    expect(screen.getByText('n.t.b.')).toBeTruthy();
  });

  it('edits and removes by uuid', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderList([banner, frame], { onEdit, onRemove });
    await user.click(screen.getByRole('button', { name: 'PlusFrame textiel verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Spandoek Frontlit bewerken' }));
    expect(onRemove).toHaveBeenCalledWith('f');
    expect(onEdit).toHaveBeenCalledWith('b');
  });

  it('says so when the cart is empty', () => {
    renderList([]);
    expect(screen.getByText('Uw winkelwagen is leeg.')).toBeTruthy();
  });
});

describe('cart footer', () => {
  it('totals product and frame prices in Dutch notation, leaving out unknown prices', () => {
    renderWithI18n(<CartFooter items={[banner, frame, unknown]} lang="nl" />);
    expect(screen.getByText('3 prints')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('Prints (onvolledig): € 1.346,56');
    expect(screen.getByText('1 print heeft nog geen prijs (n.t.b.) en telt niet mee in het totaal.')).toBeTruthy();
  });

  it('never shows € 0,00 for prints whose price failed: the total is n.t.b. (TBD in English)', async () => {
    const { unmount } = renderWithI18n(<CartFooter items={[unknown]} lang="nl" />);
    expect(screen.getByTestId('cart-total').textContent).toBe('Prints (onvolledig): n.t.b.');
    unmount();
    const { activateLocale, i18n, loadAppMessages } = await import('../../src/shared/i18n/i18n.js');
    const { I18nProvider } = await import('@lingui/react');
    await loadAppMessages();
    await activateLocale('en');
    render(<I18nProvider i18n={i18n}><CartFooter items={[unknown, unknown]} lang="en" /></I18nProvider>);
    expect(screen.getByTestId('cart-total').textContent).toBe('Prints (incomplete): TBD');
    expect(screen.getByText('2 prints have no price yet (TBD) and are not included in the total.')).toBeTruthy();
    await activateLocale('nl');
  });

  it('a complete total says so plainly', () => {
    renderWithI18n(<CartFooter items={[banner]} lang="nl" />);
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^Prints: € /);
    expect(screen.getByText('1 print')).toBeTruthy();
  });
});
