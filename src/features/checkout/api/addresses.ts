import type { KyInstance } from 'ky';
import { AddressSchema, type Address } from '../../../domain/catalog.js';
import type { AddressInput } from '../../../domain/address.js';
import { callParsed } from '../../../shared/api-client/call.js';

export function addressesApi(api: KyInstance) {
  return {
    /** POST /addresses: the saved address; a 422 ApiError carries `errors` per field. */
    add: (input: Partial<Record<keyof AddressInput, string>>): Promise<Address> =>
      callParsed(() => api.post('addresses', { json: input }).json(), AddressSchema),
  };
}
export type AddressesApi = ReturnType<typeof addressesApi>;
