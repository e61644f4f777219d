import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finish } from '../../src/domain/catalog.js';
import { FinishEditor } from '../../src/features/print/components/finish-editor/finish-editor.js';
import { finishSidesMachine } from '../../machines/finish-sides.machine.js';
import { product, renderWithI18n } from './configure-support.js';

const link = (productId: number, level: number, sequence: number, location: string | null = null) => ({ product_id: productId, level, location, sequence });
const finish = (id: number, name: string, level: number, sequence: number, extra: Partial<Finish> = {}): Finish => ({
  id, name, level, finishing_id: id * 10, default_code: `F${id}`, location: null, side: 'around',
  products: [link(1, level, sequence)], ...extra,
});
const hem = finish(1, 'Zoom', 1, 2);
const eyelets = finish(2, 'Ringen', 2, 1);
const base = finish(3, 'Voetplaat staal', 111, 3, { products: [link(1, 111, 3), link(9, 111, 1)] });
const hidden = finish(4, 'Intern', 999, 4);
const tieWraps = finish(5, 'Tie-wraps', 8, 5, { side: 'surface' });
const finishes = [hem, eyelets, base, hidden, tieWraps];

const pricing = (price_kind: 'metre' | 'item' | 'piece', price_cents: number, spacing_mm = 0) => ({ pricing: { price_kind, price_cents, spacing_mm } });
const pricedHem = finish(1, 'Zoom', 1, 2, pricing('metre', 150));
const pricedEyelets = finish(2, 'Ringen', 2, 1, pricing('item', 35, 500));
const pricedTieWraps = finish(5, 'Tie-wraps', 8, 5, { side: 'surface', ...pricing('piece', 150) });
const banner = product({ id: 1, pricing: { price_cents: 1500, min_area_cm2: 0, double_sided_pct: 160, tiers: [], support_price_cents: 0, wallmount_price_cents: 0, seam_price_cents: 0 } });
/** Two pieces of 2000 x 1000 mm. */
const copies = [{ originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1 as const, abaa: 1 as const, remark: '' }];

/** The editor on the real finish-sides machine, as the wizard's finishes step runs it. */
function Harness({ onRefused, priced = false }: { onRefused: (message: string) => void; priced?: boolean }) {
  const list = priced ? [pricedHem, pricedEyelets, base, hidden, pricedTieWraps] : finishes;
  const sides = useActorRef(finishSidesMachine, { input: { productId: 1, finishes: list, selections: [] } });
  const selections = useSelector(sides, (snapshot) => snapshot.context.selections);
  const issues = useSelector(sides, (snapshot) => snapshot.context.issues);
  useEffect(() => {
    const subscription = sides.on('side.refused', (refusal) => onRefused(refusal.message));
    return () => subscription.unsubscribe();
  }, [sides, onRefused]);
  return (
    <>
      <FinishEditor
        product={priced ? banner : product({ id: 1 })}
        finishes={list}
        selections={selections}
        issues={issues}
        onEdit={(edit) => sides.send(edit)}
        print={priced ? { copies } : null}
        copies={[{ width: 2000, height: 1000 }]}
      />
      <button type="button" onClick={() => sides.send({ type: 'sides.check' })}>check</button>
    </>
  );
}

const groupNames = () => [...document.querySelectorAll('[data-group]')].map((group) => group.getAttribute('data-group'));
const trigger = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const sideButton = (finishName: string, side: string) => within(screen.getByRole('group', { name: `Zijden voor ${finishName}` })).getByRole('button', { name: side });
const noteOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent ?? '';

/** A phone (spec section 9: up to 768 px): the editor asks one thing at a time. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('finish editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the visible finishes as a customer thinks of them (edge, eyelets, extras), without levels 111 and 999; one group open at a time', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness onRefused={vi.fn()} />);
    expect(groupNames()).toEqual(['edge', 'eyelets', 'extras']);
    expect(screen.queryByText('Voetplaat staal')).toBeNull();
    expect(screen.queryByText('Intern')).toBeNull();
    expect(trigger('Randafwerking').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Randafwerking').textContent).toContain('niet gekozen');
    // The edge group's rules in words, before anything is chosen.
    expect(screen.getByText(/Eén randafwerking per zijde/)).toBeTruthy();
    await user.click(trigger('Extra producten'));
    expect(trigger('Randafwerking').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Tie-wraps toevoegen' })).toBeTruthy();
  });

  it('chooses the finish, then its sides; a side the rules refuse is disabled and says why; a side twice is refused', async () => {
    const user = userEvent.setup();
    const onRefused = vi.fn();
    renderWithI18n(<Harness onRefused={onRefused} />);
    await user.click(screen.getByRole('radio', { name: /Zoom/ }));
    await user.click(sideButton('Zoom', 'Rondom'));
    expect(sideButton('Zoom', 'Rondom').getAttribute('aria-pressed')).toBe('true');
    expect((sideButton('Zoom', 'Boven') as HTMLButtonElement).disabled).toBe(true);
    expect(noteOf(sideButton('Zoom', 'Boven'))).toBe('Boven kan niet samen met Rondom');
    expect(trigger('Randafwerking').textContent).toContain('Zoom: rondom');
    expect(screen.getByRole('radio', { name: /Zoom/ }).closest('label')?.textContent).toContain('gekozen: rondom');
    await user.click(sideButton('Zoom', 'Rondom'));
    expect(onRefused).toHaveBeenCalledWith('Zijde bestaat al');
    await user.click(screen.getByRole('button', { name: 'Zoom Rondom verwijderen' }));
    expect(sideButton('Zoom', 'Rondom').getAttribute('aria-pressed')).toBe('false');
    expect((sideButton('Zoom', 'Boven') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows before each choice what it adds to the price, counted by the live price\'s own calculation', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness onRefused={vi.fn()} priced />);
    await user.click(screen.getByRole('radio', { name: /Zoom/ }));
    // A hem at EUR 1.50 a metre on 2 pieces of 2000 x 1000 mm: around 6 m a piece.
    expect(noteOf(sideButton('Zoom', 'Rondom'))).toBe('+ € 18,00');
    expect(noteOf(sideButton('Zoom', 'Boven'))).toBe('+ € 6,00');
    expect(noteOf(sideButton('Zoom', 'Links'))).toBe('+ € 3,00');
    // The least a finish adds shows on the finish itself.
    expect(screen.getByRole('radio', { name: /Zoom/ }).closest('label')?.textContent).toContain('vanaf + € 3,00');
    await user.click(trigger('Ringen'));
    await user.click(screen.getByRole('radio', { name: /Ringen/ }));
    // Eyelets every 500 mm, both ends: 5 along 2000 mm, 3 along 1000 mm, a corner two sides share is
    // one hole (12 around); EUR 0.35 each, 2 pieces.
    expect(noteOf(sideButton('Ringen', 'Boven'))).toBe('+ € 3,50');
    expect(noteOf(sideButton('Ringen', 'Rondom'))).toBe('+ € 8,40');
    await user.click(trigger('Extra producten'));
    expect(screen.getByText('Tie-wraps').closest('li')?.textContent).toContain('+ € 3,00');
  });

  it('on a phone shows one decision at a time: the finish, then only its sides', async () => {
    onPhone();
    const user = userEvent.setup();
    renderWithI18n(<Harness onRefused={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Welke randafwerking?' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Zijden voor Zoom' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Zoom/ }));
    expect(screen.getByRole('group', { name: 'Zijden voor Zoom' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Welke randafwerking?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Andere randafwerking kiezen' }));
    expect(screen.getByRole('radiogroup', { name: 'Welke randafwerking?' })).toBeTruthy();
  });

  it('works by keyboard alone: the group, the finish, then a side', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button type="button">before</button>
        <Harness onRefused={vi.fn()} />
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(trigger('Randafwerking'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Zoom/ }));
    await user.tab();
    expect(document.activeElement).toBe(sideButton('Zoom', 'Rondom'));
    await user.keyboard('{Enter}');
    expect(sideButton('Zoom', 'Rondom').getAttribute('aria-pressed')).toBe('true');
    // The other group headings are not in the Tab order (one stop, arrows between them): Tab goes on.
    await user.tab();
    expect(screen.getByRole('toolbar', { name: 'Gekozen' }).contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(trigger('Randafwerking'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Ringen'));
    await user.keyboard('{Enter}');
    expect(trigger('Ringen').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('Extra producten'));
  });

  it('draws the print to scale with its hems, and highlights the edges with errors after a check (level-1 rule)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness onRefused={vi.fn()} />);
    await user.click(sideButton('Zoom', 'Boven en onder'));
    await user.click(screen.getByRole('button', { name: 'check' }));
    const preview = screen.getByRole('img', { name: 'Voorbeeld op schaal van 2000 × 1000 mm met de afwerkingen' });
    // A 2:1 print is drawn 2:1, with the hem on the two edges chosen.
    expect(preview.style.aspectRatio).toBe('2000 / 1000');
    expect([...preview.querySelectorAll('rect[data-mark="hem"]')].map((band) => band.getAttribute('data-edge'))).toEqual(['top', 'bottom']);
    const errorEdges = [...preview.querySelectorAll('[data-error-edge]')].map((edge) => edge.getAttribute('data-error-edge'));
    expect(errorEdges.sort()).toEqual(['left', 'right']);
    expect(screen.getByRole('alert').textContent).toContain('Rechts moet aanwezig zijn');
    const figure = preview.closest('figure')!;
    expect(within(figure).getByText('Niet in orde: rechts, links.')).toBeTruthy();
    expect(within(figure).getByText(/Zoom: zoom van 30 mm, boven, onder/)).toBeTruthy();
  });

  it('shows the AANTALLEN notice and the frame options for a PlusFrame', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <FinishEditor
        product={product({ id: 9, kind: 'frame' })}
        finishes={finishes}
        selections={[]}
        issues={[]}
        onEdit={vi.fn()}
        frame={{ value: { base: null, support: false, wallmount: false }, onChange }}
      />,
    );
    expect(screen.getByRole('region', { name: 'AANTALLEN' }).textContent).toContain('minimaal twee voetplaten per frame');
    await user.click(screen.getByRole('checkbox', { name: 'Steun' }));
    expect(onChange).toHaveBeenCalledWith({ base: null, support: true, wallmount: false });
  });
});
