import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateCopyLines } from '../../src/domain/copy-lines.js';
import { filledLine, product, renderCopiesEditor, renderPrintCopies } from './configure-support.js';

const cards = () => screen.getAllByRole('region', { name: /^Regel \d+$/ });

describe('copies stacked editor (small screens)', () => {
  it('shows one card per line with visible labels and the same row actions', async () => {
    const user = userEvent.setup();
    const view = renderCopiesEditor({ product: product({ sides: 2 }), layout: 'stacked' });
    const card = cards()[0]!;
    await user.type(within(card).getByRole('textbox', { name: 'Originelen, regel 1' }), '2');
    await user.type(within(card).getByRole('textbox', { name: 'Aantal, regel 1' }), '5');
    // A new double-sided line is A/A: the same face on both sides, so one original is already a valid line.
    const sides = within(card).getByRole('radiogroup', { name: 'Zijdekeuze, regel 1' });
    expect(within(sides).getByRole('radio', { name: 'A/A (beide zijden gelijk)' })).toHaveProperty('checked', true);
    await user.click(within(card).getByRole('button', { name: 'Regel 1 dupliceren' }));
    expect(cards()).toHaveLength(2);
    expect(view.lines()[1]).toMatchObject({ originals: 2, quantity: 5, sides: 2, abaa: 2 });
    // double-sided A/A: each original is a piece of its own (2 x 5 per line)
    expect(screen.getByText('Totaal: 20 exemplaren in 2 regels')).toBeTruthy();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Regel 2 verwijderen' }));
    expect(cards()).toHaveLength(1);
  });

  it('Tab in the last remark adds a card and errors show under their field', async () => {
    const user = userEvent.setup();
    const lines = [filledLine({ originals: 3, sides: 2, abaa: 1 })];
    const { issues } = validateCopyLines(lines, product({ sides: 2 }));
    const view = renderCopiesEditor({ product: product({ sides: 2 }), lines, issues, layout: 'stacked' });
    expect(within(cards()[0]!).getByText('Originelen moet gelijk zijn aan 2')).toBeTruthy();
    await user.click(within(cards()[0]!).getByRole('textbox', { name: 'Opmerking, regel 1' }));
    await user.tab();
    expect(view.lines()).toHaveLength(2);
    expect(document.activeElement).toBe(within(cards()[1]!).getByRole('textbox', { name: 'Originelen, regel 2' }));
  });

  it('names every field of a card with its line, while showing the field title only (the card has its heading)', () => {
    renderCopiesEditor({ product: product({ sides: 2 }), lines: [filledLine({}), filledLine({})], layout: 'stacked' });
    const second = cards()[1]!;
    for (const name of ['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking']) {
      expect(within(second).getByRole('textbox', { name: `${name}, regel 2` })).toBeTruthy();
    }
    expect(within(second).getByRole('radiogroup', { name: 'Zijdekeuze, regel 2' })).toBeTruthy();
    expect(within(second).getByText('Originelen').closest('label')).toBeTruthy();
    expect(within(second).getByRole('heading', { level: 2, name: 'Regel 2' })).toBeTruthy();
  });
});

describe('Excel import in the copies editor', () => {
  const xlsx = (name = 'regels.xlsx') =>
    new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const chooseFile = (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    return userEvent.setup({ applyAccept: false }).upload(input, file);
  };

  it('refuses a file that is not an .xlsx with a clear message and reads nothing', async () => {
    const readSheet = vi.fn();
    const view = renderPrintCopies({ readSheet });
    await chooseFile(new File(['a;b'], 'regels.csv', { type: 'text/csv' }));
    expect(readSheet).not.toHaveBeenCalled();
    await waitFor(() => expect(view.toasts.queue.visibleToasts.some((toast) => toast.content.message.includes('geen Excel-bestand (.xlsx)'))).toBe(true));
  });

  it('lists problems by row and column and imports nothing until the valid lines are accepted', async () => {
    const user = userEvent.setup();
    const good = filledLine({ remark: 'uit excel' });
    const readSheet = vi.fn().mockResolvedValue({
      lines: [good, filledLine({ quantity: null })],
      validLines: [good],
      problems: [{ sheetRow: 3, column: 'B', field: 'quantity', keyword: 'max', message: 'Row 3, column B: at most 10000' }],
    });
    const view = renderPrintCopies({ readSheet });
    await chooseFile(xlsx());
    const dialog = await screen.findByRole('dialog', { name: 'Het bestand bevat fouten' });
    const cells = within(dialog).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'B', 'Aantal: maximaal 10000']);
    expect(view.lines()).toHaveLength(1);
    expect(view.lines()[0]!.remark).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Alleen de 1 goede regels importeren' }));
    await waitFor(() => expect(view.lines()).toEqual([good])); // the untouched empty line made way
  });

  it('imports a clean sheet at once and downloads the template', async () => {
    const user = userEvent.setup();
    const downloadTemplate = vi.fn().mockResolvedValue(undefined);
    const lines = [filledLine({ remark: 'a' }), filledLine({ remark: 'b' })];
    const view = renderPrintCopies({
      lines: [filledLine({ remark: 'al getypt' })],
      readSheet: vi.fn().mockResolvedValue({ lines, validLines: lines, problems: [] }),
      downloadTemplate,
    });
    await chooseFile(xlsx());
    await waitFor(() => expect(view.lines().map((line) => line.remark)).toEqual(['al getypt', 'a', 'b']));
    await user.click(screen.getByRole('button', { name: 'Sjabloon downloaden' }));
    expect(downloadTemplate).toHaveBeenCalledOnce();
  });
});
