import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { uploadMachine, type ChosenFile } from '../../machines/upload.machine.js';
import { orderDetail } from '../views/support/after-order-fixtures.js';
import { describePaths } from './support/harness.js';
import { isDisabled, renderShop, type ShopWorld } from './support/shop-app.js';
import { xhrEdge, type XhrEdge } from './support/xhr-edge.js';

// The print-file upload on the order page (/order/1042, print 1 "Frontlit 510" without files) with
// the real upload machine and its real XMLHttpRequest uploader; each request waits at a fake
// XMLHttpRequest until the path answers it (progress, stored, refused).
const MB = 1024 * 1024;
const pdf = (name: string, size = 14): ChosenFile => ({ name, size, type: 'application/pdf', body: null });
const REFUSAL = 'Deze order neemt geen bestanden meer aan';
const NOT_SUPPORTED = 'Het bestand wordt om veiligheidsredenen niet ondersteund. Zet het om naar PDF of neem contact met ons op.';

/** `via` names the choice; the lines the customer reads right after it are written here by hand. */
type ModelEvent = EventObject & { via?: string; refusedLines?: string[] } & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'files.choose', via: 'one pdf', files: [pdf('gevel.pdf')], refusedLines: [] },
  { type: 'files.choose', via: 'two pdfs', files: [pdf('links.pdf'), pdf('rechts.pdf')], refusedLines: [] },
  // Refused by the browser before anything is sent: not a PDF, over the size limit.
  {
    type: 'files.choose',
    via: 'a text file and a huge pdf',
    files: [{ name: 'notities.txt', size: 20, type: 'text/plain', body: null }, pdf('groot.pdf', 600 * MB)],
    refusedLines: [`notities.txt: ${NOT_SUPPORTED}`, 'groot.pdf: Bestand te groot'],
  },
  { type: 'upload.progress', loaded: 5, total: 10 },
  { type: 'upload.succeeded', result: { warning: null, verdict: null, orderState: 'waiting_for_files' } },
  { type: 'upload.failed', problem: 'refused', message: REFUSAL },
  { type: 'upload.failed', problem: 'max_files' },
  { type: 'upload.cancel' },
];

/** What the customer should see, kept by the path's steps (a small hand-written oracle). */
interface Expected {
  lines: string[];
  current: string | null;
  waiting: string[];
  percent: number;
  stored: number;
}

interface UploadWorld extends ShopWorld {
  xhr: XhrEdge;
  expected: Expected;
}

async function renderUpload(inspect: (event: InspectionEvent) => void): Promise<UploadWorld> {
  const xhr = xhrEdge();
  const world = await renderShop(inspect, {
    start: '/order/1042',
    ready: () => screen.findByRole('heading', { name: 'Order 1042' }, { timeout: 15_000 }),
    held: [],
    answers: { 'orders/1042': orderDetail() },
  });
  return {
    ...world,
    xhr,
    expected: { lines: [], current: null, waiting: [], percent: 0, stored: 0 },
    stop: () => {
      world.stop();
      xhr.restore();
    },
  };
}

const card = () => screen.getByRole('article', { name: /Frontlit 510/ });
const uploadButton = () => within(card()).getByRole('button', { name: /PDF uploaden voor/ });
const messages = () => [...card().querySelectorAll('.pp-upload__messages li')].map((line) => line.textContent ?? '');

/** The file a choice gives the browser (a size the browser reports, without writing 600 MB). */
function browserFile(file: ChosenFile): File {
  const made = new File(['%PDF-1.7 test'], file.name, { type: file.type });
  Object.defineProperty(made, 'size', { value: file.size });
  return made;
}

/** The next file of the choice goes up (or none is left). */
function next(expected: Expected) {
  expected.current = expected.waiting.shift() ?? null;
  expected.percent = 0;
}

/** Settled: the customer may choose again, no progress, and exactly these lines are shown. */
async function settledWith(world: UploadWorld) {
  await waitFor(() => expect(isDisabled(uploadButton())).toBe(false));
  expect(within(card()).queryByRole('progressbar')).toBeNull();
  expect(within(card()).queryByRole('button', { name: /annuleren/ })).toBeNull();
  expect(messages()).toEqual(world.expected.lines);
  expect(world.xhr.running(), 'no upload on its way').toBeUndefined();
  // Each stored file reloads the order (the machine emits file.uploaded): one GET more each.
  await waitFor(() => expect(world.edge.sent('orders/1042')).toHaveLength(1 + world.expected.stored));
}

describePaths<UploadWorld, ModelEvent>({
  machine: uploadMachine,
  events,
  input: { orderId: 1042, printId: 70, copyId: 1, existing: 0, maxFiles: 10, maxBytes: 500 * MB },
  label: (event) => (event.via ? `${event.type} (${event.via})` : event.type === 'upload.failed' ? `upload.failed (${String(event.problem)})` : event.type),
  serializeState: (snapshot) => {
    const { queue, outcomes } = snapshot.context;
    return JSON.stringify([snapshot.value, queue.length, outcomes.length > 0 && outcomes.at(-1)?.problem !== null]);
  },
  // The server refuses one file of several: its own refusal (the next one still goes up) or over
  // the number of files (the rest of the choice cannot go either); only there do they differ.
  filterEvents: (snapshot, event) =>
    snapshot.can(event as never) && !(event.type === 'upload.failed' && snapshot.context.queue.length === 0),
  offers: {
    // (idle: every path starts there with a choice)
    'files.choose': ['upload.done', 'upload.failed', 'upload.canceled'],
    'upload.cancel': ['upload.uploading'],
  },
  render: renderUpload as never,
  actions: {
    'files.choose': async (world, event) => {
      const files = (event.files as ChosenFile[]).map(browserFile);
      await world.user.upload(card().querySelector('input[type="file"]') as HTMLInputElement, files);
      world.expected.lines = [...(event.refusedLines ?? [])];
      world.expected.waiting = event.refusedLines?.length ? [] : (event.files as ChosenFile[]).map((file) => file.name);
      next(world.expected);
    },
    'upload.progress': async (world) => {
      await world.xhr.progress(5, 10);
      world.expected.percent = 50;
    },
    'upload.succeeded': async (world) => {
      const file = { id: 90, print_id: 70, name: world.expected.current, size: 14, pages: 1, width_mm: 1000, height_mm: 500, warning: null, uploaded_at: '2026-11-22T09:00:00.000Z', url: '/api/v1/files/90' };
      await world.xhr.answer(201, { file, warning: null, order: { id: 1042, state: 'waiting_for_files' } });
      world.expected.lines.push(`${world.expected.current} is geüpload.`);
      world.expected.stored += 1;
      next(world.expected);
    },
    'upload.failed': async (world, event) => {
      if (event.problem === 'refused') {
        await world.xhr.answer(405, { message: REFUSAL });
        world.expected.lines.push(`${world.expected.current}: ${REFUSAL}`);
      } else {
        await world.xhr.answer(422, { message: 'max files exceeded' });
        world.expected.lines.push(`${world.expected.current}: Maximaal aantal bestanden overschreden`);
        // The rest of this choice cannot go either.
        world.expected.waiting = [];
      }
      next(world.expected);
    },
    'upload.cancel': async (world) => {
      const { current, waiting } = world.expected;
      await world.user.click(within(card()).getByRole('button', { name: `Upload van ${current} annuleren` }));
      world.expected.lines.push(...[current, ...waiting].map((name) => `${name}: Upload geannuleerd`));
      world.expected.waiting = [];
      world.expected.current = null;
    },
  },
  checks: {
    'upload.idle': async (world) => {
      expect(isDisabled(uploadButton())).toBe(false);
      expect(messages()).toEqual([]);
      expect(within(card()).queryByRole('progressbar')).toBeNull();
      expect(world.xhr.sent()).toEqual([]);
    },
    'upload.screening': async () => {
      throw new Error('screening is transient: no settled model state can be in it');
    },
    // One file goes up: its progress, its cancel button; choosing more waits.
    'upload.uploading': async (world) => {
      const { current, percent } = world.expected;
      const bar = await within(card()).findByRole('progressbar');
      expect(bar.textContent).toContain(`${current} uploaden: ${percent}%`);
      expect(within(card()).getByRole('button', { name: `Upload van ${current} annuleren` })).toBeTruthy();
      expect(isDisabled(uploadButton())).toBe(true);
      expect(messages()).toEqual(world.expected.lines);
      const running = world.xhr.running();
      expect(running?.headers['X-File-Name']).toBe(encodeURIComponent(current ?? ''));
      expect(running?.url).toBe('/api/v1/orders/1042/files?print=70&copy=1');
    },
    'upload.settling': async () => {
      throw new Error('settling is transient: no settled model state can be in it');
    },
    'upload.done': async (world) => {
      await settledWith(world);
      expect(messages().at(-1)).toMatch(/ is geüpload\.$/);
    },
    'upload.failed': async (world) => {
      await settledWith(world);
      expect(messages().at(-1)).not.toMatch(/ is geüpload\.$/);
      expect(messages().at(-1)).not.toMatch(/Upload geannuleerd$/);
    },
    'upload.canceled': async (world) => {
      await settledWith(world);
      expect(messages().at(-1)).toMatch(/: Upload geannuleerd$/);
      expect(world.xhr.sent().at(-1)?.aborted, 'the request was aborted').toBe(true);
    },
  },
});
