import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { printPreviewMachine } from '../../machines/print-preview.machine.js';
import type { Size } from '../../src/domain/preview-fit.js';
import { MAX_PREVIEW_BYTES, PrintPreview } from '../../src/features/print/components/print-preview/print-preview.js';
import { InspectContext } from '../../src/shared/inspect-context.js';
import { i18n } from '../../src/shared/i18n/i18n.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';

// One print preview on the order page, with the real printPreview machine: the file's download and
// pdf.js's drawing are the edges, held until the path answers them; coming near the viewport is an
// IntersectionObserver the path triggers, and another file (a new upload) starts over.
type Pending<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };
const edges = vi.hoisted(() => ({ draws: [] as { resolve: (page: unknown) => void; reject: (error: unknown) => void }[] }));
vi.mock('../../src/features/print/components/print-preview/pdf-first-page.js', () => ({
  renderFirstPage: () => new Promise((resolve, reject) => edges.draws.push({ resolve, reject })),
}));

const PAGE: Size = { widthMm: 3000, heightMm: 1000 };
const because = (reason: string) => Object.assign(new Error(reason), { reason });
const FAILURE_TEXT: Record<string, string> = {
  broken: 'Dit bestand kon niet als PDF worden gelezen; het voorbeeld ontbreekt.',
  timeout: 'Het voorbeeld duurde te lang en is gestopt. Het bestand zelf is wel bewaard.',
  empty: "Dit PDF-bestand heeft geen pagina's.",
  huge: 'Dit bestand is te groot voor een voorbeeld in de browser.',
  unavailable: 'Het bestand kon niet worden opgehaald voor een voorbeeld. Probeer het later opnieuw.',
};

type ModelEvent = EventObject & { output?: unknown; error?: unknown };
const reasonOf = (event: ModelEvent) => (event.error as { reason: string }).reason;
const events: ModelEvent[] = [
  { type: 'preview.show' },
  done('loadFile', new Uint8Array([37])),
  failed('loadFile', because('huge')),
  failed('loadFile', because('unavailable')),
  done('drawPage', PAGE),
  failed('drawPage', because('timeout')),
  failed('drawPage', because('empty')),
  failed('drawPage', because('broken')),
];

/** The IntersectionObserver the path triggers: the preview comes near the viewport. */
let comeNear: (() => void) | null = null;
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    comeNear = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('IntersectionObserver', NearObserver));
afterAll(() => vi.unstubAllGlobals());

interface PreviewWorld {
  loads: Pending<Blob>[];
  /** Another file for the same preview (a new upload): the preview starts over. */
  replace: () => void;
  failure: string | null;
  stop: () => void;
}

const banner = [{ width: 3000, height: 1000 }];
const figure = () => screen.getByRole('figure');

async function renderPreview(inspect: (event: InspectionEvent) => void): Promise<PreviewWorld> {
  comeNear = null;
  edges.draws.length = 0;
  const loads: Pending<Blob>[] = [];
  const load = () => new Promise<Blob>((resolve, reject) => loads.push({ resolve, reject }));
  const ui = (loadFile: () => Promise<Blob>) => (
    <I18nProvider i18n={i18n}>
      <InspectContext value={inspect}>
        <PrintPreview name="gevel.pdf" load={loadFile} copies={banner} finishes={[]} size="large" />
      </InspectContext>
    </I18nProvider>
  );
  if (i18n.locale !== 'nl') i18n.loadAndActivate({ locale: 'nl', messages: {} });
  const view = render(ui(load));
  await waitFor(() => expect(comeNear).not.toBeNull());
  return {
    loads,
    replace: () => view.rerender(ui(() => load())),
    failure: null,
    stop: () => view.unmount(),
  };
}

const shows = (state: string) => waitFor(() => expect(figure().getAttribute('data-preview')).toBe(state));

describePaths<PreviewWorld, ModelEvent>({
  machine: printPreviewMachine,
  events,
  label: (event) => answerLabel(event, () => '') ?? event.type,
  serializeEvent: (event) => `${event.type} ${event.error ? reasonOf(event) : ''}`,
  everyEdge: true,
  render: renderPreview as never,
  actions: {
    'preview.show': async (world) => {
      const near = comeNear;
      if (world.loads.length === 0 && near) act(() => near());
      else world.replace();
      world.failure = null;
      await waitFor(() => expect(world.loads.length).toBeGreaterThan(0));
    },
    'xstate.done.actor.loadFile': async (world) => {
      await act(async () => world.loads.at(-1)!.resolve(new Blob(['%PDF-1.7'])));
      await waitFor(() => expect(edges.draws.length).toBeGreaterThan(0));
    },
    'xstate.error.actor.loadFile': async (world, event) => {
      const reason = reasonOf(event);
      world.failure = reason;
      // Too large: the stored file's size says so; else the download failed.
      if (reason === 'huge') await act(async () => world.loads.at(-1)!.resolve({ size: MAX_PREVIEW_BYTES + 1 } as Blob));
      else await act(async () => world.loads.at(-1)!.reject(new Error('offline')));
    },
    'xstate.done.actor.drawPage': async () => {
      await act(async () => edges.draws.at(-1)!.resolve(PAGE));
    },
    'xstate.error.actor.drawPage': async (world, event) => {
      world.failure = reasonOf(event);
      await act(async () => edges.draws.at(-1)!.reject(because(world.failure!)));
    },
  },
  checks: {
    'printPreview.waiting': async (world) => {
      await shows('waiting');
      expect(screen.getByText('Voorbeeld laden…')).toBeTruthy();
      expect(world.loads).toHaveLength(0);
    },
    'printPreview.loading': async () => {
      await shows('waiting');
      expect(screen.getByText('Voorbeeld laden…')).toBeTruthy();
    },
    'printPreview.drawing': async () => {
      await shows('waiting');
      expect(screen.getByText('Voorbeeld laden…')).toBeTruthy();
    },
    'printPreview.ready': async () => {
      await shows('ready');
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByText('Voorbeeld laden…')).toBeNull();
    },
    'printPreview.failed': async (world) => {
      await shows('failed');
      expect(screen.getByRole('status').textContent).toBe(FAILURE_TEXT[world.failure!]);
    },
  },
});
