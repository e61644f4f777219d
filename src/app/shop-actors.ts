// The shop's flows, loaded with the first screen behind the login: every machine of the shop with
// its real calls. The portal machine starts them and routes what they emit to each other.
import type { KyInstance } from 'ky';
import { fromPromise, type AnyActorRef } from 'xstate';
import { accountMachine } from '../../machines/account.machine.js';
import { afterOrderMachine, type OrderActionInput } from '../../machines/after-order.machine.js';
import { checkoutMachine } from '../../machines/checkout.machine.js';
import { orderDetailMachine, type DownloadRequest } from '../../machines/order-detail.machine.js';
import { orderListMachine } from '../../machines/order-list.machine.js';
import type { ShopLogic, ShopRefs } from '../../machines/portal.machine.js';
import { printPriceMachine } from '../../machines/print-price.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import { sheetImportMachine } from '../../machines/sheet-import.machine.js';
import { uploadMachine } from '../../machines/upload.machine.js';
import { catalogActions, type CatalogActions } from '../features/catalog/api/catalog-actions.js';
import { ApiError } from '../shared/api-client/errors.js';
import { pricesApi, type PricesApi } from '../features/print/api.js';
import type { SessionActor } from './services.js';
import type { Toasts } from '../shared/ui/toast-queue.js';
import { accountActors } from '../features/account/actors.js';
import { showAccountToasts } from '../features/account/toasts.js';
import { afterOrderServices, type AfterOrderServices } from '../features/orders/actors/after-order-services.js';
import { cartLogic, cartStoreActor } from '../features/checkout/actors/cart-actors.js';
import { orderListActors } from '../features/orders/actors/order-list-actors.js';
import { checkoutActors, checkoutApis, type CheckoutApis } from '../features/checkout/actors/checkout-services.js';
import { fetchPriceActor } from '../features/print/actors/fetch-price.js';
import { readSheetActor } from '../features/print/actors/read-copies-sheet.js';
import { showAfterOrderToasts, showCartToasts, showCheckoutToasts, showFavoriteToasts, showOrderDetailToasts, showOrderListToasts, showPrintToasts } from './flow-toasts.js';
import { uploadFileActor } from '../features/orders/actors/upload-file.js';

export type { AfterOrderActor, CheckoutActor, OrderDetailActor, PrintActor, ShopActors } from './services.js';

/** The after-order machine's calls (also used by view tests with fake APIs). */
export function afterOrderActors(apis: Pick<AfterOrderServices, 'orders'>) {
  return {
    changeOrder: fromPromise<string | null, OrderActionInput>(async ({ input }) => {
      if (input.action === 'accept') return apis.orders.accept(input.orderId);
      const calls = { deactivate: apis.orders.deactivate, delete: apis.orders.remove, approve: apis.orders.approve };
      await calls[input.action](input.orderId);
      return null;
    }),
    reorderOrder: fromPromise(({ input }: { input: { orderId: number } }) => apis.orders.reorder(input.orderId)),
  };
}

/**
 * The order detail's calls: an order that is not there for this customer (404, 403) is null; a print
 * file's or invoice's download; accepting a file's warnings (the order's state after it).
 */
export function orderDetailActors(apis: Pick<AfterOrderServices, 'orders'> & { files: Pick<AfterOrderServices['files'], 'download' | 'acceptWarnings'>; invoices: Pick<AfterOrderServices['invoices'], 'downloadPdf' | 'downloadDocument'> }) {
  return {
    acceptWarnings: fromPromise<string, { orderId: number; fileId: number }>(async ({ input }) => (await apis.files.acceptWarnings(input.orderId, input.fileId)).order.state),
    download: fromPromise<void, DownloadRequest>(({ input }) => {
      if (input.kind === 'file') return apis.files.download(input.file);
      if (input.kind === 'document') return apis.invoices.downloadDocument(input.document);
      return apis.invoices.downloadPdf(input.invoice);
    }),
    fetchOrder: fromPromise(async ({ input, signal }: { input: { orderId: number }; signal: AbortSignal }) => {
      try {
        return await apis.orders.detail(input.orderId, signal);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    }),
  };
}

/** The shop's machines with their real calls, and the typed calls the screens use directly. */
export interface ShopParts {
  logic: ShopLogic;
  apis: CheckoutApis;
  afterOrderApis: AfterOrderServices;
  prices: PricesApi;
  actions: CatalogActions;
  /** The upload of one copy line's files, started by its print card on the order page. */
  uploadLogic: typeof uploadMachine;
}

/** Loaded with the first screen behind the login: every machine of the shop on the app's one API client. */
export function createShopParts(api: KyInstance, { portal }: { portal: AnyActorRef }): ShopParts {
  const prices = pricesApi(api);
  const apis = checkoutApis(api);
  const afterOrderApis = afterOrderServices(api);
  const logic: ShopLogic = {
    cart: cartLogic(prices),
    print: printMachine.provide({
      actors: {
        printPrice: printPriceMachine.provide({ actors: { fetchPrice: fetchPriceActor(prices) } }),
        sheetImport: sheetImportMachine.provide({ actors: { readSheet: readSheetActor } }),
      },
    }),
    checkout: checkoutMachine.provide({ actors: checkoutActors(apis) }),
    afterOrder: afterOrderMachine.provide({ actors: afterOrderActors(afterOrderApis) }),
    orderDetail: orderDetailMachine.provide({ actors: orderDetailActors(afterOrderApis) }),
    orderList: orderListMachine.provide({ actors: orderListActors(afterOrderApis) }),
    account: accountMachine.provide({ actors: accountActors(afterOrderApis.settings) }),
    cartStore: cartStoreActor(localStorage, window, () => crypto.randomUUID()),
  };
  // A stored file may move the order on: the portal tells the open order page.
  const uploadLogic = uploadMachine.provide({
    actors: { uploadFile: uploadFileActor(afterOrderApis.files) },
    actions: { emitUploaded: ({ context }) => portal.send({ type: 'file.uploaded', orderState: context.orderState ?? '' }) },
  });
  return {
    logic,
    apis,
    afterOrderApis,
    prices,
    actions: catalogActions(api),
    uploadLogic,
  };
}

/** The toasts of the shop's flows, heard once the portal has started them. */
export function showShopToasts(toasts: Toasts, shop: ShopRefs, session: SessionActor): void {
  showPrintToasts(toasts, shop.print);
  showCartToasts(toasts, shop.cart);
  showCheckoutToasts(toasts, shop.checkout);
  showAfterOrderToasts(toasts, shop.afterOrder);
  showOrderDetailToasts(toasts, shop.orderDetail);
  showOrderListToasts(toasts, shop.orderList);
  showAccountToasts(toasts, shop.account);
  showFavoriteToasts(toasts, session);
}
