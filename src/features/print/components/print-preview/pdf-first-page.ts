import { getDocument, GlobalWorkerOptions, PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { MM_PER_POINT, type Size } from '../../../../domain/preview-fit.js';

/**
 * The only module that imports pdf.js: loaded with `import()` when a preview is shown, so pdf.js is
 * a chunk of its own and its worker a separate asset. pdf.js parses in that worker, so a heavy
 * file never blocks the page; on top of that the work is bounded: page 1 only, a capped canvas,
 * decoded images of at most 50 megapixels, no eval, and a deadline after which it is abandoned.
 */

GlobalWorkerOptions.workerSrc = workerUrl;

/** Largest decoded image pdf.js may build (pixels); bigger images are left out of the preview. */
const MAX_IMAGE_PIXELS = 50_000_000;
/** Longest canvas side allowed, whatever the caller asks. */
const MAX_CANVAS_SIDE = 2048;

export type PreviewFailure = 'broken' | 'timeout' | 'empty';
export class PreviewError extends Error {
  constructor(readonly reason: PreviewFailure) {
    super(reason);
  }
}

let worker: PDFWorker | null = null;
/** One worker for every preview of the visit, and one rendering at a time. */
const sharedWorker = () => (worker ??= new PDFWorker());
let queue: Promise<unknown> = Promise.resolve();

function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new PreviewError('timeout'));
    }, ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function render(data: Uint8Array, canvas: HTMLCanvasElement, maxSide: number, deadlineMs: number): Promise<Size> {
  const task = getDocument({ data, worker: sharedWorker(), isEvalSupported: false, maxImageSize: MAX_IMAGE_PIXELS, enableXfa: false });
  let cancelRender = () => {};
  const work = (async () => {
    const pdf = await task.promise;
    if (pdf.numPages < 1) throw new PreviewError('empty');
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const side = Math.min(maxSide, MAX_CANVAS_SIDE);
    const viewport = page.getViewport({ scale: side / Math.max(natural.width, natural.height) });
    canvas.width = Math.max(1, Math.round(viewport.width));
    canvas.height = Math.max(1, Math.round(viewport.height));
    const renderTask = page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport, background: '#ffffff' });
    cancelRender = () => renderTask.cancel();
    await renderTask.promise;
    return { widthMm: natural.width * MM_PER_POINT, heightMm: natural.height * MM_PER_POINT };
  })();
  try {
    return await withDeadline(work, deadlineMs, () => cancelRender());
  } catch (error) {
    throw error instanceof PreviewError ? error : new PreviewError('broken');
  } finally {
    void task.destroy();
  }
}

/** Draws page 1 of `data` on `canvas` (longest side `maxSide` px); resolves with the page size in mm. */
export function renderFirstPage(data: Uint8Array, canvas: HTMLCanvasElement, maxSide: number, deadlineMs = 20_000): Promise<Size> {
  const turn = queue.then(() => render(data, canvas, maxSide, deadlineMs));
  queue = turn.catch(() => undefined);
  return turn;
}
