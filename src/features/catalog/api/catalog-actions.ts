import type { KyInstance } from 'ky';
import { toApiError } from '../../../shared/api-client/errors.js';

/** Offers a downloaded file to the user under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The copies step's own call (spec section 7). */
export function catalogActions(api: KyInstance) {
  return {
    /** GET /copies-template: the .xlsx sheet with the import columns. */
    downloadCopiesTemplate: async (): Promise<void> => {
      try {
        const blob = await api.get('copies-template').blob();
        saveBlob(blob, 'regels-sjabloon.xlsx');
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
export type CatalogActions = ReturnType<typeof catalogActions>;
