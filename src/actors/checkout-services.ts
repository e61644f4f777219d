// The typed calls of the checkout screen, and the real actors
// of the checkout machine.
import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import type { ExpeditionAnswer, ExpeditionRequest, PlaceOrderInput, PlacedOrder } from '../../machines/checkout.machine.js';
import { addressesApi, type AddressesApi } from '../api/addresses.js';
import { expeditionApi, type ExpeditionApi } from '../api/expedition.js';
import { orderApi, type OrderApi } from '../api/order.js';
import { usersApi, type UsersApi } from '../api/users.js';

export interface CheckoutApis {
  order: OrderApi;
  expedition: ExpeditionApi;
  addresses: AddressesApi;
  users: UsersApi;
}

export function checkoutApis(api: KyInstance): CheckoutApis {
  return { order: orderApi(api), expedition: expeditionApi(api), addresses: addressesApi(api), users: usersApi(api) };
}

/** `placeOrder` and `fetchExpedition` for checkoutMachine.provide({ actors }). */
export function checkoutActors(apis: Pick<CheckoutApis, 'order' | 'expedition'>) {
  return {
    placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(async ({ input, signal }) => {
      const answer = await apis.order.place(input.order, input.key, signal);
      return { orders: answer.orders.map(({ id, kind, state }) => ({ id, kind, state })) };
    }),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(({ input, signal }) => apis.expedition.fetch(input, signal)),
  };
}
