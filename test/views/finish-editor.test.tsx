import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/** The editor on the real finish-sides machine, as the wizard's finishes step runs it. */
function Harness({ onRefused }: { onRefused: (message: string) => void }) {
  const sides = useActorRef(finishSidesMachine, { input: { productId: 1, finishes, selections: [] } });
  const selections = useSelector(sides, (snapshot) => snapshot.context.selections);
  const issues = useSelector(sides, (snapshot) => snapshot.context.issues);
  useEffect(() => {
    const subscription = sides.on('side.refused', (refusal) => onRefused(refusal.message));
    return () => subscription.unsubscribe();
  }, [sides, onRefused]);
  return (
    <>
      <FinishEditor product={product({ id: 1 })} finishes={finishes} selections={selections} issues={issues} onEdit={(edit) => sides.send(edit)} copies={[{ width: 2000, height: 1000 }]} />
      <button type="button" onClick={() => sides.send({ type: 'sides.check' })}>check</button>
    </>
  );
}

describe('finish editor', () => {
  it('lists the visible finishes in sequence order, without levels 111 and 999', () => {
    renderWithI18n(<Harness onRefused={vi.fn()} />);
    const list = screen.getByRole('grid', { name: 'Afwerkingen' });
    expect(within(list).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Zijden voor Ringen', 'Zijden voor Zoom']);
    expect(screen.queryByText('Voetplaat staal')).toBeNull();
    expect(screen.queryByText('Intern')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tie-wraps toevoegen' })).toBeTruthy();
  });

  it('applies the side rules: around disables the others, a side twice is refused', async () => {
    const user = userEvent.setup();
    const onRefused = vi.fn();
    renderWithI18n(<Harness onRefused={onRefused} />);
    const sides = screen.getByRole('group', { name: 'Zijden voor Zoom' });
    await user.click(within(sides).getByRole('button', { name: 'Rondom' }));
    expect((within(sides).getByRole('button', { name: 'Boven' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(sides).getByRole('button', { name: 'Rondom' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sides).getByRole('button', { name: 'Rondom' }));
    expect(onRefused).toHaveBeenCalledWith('side already exists');
    expect(screen.getAllByRole('button', { name: /verwijderen/ })).toHaveLength(1);
  });

  it('is one Tab stop: Up/Down between finishes, Left/Right through the side buttons, around first', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button type="button">before</button>
        <Harness onRefused={vi.fn()} />
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    const rows = within(screen.getByRole('grid', { name: 'Afwerkingen' })).getAllByRole('row');
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    const hemSides = within(screen.getByRole('group', { name: 'Zijden voor Zoom' }));
    expect(hemSides.getAllByRole('button').map((button) => button.textContent)).toEqual(['Rondom', 'Boven en onder', 'Links en rechts', 'Boven', 'Rechts', 'Onder', 'Links']);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(hemSides.getByRole('button', { name: 'Rondom' }));
    await user.keyboard('{Enter}');
    expect(hemSides.getByRole('button', { name: 'Rondom' }).getAttribute('aria-pressed')).toBe('true');
    // Tab leaves the list at once: the extras are the next stop, not the other finishes' buttons.
    await user.tab();
    expect(screen.getByRole('toolbar', { name: 'Extra producten' }).contains(document.activeElement)).toBe(true);
  });

  it('draws the print to scale with its hems, and highlights the edges with errors after a check (level-1 rule)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness onRefused={vi.fn()} />);
    await user.click(within(screen.getByRole('group', { name: 'Zijden voor Zoom' })).getByRole('button', { name: 'Boven en onder' }));
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
