import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { sheetImportMachine } from '../../machines/sheet-import.machine.js';
import { followPrint } from '../../src/app/flow-navigation.js';
import type { Catalog } from '../../src/domain/catalog.js';
import type { SheetImport } from '../../src/domain/excel-rows.js';
import { catalog } from '../machines/session-fixtures.js';
import { filledLine, product } from '../views/configure-support.js';
import { answerLabel, describePaths, settle, until } from './support/harness.js';
import { isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// The Excel import on the wizard's copies step (Frontlit 510), with the real print machine and its
// sheetImport child reading real .xlsx files (write-excel-file). The file's bytes are the edge: the
// chosen file holds its read until the path says what the sheet contains (or that it is no .xlsx).
const banner = product({ id: 1, name: 'Frontlit 510' });
const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Frontlit 510', product_id: 1, icon: null, children: [] }] }],
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['originals', 'quantity', 'width', 'height', 'remark'];

type Row = (string | number)[];
/** A sheet the customer may choose, and what they must see of it (written by hand). */
interface Sheet {
  rows: Row[];
  /** The toast right after reading it (none while its problems are shown). */
  toast?: string;
  /** The remarks of the lines it adds. */
  imports?: string[];
  /** The problems dialog: its cells (row, column, problem) and the accept button's name and state. */
  review?: { cells: string[]; accept: string; canAccept: boolean; intro: string; acceptImports: string[]; acceptToast?: string };
}

const SHEETS = {
  clean: { rows: [[1, 2, 1000, 500, 'voorgevel'], [2, 3, 1500, 700, 'zijgevel']], toast: '2 regels geïmporteerd', imports: ['voorgevel', 'zijgevel'] },
  mixed: {
    rows: [[1, 2, 1000, 500, 'goed'], [1, 20000, 1000, 500, 'te veel']],
    review: {
      intro: 'Er is nog niets geïmporteerd. 1 cellen zijn niet goed:',
      cells: ['3', 'B', 'Aantal: maximaal 10000'],
      accept: 'Alleen de 1 goede regels importeren',
      canAccept: true,
      acceptImports: ['goed'],
      acceptToast: '1 regel geïmporteerd',
    },
  },
  allBad: {
    rows: [[1, 'tien', 1000, 500, 'fout'], [1, 2, 30, 500, 'te smal']],
    review: {
      intro: 'Er is nog niets geïmporteerd. 2 cellen zijn niet goed:',
      cells: ['2', 'B', 'Aantal: geen geheel getal', '3', 'C', 'Breedte: minimaal 45'],
      accept: 'Alleen de 0 goede regels importeren',
      canAccept: false,
      acceptImports: [],
    },
  },
  empty: { rows: [], toast: 'Het bestand bevat geen regels.' },
} satisfies Record<string, Sheet>;
type SheetName = keyof typeof SHEETS;

const xlsxOf = async (rows: Row[]) => {
  const data = [HEADER, ...rows].map((row) => row.map((value) => ({ value })));
  return new Uint8Array(await writeExcelFile(data as never).toBuffer());
};
const BYTES = Object.fromEntries(await Promise.all(Object.entries(SHEETS).map(async ([name, sheet]) => [name, await xlsxOf(sheet.rows)] as const))) as Record<SheetName, Uint8Array>;

// The model's answers: what a read found (only its counts matter to the machine); `sheet` names the real file.
const found = (lines: number, valid: number, problems: number): SheetImport => ({
  lines: Array.from({ length: lines }, () => filledLine()),
  validLines: Array.from({ length: valid }, () => filledLine()),
  problems: Array.from({ length: problems }, (_, index) => ({ sheetRow: index + 2, column: 'B', field: 'quantity', keyword: 'max', message: 'max' })),
});
type ModelEvent = EventObject & { file?: File; output?: SheetImport; error?: unknown; sheet?: SheetName };
const events: ModelEvent[] = [
  { type: 'sheet.choose', file: new File(['PK'], 'regels.xlsx', { type: XLSX }) },
  { type: 'sheet.choose', file: new File(['1;2;3'], 'regels.csv', { type: 'text/csv' }) },
  { type: 'xstate.done.actor.readSheet', output: found(2, 2, 0), sheet: 'clean' },
  { type: 'xstate.done.actor.readSheet', output: found(2, 1, 1), sheet: 'mixed' },
  { type: 'xstate.done.actor.readSheet', output: found(2, 0, 2), sheet: 'allBad' },
  { type: 'xstate.done.actor.readSheet', output: found(0, 0, 0), sheet: 'empty' },
  { type: 'xstate.error.actor.readSheet', error: new Error('no zip') },
  { type: 'sheet.accept' },
  { type: 'sheet.cancel' },
];

/** A chosen .xlsx whose bytes arrive when the path answers the read. */
class HeldFile extends File {
  readonly held: Promise<Uint8Array>;
  constructor(held: Promise<Uint8Array>) {
    super(['PK'], 'regels.xlsx', { type: XLSX });
    this.held = held;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.held;
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

interface SheetWorld extends ShopWorld {
  /** Gives the held file its bytes. */
  release: ((bytes: Uint8Array) => void) | null;
  /** The remarks of the lines in the table (the one empty line the step starts with: ''). */
  remarks: string[];
  /** The toast the last action must show, or null for none. */
  toast: string | null;
  /** The sheet whose problems are shown. */
  reviewed: SheetName | null;
}

const importButton = () => screen.getByRole('button', { name: 'Excel importeren' });
const problemsDialog = () => screen.queryByRole('dialog', { name: 'Het bestand bevat fouten' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const remarksShown = () => screen.getAllByRole('textbox', { name: /^Opmerking, regel \d+$/ }).map((field) => (field as HTMLInputElement).value);

/** Imported lines: the untouched empty line of a new step makes way, else they come after the others. */
function imported(world: SheetWorld, remarks: string[]) {
  world.remarks = world.remarks.length === 1 && world.remarks[0] === '' ? [...remarks] : [...world.remarks, ...remarks];
}

async function renderSheetImport(inspect: (event: InspectionEvent) => void): Promise<SheetWorld> {
  const shop = await renderShop(inspect, {
    start: '/selector/catalog',
    ready: () => screen.findByRole('row', { name: 'Frontlit 510' }, { timeout: 15_000 }),
    answers: { prices: { product: 10, frames: 0 } },
    session: { catalog: shopCatalog, products: [banner] },
    follow: (services, router) => followPrint(services.print, router),
  });
  await shop.user.click(screen.getByRole('row', { name: 'Frontlit 510' }));
  await screen.findByRole('button', { name: 'Excel importeren' });
  return { ...shop, release: null, remarks: [''], toast: null, reviewed: null };
}

/** The next action's toast only: older ones are cleared first. */
const freshToasts = (world: ShopWorld) => world.services.toasts.queue.clear();

// The graph runs the child alone: what it tells the print (sendParent) has no parent there. The
// screens run the real one inside the print machine; the lines it hands over are checked in the
// table, its refusals and imports in the print's toasts.
const model = sheetImportMachine.provide({ actions: { importLines: () => {}, tellImported: () => {}, tellRefused: () => {} } });

describePaths<SheetWorld, ModelEvent>({
  machine: model,
  input: { product: banner },
  events,
  // Which sheet's problems are shown matters to the customer (can they accept?).
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as { found: SheetImport | null }).found?.validLines.length ?? null]),
  // Each sheet is its own step (a sheet whose lines are all bad shows a dialog that cannot accept).
  distinguish: (_source, event) => event.sheet ?? '',
  label: (event) => answerLabel(event, () => event.sheet ?? '') ?? (event.type === 'sheet.choose' ? `choose ${event.file!.name}` : event.type),
  render: renderSheetImport,
  actions: {
    // The customer picks a file in the file dialog of "Excel importeren".
    'sheet.choose': async (world, event) => {
      freshToasts(world);
      const name = event.file!.name;
      if (name.endsWith('.xlsx')) {
        const bytes = new Promise<Uint8Array>((resolve) => (world.release = resolve));
        await world.user.upload(fileInput(), new HeldFile(bytes));
      } else {
        world.toast = 'Dit bestand is geen Excel-bestand (.xlsx). Kies een .xlsx-bestand, bijvoorbeeld het sjabloon.';
        await world.user.upload(fileInput(), event.file!);
      }
    },
    // The file turns out to hold this sheet.
    'xstate.done.actor.readSheet': async (world, event) => {
      const sheet: Sheet = SHEETS[event.sheet!];
      world.toast = sheet.toast ?? null;
      if (sheet.imports) imported(world, sheet.imports);
      world.reviewed = sheet.review ? event.sheet! : null;
      const release = await until(() => world.release, 'a file being read');
      world.release = null;
      release(BYTES[event.sheet!]);
      await settle();
    },
    // The file is no spreadsheet at all (renamed to .xlsx).
    'xstate.error.actor.readSheet': async (world) => {
      world.toast = 'Dit Excel-bestand kan niet gelezen worden. Sla het op als .xlsx en probeer opnieuw.';
      const release = await until(() => world.release, 'a file being read');
      world.release = null;
      release(new TextEncoder().encode('geen spreadsheet'));
      await settle();
    },
    'sheet.accept': async (world) => {
      freshToasts(world);
      const review = (SHEETS[world.reviewed!] as Sheet).review!;
      world.toast = review.acceptToast ?? null;
      imported(world, review.acceptImports);
      world.reviewed = null;
      await world.user.click(within(problemsDialog()!).getByRole('button', { name: review.accept }));
    },
    'sheet.cancel': async (world) => {
      freshToasts(world);
      world.toast = null;
      world.reviewed = null;
      await world.user.click(within(problemsDialog()!).getByRole('button', { name: 'Bestand aanpassen' }));
    },
  },
  offers: {
    'sheet.choose': ['sheetImport.idle'],
    'sheet.cancel': ['sheetImport.reviewing'],
  },
  checks: {
    // The button can be used, no dialog; the last outcome's toast and the lines in the table.
    'sheetImport.idle': async (world) => {
      await waitFor(() => expect(isDisabled(importButton()), 'Excel importeren disabled').toBe(false));
      expect(problemsDialog()).toBeNull();
      await waitFor(() => expect(remarksShown()).toEqual(world.remarks));
      if (world.toast) await waitFor(() => expect(toastTexts().some((text) => text.includes(world.toast!)), `toast "${world.toast}" among ${JSON.stringify(toastTexts())}`).toBe(true));
      else expect(toastTexts()).toEqual([]);
    },
    // Reading: the button is disabled, nothing imported or told yet.
    'sheetImport.reading': async (world) => {
      await waitFor(() => expect(isDisabled(importButton()), 'Excel importeren disabled').toBe(true));
      expect(problemsDialog()).toBeNull();
      expect(toastTexts()).toEqual([]);
      expect(remarksShown()).toEqual(world.remarks);
    },
    // The problems by row and column; nothing imported yet; accepting only when a line is valid.
    'sheetImport.reviewing': async (world) => {
      const review = (SHEETS[world.reviewed!] as Sheet).review!;
      const dialog = await screen.findByRole('dialog', { name: 'Het bestand bevat fouten' });
      expect(within(dialog).getByText(review.intro)).toBeTruthy();
      expect(within(dialog).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(review.cells);
      expect(isDisabled(within(dialog).getByRole('button', { name: review.accept })), 'accept disabled').toBe(!review.canAccept);
      expect(isDisabled(within(dialog).getByRole('button', { name: 'Bestand aanpassen' }))).toBe(false);
      expect(toastTexts()).toEqual([]);
      expect(remarksShown()).toEqual(world.remarks);
    },
  },
});
