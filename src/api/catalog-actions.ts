import type { KyInstance } from 'ky';
import { FavoriteAnswerSchema } from '../domain/catalog.js';
import { parseAnswer, toApiError } from './errors.js';

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

/** The selector's and copies step's own calls (spec section 7). */
export function catalogActions(api: KyInstance) {
  return {
    /** POST /favorite/{id}: answers the new favourite state. */
    toggleFavorite: async (productId: number): Promise<boolean> => {
      let data: unknown;
      try {
        data = await api.post(`favorite/${productId}`).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(FavoriteAnswerSchema, data).message;
    },
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
