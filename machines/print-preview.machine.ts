import { assign, setup } from 'xstate';
import type { Size } from '../src/domain/preview-fit.js';
import { providedPromise } from './provided.js';

/**
 * One print preview (page 1 of a PDF with the ordered print drawn over it): nothing happens until
 * the preview comes near the viewport (`preview.show`, sent again when the file or the size changes:
 * it starts over); then the file is loaded (`loadFile`: the picked file, or the stored one
 * downloaded on demand) and page 1 drawn (`drawPage`, pdf.js on the view's canvas). Both are provided
 * by the view. A failure names why, so the customer reads what went wrong (and that the file itself
 * is kept); the preview never blocks the page.
 */
export const PREVIEW_FAILURES = ['broken', 'timeout', 'empty', 'huge', 'unavailable'] as const;
export type PreviewFailure = (typeof PREVIEW_FAILURES)[number];

export interface PrintPreviewContext {
  /** The PDF's bytes between loading and drawing. */
  bytes: Uint8Array | null;
  /** Page 1's size in mm, once drawn. */
  page: Size | null;
  failure: PreviewFailure | null;
}

export type PrintPreviewEvent = { type: 'preview.show' };

/** Why a load or a drawing failed: the reason it names, else the file could not be read as a PDF. */
export function failureOf(error: unknown): PreviewFailure {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return (PREVIEW_FAILURES as readonly unknown[]).includes(reason) ? (reason as PreviewFailure) : 'broken';
}

const failed = { target: 'failed', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

export const printPreviewMachine = setup({
  types: { context: {} as PrintPreviewContext, events: {} as PrintPreviewEvent },
  actors: {
    /** The file's bytes; rejects with `reason` 'huge' (too large to preview) or 'unavailable'. */
    loadFile: providedPromise<Uint8Array, void>('loadFile'),
    /** Draws page 1 and answers its size; rejects with `reason` 'timeout' or 'empty', else it is broken. */
    drawPage: providedPromise<Size, { bytes: Uint8Array }>('drawPage'),
  },
  actions: {
    forget: assign({ bytes: null, page: null, failure: null }),
    keepBytes: assign((_, params: { bytes: Uint8Array }) => ({ bytes: params.bytes })),
    keepPage: assign((_, params: { page: Size }) => ({ page: params.page, bytes: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error), bytes: null })),
  },
}).createMachine({
  id: 'printPreview',
  context: { bytes: null, page: null, failure: null },
  initial: 'waiting',
  on: {
    'preview.show': { target: '.loading', reenter: true, actions: 'forget' },
  },
  states: {
    /** Not near the viewport yet: nothing is downloaded or drawn. */
    waiting: {},
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'loadFile',
        src: 'loadFile',
        onDone: { target: 'drawing', actions: { type: 'keepBytes', params: ({ event }) => ({ bytes: event.output }) } },
        onError: failed,
      },
    },
    drawing: {
      tags: ['pending'],
      invoke: {
        id: 'drawPage',
        src: 'drawPage',
        // Only loading comes here, with the bytes it kept.
        input: ({ context }) => ({ bytes: context.bytes! }),
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        onError: failed,
      },
    },
    ready: {},
    failed: {},
  },
});
