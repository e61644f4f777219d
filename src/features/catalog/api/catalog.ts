import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { AddressSchema, CatalogSchema, FavoriteAnswerSchema, FinishSchema, ProductSchema, SpecsCheckSchema } from '../../../domain/catalog.js';
import { parseAnswer, toApiError } from '../../../shared/api-client/errors.js';

async function getParsed<S extends v.GenericSchema>(api: KyInstance, path: string, schema: S): Promise<v.InferOutput<S>> {
  let data: unknown;
  try {
    data = await api.get(path).json();
  } catch (error) {
    throw await toApiError(error);
  }
  return parseAnswer(schema, data);
}

/** The boot loads of spec section 7 and the favourite switch, each answer parsed with the catalogue schemas. */
export function catalogApi(api: KyInstance) {
  return {
    catalog: () => getParsed(api, 'catalog', CatalogSchema),
    products: () => getParsed(api, 'products', v.array(ProductSchema)),
    finishes: () => getParsed(api, 'finishes', v.array(FinishSchema)),
    addresses: () => getParsed(api, 'addresses', v.array(AddressSchema)),
    specsCheck: () => getParsed(api, 'specs/check', SpecsCheckSchema),
    /** POST /favorite/{id}: answers the product's new favourite state. */
    toggleFavorite: async (productId: number): Promise<boolean> => {
      let data: unknown;
      try {
        data = await api.post(`favorite/${productId}`).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(FavoriteAnswerSchema, data).message;
    },
    /** The specifications PDF as a file the browser can save. */
    specs: async (): Promise<Blob> => {
      try {
        return await api.get('specs').blob();
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
