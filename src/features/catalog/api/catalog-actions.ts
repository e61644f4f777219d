import type { KyInstance } from 'ky';
import { saveBlob } from '../../../shared/api-client/save-blob.js';
import { toApiError } from '../../../shared/api-client/errors.js';

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
