// The app's flows behind the login: every long-lived actor of the shop is created here, inspected,
// and wired to the others through the events they emit.
import type { KyInstance } from 'ky';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import { afterOrderMachine, type OrderActionInput } from '../../machines/after-order.machine.js';
import { checkoutMachine } from '../../machines/checkout.machine.js';
import { orderDetailMachine, type DownloadRequest } from '../../machines/order-detail.machine.js';
import { printPriceMachine } from '../../machines/print-price.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import { sheetImportMachine } from '../../machines/sheet-import.machine.js';
import { uploadMachine, type UploadInput } from '../../machines/upload.machine.js';
import { catalogActions, type CatalogActions } from '../features/catalog/api/catalog-actions.js';
import { ApiError } from '../shared/api-client/errors.js';
import { pricesApi, type PricesApi } from '../features/print/api.js';
import { isoDateIn } from '../domain/delivery-date.js';
import type { SessionActor } from './create-actors.js';
import { createAccountActor, type AccountActor } from '../features/account/actors.js';
import { addReorderToCart, afterOrderServices, type AfterOrderServices } from '../features/orders/actors/after-order-services.js';
import { createCartActor, type CartActor } from '../features/checkout/actors/cart-actors.js';
import { createOrderListActor, type OrderListActor } from '../features/orders/actors/order-list-actors.js';
import { checkoutActors, checkoutApis, type CheckoutApis } from '../features/checkout/actors/checkout-services.js';
import { fetchPriceActor } from '../features/print/actors/fetch-price.js';
import { readSheetActor } from '../features/print/actors/read-copies-sheet.js';
import { showAfterOrderToasts, showCartToasts, showCheckoutToasts, showFavoriteToasts, showOrderDetailToasts, showPrintToasts } from './flow-toasts.js';
import type { Inspect } from './inspect.js';
import { uploadFileActor } from '../features/orders/actors/upload-file.js';

export type PrintActor = Actor<typeof printMachine>;
export type CheckoutActor = Actor<typeof checkoutMachine>;
export type AfterOrderActor = Actor<typeof afterOrderMachine>;
export type UploadActor = Actor<typeof uploadMachine>;
export type OrderDetailActor = Actor<typeof orderDetailMachine>;

export interface ShopActors {
  cart: CartActor;
  /** The print being configured (wizard); its children are `finishSides`, `printPrice` and `sheetImport`. */
  print: PrintActor;
  checkout: CheckoutActor;
  afterOrder: AfterOrderActor;
  /** The order detail the customer has open (/order/{id}). */
  orderDetail: OrderDetailActor;
  /** The overview's and home's lists, and invoice downloads. */
  orderList: OrderListActor;
  /** The customer's settings and a new login address (/settings). */
  account: AccountActor;
  /** An upload actor for one print of an order (the caller starts and stops it). */
  upload: (input: UploadInput) => UploadActor;
  apis: CheckoutApis;
  afterOrderApis: AfterOrderServices;
  prices: PricesApi;
  actions: CatalogActions;
}

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

/** The order detail's calls: an order that is not there for this customer (404, 403) is null; a print file's or invoice's download. */
export function orderDetailActors(apis: Pick<AfterOrderServices, 'orders'> & { files: Pick<AfterOrderServices['files'], 'download'>; invoices: Pick<AfterOrderServices['invoices'], 'downloadPdf'> }) {
  return {
    download: fromPromise<void, DownloadRequest>(({ input }) => (input.kind === 'file' ? apis.files.download(input.file) : apis.invoices.downloadPdf(input.invoice))),
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

/**
 * Tells the checkout from which partner the customer may choose the purchaser (the setting
 * `can_choose_purchaser`), each time that changes: it loads those colleagues then.
 */
function tellPurchaserChoice(session: SessionActor, checkout: CheckoutActor): void {
  let told: number | null = null;
  const tell = () => {
    const { user, settings } = session.getSnapshot().context;
    const partnerId = settings?.can_choose_purchaser ? (user?.partner?.id ?? null) : null;
    if (partnerId === told) return;
    told = partnerId;
    checkout.send({ type: 'customer.change', partnerId, mayChoose: partnerId !== null });
  };
  session.subscribe(tell);
  tell();
}

/** Creates cart, print, checkout, after-order, order detail, order list and account actors on the app's one API client, all inspected. */
export function createShopActors(options: { session: SessionActor; api: KyInstance; inspect?: Inspect; storage?: Storage }): ShopActors {
  const { session, api, inspect } = options;
  const prices = pricesApi(api);
  const apis = checkoutApis(api);
  const afterOrderApis = afterOrderServices(api);
  const printLogic = printMachine.provide({
    actors: {
      printPrice: printPriceMachine.provide({ actors: { fetchPrice: fetchPriceActor(prices) } }),
      sheetImport: sheetImportMachine.provide({ actors: { readSheet: readSheetActor } }),
    },
  });
  const cart = createCartActor({ session, prices, inspect, storage: options.storage });
  const print = createActor(printLogic, { id: 'print', systemId: 'print', inspect }).start();
  const checkout = createActor(checkoutMachine.provide({ actors: checkoutActors(apis) }), { id: 'checkout', systemId: 'checkout', inspect }).start();
  const afterOrder = createActor(afterOrderMachine.provide({ actors: afterOrderActors(afterOrderApis) }), { id: 'afterOrder', systemId: 'afterOrder', inspect }).start();
  const orderDetail = createActor(orderDetailMachine.provide({ actors: orderDetailActors(afterOrderApis) }), { id: 'orderDetail', systemId: 'orderDetail', inspect }).start();
  const orderList = createOrderListActor({ session, apis: afterOrderApis, inspect });
  const account = createAccountActor({ session, settings: afterOrderApis.settings, inspect });

  showPrintToasts(print);
  showCartToasts(cart);
  showCheckoutToasts(checkout);
  showAfterOrderToasts(afterOrder);
  showOrderDetailToasts(orderDetail);
  showFavoriteToasts(session);
  // A complete print goes into the cart; a placed order empties it; a reorder fills it.
  print.on('print.completed', ({ print: done }) => cart.send({ type: 'print.add', print: done }));
  checkout.on('order.placed', () => cart.send({ type: 'cart.clear' }));
  // The checkout fills the cart's contact from a chosen colleague and its address from the dialog.
  checkout.on('contact.fill', ({ contact }) => cart.send({ type: 'contact.change', contact }));
  checkout.on('address.chosen', ({ id }) => cart.send({ type: 'details.change', details: { address: id } }));
  afterOrder.on('order.reordered', ({ answer }) => addReorderToCart(answer, cart));
  // A changed order: the lists again, and the detail when it is the order open there.
  afterOrder.on('order.changed', ({ orderId }) => {
    orderList.send({ type: 'lists.refresh' });
    if (orderDetail.getSnapshot().context.orderId === orderId) orderDetail.send({ type: 'order.reload' });
  });

  // The checkout builds the order from what the cart holds, with today's date in Amsterdam.
  let told: unknown[] = [];
  const tellCheckout = () => {
    const { items, details, contact } = cart.getSnapshot().context;
    if (told[0] === items && told[1] === details && told[2] === contact) return;
    told = [items, details, contact];
    checkout.send({ type: 'cart.change', cart: { items, details, contact }, today: isoDateIn(new Date()) });
  };
  cart.subscribe(tellCheckout);
  tellCheckout();
  tellPurchaserChoice(session, checkout);

  const uploadLogic: AnyActorLogic = uploadMachine.provide({ actors: { uploadFile: uploadFileActor(afterOrderApis.files) } });
  return {
    cart,
    print,
    checkout,
    afterOrder,
    orderDetail,
    orderList,
    account,
    upload: (input) => {
      const upload = createActor(uploadLogic as typeof uploadMachine, { id: 'upload', input, inspect });
      // Each stored file reloads the open order (its state may have moved on: the detail says so).
      upload.on('file.uploaded', ({ orderState }) => orderDetail.send({ type: 'file.stored', orderState }));
      return upload;
    },
    apis,
    afterOrderApis,
    prices,
    actions: catalogActions(api),
  };
}
