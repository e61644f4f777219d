// The typed calls of the checkout screen, and the real actors
// of the checkout machine.
import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { addressMachine, type AddressFields } from '../../../../machines/address.machine.js';
import type { ExpeditionAnswer, ExpeditionRequest, PlaceAnswer, PlaceOrderInput } from '../../../../machines/checkout.machine.js';
import type { Address, Purchaser } from '../../../domain/catalog.js';
import { addressesApi, type AddressesApi } from '../api/addresses.js';
import { expeditionApi, type ExpeditionApi } from '../api/expedition.js';
import { orderApi, type OrderApi } from '../api/order.js';
import { planFactsApi, type PlanFactsApi } from '../api/plan-facts.js';
import { usersApi, type UsersApi } from '../api/users.js';

export interface CheckoutApis {
  order: OrderApi;
  expedition: ExpeditionApi;
  addresses: AddressesApi;
  users: UsersApi;
  /** The need-by planner's lead time and closing days. */
  planFacts: PlanFactsApi;
}

export function checkoutApis(api: KyInstance): CheckoutApis {
  return { order: orderApi(api), expedition: expeditionApi(api), addresses: addressesApi(api), users: usersApi(api), planFacts: planFactsApi(api) };
}

/** The checkout's calls for checkoutMachine.provide({ actors }): order, expedition, colleagues, and the address dialog's save. */
export function checkoutActors(apis: CheckoutApis) {
  return {
    placeOrder: fromPromise<PlaceAnswer, PlaceOrderInput>(async ({ input, signal }) => {
      const answer = await apis.order.place(input.order, input.key, signal);
      return { orders: answer.orders.map(({ id, kind, state }) => ({ id, kind, state })), alreadyPlaced: answer.already_placed };
    }),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(({ input, signal }) => apis.expedition.fetch(input, signal)),
    fetchPurchasers: fromPromise<Purchaser[], { partnerId: number }>(({ input }) => apis.users.purchasers(input.partnerId)),
    address: addressMachine.provide({
      actors: { saveAddress: fromPromise<Address, AddressFields>(({ input }) => apis.addresses.add(input)) },
    }),
  };
}
