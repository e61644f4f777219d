import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateCopyLines } from '../../src/domain/copy-lines.js';
import { filledLine, product, renderCopiesEditor } from './configure-support.js';

const rowsOf = () => screen.getAllByRole('row').slice(1); // the first row is the header

describe('copies table editor', () => {
  it('shows the columns of spec section 2 and keeps the typed numbers as numbers', async () => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product(), layout: 'table' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking', 'Acties']);
    await user.type(screen.getByRole('textbox', { name: 'Originelen, regel 1' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Aantal, regel 1' }), ' 40 ');
    await user.type(screen.getByRole('textbox', { name: 'Breedte (mm), regel 1' }), '1200');
    expect(view.lines()[0]).toMatchObject({ originals: 3, quantity: 40, width: 1200, height: null });
    expect(screen.getByText('Totaal: 120 exemplaren in 1 regel')).toBeTruthy();
  });

  it.each([
    ['12,5', 'Vul een heel getal in'],
    ['12.5', 'Vul een heel getal in'],
    ['-5', 'Aantal moet minimaal 1 zijn'],
    ['abc', 'Vul een getal in'],
  ])('refuses %j under the field at once, keeping what was typed (never 125 or 5)', async (typed, message) => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product(), layout: 'table' });
    const quantity = screen.getByRole('textbox', { name: 'Aantal, regel 1' }) as HTMLInputElement;
    await user.type(quantity, typed);
    expect(quantity.value).toBe(typed);
    expect(view.lines()[0]!.quantity).toBeNull();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(validateCopyLines(view.lines(), product()).issues).toContainEqual(expect.objectContaining({ row: 0, field: 'quantity' }));
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(view.lines()[0]!.quantity).toBe(12);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('adds, duplicates without the id and deletes only while more than one line is left', async () => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product(), lines: [filledLine({ id: 7, remark: 'voorkant' })], layout: 'table' });
    expect(screen.queryByRole('button', { name: 'Regel 1 verwijderen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Regel 1 dupliceren' }));
    expect(view.lines()).toHaveLength(2);
    expect(view.lines()[1]).toEqual({ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: 'voorkant' });
    expect('id' in view.lines()[1]!).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    expect(rowsOf()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Regel 1 verwijderen' }));
    expect(view.lines().map((line) => line.remark)).toEqual(['voorkant', '']);
    await user.click(screen.getByRole('button', { name: 'Regel 2 verwijderen' }));
    expect(view.lines()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Regel 1 verwijderen' })).toBeNull();
  });

  it('Tab in the remark of the last line adds a line and moves to its first field', async () => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product(), lines: [filledLine(), filledLine()], layout: 'table' });
    await user.click(screen.getByRole('textbox', { name: 'Opmerking, regel 1' }));
    await user.tab(); // not the last line: Tab just moves on
    expect(view.lines()).toHaveLength(2);
    await user.click(screen.getByRole('textbox', { name: 'Opmerking, regel 2' }));
    await user.tab();
    expect(view.lines()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Originelen, regel 3' }));
    // Left empty with Tab, the line Tab added goes again and the focus leaves the table at once.
    await user.tab();
    expect(view.lines()).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Regels' }).contains(document.activeElement)).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Originelen, regel 3' })).toBeNull();
  });

  it('keeps a line that Tab added once something is typed in it, and never adds after an untouched last line', async () => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product(), lines: [filledLine()], layout: 'table' });
    await user.click(screen.getByRole('textbox', { name: 'Opmerking, regel 1' }));
    await user.tab();
    await user.keyboard('4');
    await user.tab();
    expect(view.lines()).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Aantal, regel 2' }));
    await user.click(screen.getByRole('button', { name: 'Regel 2 verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
    await user.click(screen.getByRole('textbox', { name: 'Opmerking, regel 2' }));
    await user.tab(); // untouched last line, not added by Tab: Tab moves on, nothing added or removed
    expect(view.lines()).toHaveLength(2);
  });

  it('moves between cells with the arrows: Up/Down between lines, Left/Right at the edge of the text', async () => {
    const user = userEvent.setup();
    renderCopiesEditor({ product: product(), lines: [filledLine(), filledLine({ quantity: 35 })], layout: 'table' });
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await user.click(box('Aantal, regel 1'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(box('Aantal, regel 2'));
    box('Aantal, regel 2').setSelectionRange(1, 1); // between 3 and 5: the arrows move the caret
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box('Aantal, regel 2'));
    await user.keyboard('{ArrowRight}'); // at the end: the next cell
    expect(document.activeElement).toBe(box('Breedte (mm), regel 2'));
    box('Breedte (mm), regel 2').setSelectionRange(0, 0);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box('Aantal, regel 2'));
    await user.keyboard('{ArrowUp}{ArrowUp}'); // no line above the first: stays
    expect(document.activeElement).toBe(box('Aantal, regel 1'));
  });

  it('presets and disables width and height of a fixed-size product', () => {
    renderCopiesEditor({ product: product({ fixed_width: 850, fixed_height: 2000, kind: 'piece' }), layout: 'table' });
    const width = screen.getByRole('textbox', { name: 'Breedte (mm), regel 1' }) as HTMLInputElement;
    const height = screen.getByRole('textbox', { name: 'Hoogte (mm), regel 1' }) as HTMLInputElement;
    expect([width.value, height.value]).toEqual(['850', '2000']);
    expect(width.disabled && height.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Originelen, regel 1' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers A/A or A/B only for double-sided products, defaulting to sides 2 and A/A (abaa 2), so one original is a valid line', async () => {
    const user = userEvent.setup();
    const single = renderCopiesEditor({ product: product(), layout: 'table' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    single.unmount();
    const double = renderCopiesEditor({ product: product({ sides: 2 }), layout: 'table' });
    const group = screen.getByRole('radiogroup', { name: 'Zijdekeuze, regel 1' });
    expect(double.lines()[0]).toMatchObject({ sides: 2, abaa: 2 });
    expect((within(group).getByRole('radio', { name: /A\/A/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: /A\/B/ }));
    expect(double.lines()[0]).toMatchObject({ sides: 2, abaa: 1 });
  });

  it('shows translated errors per field and row, including the total-size rule on line 1', () => {
    const frame = product({ kind: 'frame', min_order_qty: 10 });
    const lines = [filledLine({ quantity: 2 }), filledLine({ quantity: 60, width: 40 })];
    const { issues } = validateCopyLines(lines, frame);
    renderCopiesEditor({ product: frame, lines, issues, layout: 'table' });
    const [first, second] = rowsOf();
    expect(within(second!).getByText('Aantal mag niet groter zijn dan 50')).toBeTruthy();
    expect(within(second!).getByText('Breedte moet minimaal 59 zijn')).toBeTruthy();
    expect(within(first!).queryByText(/Minimaal besteld/)).toBeNull(); // line errors first, total after
    const totalIssues = validateCopyLines([filledLine({ quantity: 2 })], frame).issues;
    renderCopiesEditor({ product: frame, lines: [filledLine({ quantity: 2 })], issues: totalIssues, layout: 'table' });
    expect(screen.getAllByText('Minimaal besteld product moet totaal: 10 zijn')).toHaveLength(2);
  });

  it('renders only a window of 1,000 lines and still edits the line typed in', () => {
    const lines = Array.from({ length: 1000 }, (_, row) => filledLine({ remark: `r${row}` }));
    const view = renderCopiesEditor({ product: product(), lines, layout: 'table' });
    expect(rowsOf().length).toBeLessThan(40);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1001');
    fireEvent.change(screen.getByRole('textbox', { name: 'Aantal, regel 3' }), { target: { value: '9' } });
    expect(view.lines()[2]!.quantity).toBe(9);
    expect(view.lines()[3]).toBe(lines[3]); // untouched lines keep their identity (no re-render)
    expect(screen.getByText('Totaal: 2.007 exemplaren in 1.000 regels')).toBeTruthy();
  });
});
