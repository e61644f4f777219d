import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { PurchaserSchema, type Purchaser } from '../../../domain/catalog.js';
import { callParsed } from '../../../shared/api-client/call.js';

export function usersApi(api: KyInstance) {
  return {
    /** GET /users/{partnerId}: the partner's active users a purchaser may be chosen from. */
    purchasers: (partnerId: number): Promise<Purchaser[]> =>
      callParsed(() => api.get(`users/${partnerId}`).json(), v.array(PurchaserSchema)),
  };
}
export type UsersApi = ReturnType<typeof usersApi>;
