// What the other features use of the print wizard: its editors (the cart's edit modal), the print
// preview (order page, overviews), the finish preview to scale (cart, order page), the side names, and the type of its price call.
export { CopiesEditor } from './components/copies-editor/copies-editor.js';
export { SeamCount } from './components/copies-editor/seam-count.js';
export { FinishEditor } from './components/finish-editor/finish-editor.js';
export { usePrintSidesText, useSideLabels } from './components/finish-editor/side-labels.js';
export { FinishPreviews } from './components/finish-preview/finish-previews.js';
export { PrintPreview } from './components/print-preview/print-preview.js';
export { PrintPreviews } from './components/print-preview/print-previews.js';
export { StoredFileSourceContext, useStoredFileSource } from './components/print-preview/stored-file-source.js';
export type { PricesApi } from './api.js';
