// The cart and the order form.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { checkoutActors } from '../actors/checkout-services.js';
import { defaultDeliveryDate, isoDateIn, moveDisabledDate } from '../domain/delivery-date.js';
import type { MoneyLang } from '../domain/money.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { CartFooter } from '../views/cart/cart-footer.js';
import { CartList } from '../views/cart/cart-list.js';
import { EditPrintModal } from '../views/cart/edit-print-modal.js';
import { buildOrder, expeditionRequest } from '../views/order-form/build-order.js';
import { OrderForm } from '../views/order-form/order-form.js';
import { useOrderToasts } from '../views/order-form/use-order-toasts.js';
import { checkoutMachine, type OrderKind } from '../../machines/checkout.machine.js';
import '../views/order-form/order-form.css';

export function CheckoutRoute() {
  const { i18n } = useLingui();
  const { cart, checkout: apis } = useAppServices();
  const navigate = useNavigate();
  const toasts = useOrderToasts();
  const cartContext = useSelector(cart, (snapshot) => snapshot.context);
  const products = useSessionContext((context) => context.products);
  const catalogFinishes = useSessionContext((context) => context.finishes);
  const sessionAddresses = useSessionContext((context) => context.addresses);
  const user = useSessionContext((context) => context.user);
  const settings = useSessionContext((context) => context.settings);
  const [editing, setEditing] = useState<string | null>(null);

  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: checkoutActors(apis),
      actions: {
        showIssues: (_, params) => toasts.showIssues(params.issues),
        showRefusal: (_, params) => toasts.showRefusal(params.message),
        showFailure: () => toasts.showFailure(),
        showExpeditionFailure: () => toasts.showExpeditionFailure(),
        finishOrder: (_, params) => {
          cart.send({ type: 'cart.clear' });
          void navigate({ to: '/confirmed', search: { orders: params.orders.map((order) => order.id).join(',') } });
        },
      },
    }),
  );
  const expedition = useSelector(checkout, (snapshot) => snapshot.context.expedition);
  const expeditionFailed = useSelector(checkout, (snapshot) => snapshot.matches({ expedition: 'failed' }));
  const busy = useSelector(checkout, (snapshot) => snapshot.matches({ submit: 'submitting' }) || snapshot.matches({ submit: 'placed' }));

  const today = isoDateIn(new Date());
  const suggested = expedition?.deadlines.suggested_date;
  const rules = useMemo(() => ({ today, disabled: expedition?.deadlines.disabled ?? [] }), [today, expedition]);
  // A date chosen on an earlier visit may have passed or become a closing day since.
  const chosen = cartContext.details.delivery_date;
  const chosenDate = chosen && chosen >= today ? moveDisabledDate(chosen, rules) : '';
  const shownDate = chosenDate || (suggested && suggested >= today ? suggested : defaultDeliveryDate(today));

  // Expedition again whenever the prints or the address change (not for prices or typing elsewhere).
  const expeditionKey = JSON.stringify([
    cartContext.items.map((item) => [item.print.uuid, item.print.product_id, item.print.copies, item.print.finishes, item.print.frames]),
    cartContext.details.address,
  ]);
  useEffect(() => {
    if (cartContext.items.length === 0) return;
    checkout.send({ type: 'expedition.fetch', request: expeditionRequest(cartContext, shownDate) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expeditionKey, checkout]);

  const productNames = useMemo(() => new Map((products ?? []).map((product) => [product.id, product.name])), [products]);
  const finishes = useMemo(() => new Map((catalogFinishes ?? []).map((finish) => [finish.id, finish])), [catalogFinishes]);
  const partnerId = user?.partner?.id;
  const loadPurchasers = useCallback(() => apis.users.purchasers(partnerId ?? 0), [apis, partnerId]);
  const lang: MoneyLang = i18n.locale === 'en' ? 'en' : 'nl';

  const submit = (kind: OrderKind) =>
    checkout.send({ type: 'order.submit', kind, order: buildOrder(cartContext, shownDate, kind), key: crypto.randomUUID() });

  const editedItem = cartContext.items.find((item) => item.print.uuid === editing);
  const editedProduct = editedItem ? products?.find((product) => product.id === editedItem.print.product_id) : undefined;
  return (
    <div className="pp-checkout">
      <section className="pp-checkout__cart" aria-labelledby="pp-cart-heading">
        <h2 id="pp-cart-heading" className="pp-visually-hidden"><Trans>Uw producten</Trans></h2>
        <CartList
          items={cartContext.items}
          productName={(id) => productNames.get(id) ?? `#${id}`}
          finishes={finishes}
          lang={lang}
          onReference={(uuid, extra_reference) => cart.send({ type: 'print.reference', uuid, extra_reference })}
          onEdit={setEditing}
          onRemove={(uuid) => cart.send({ type: 'print.remove', uuid })}
        />
        {cartContext.items.length > 0 ? <CartFooter items={cartContext.items} lang={lang} /> : null}
      </section>
      {cartContext.items.length > 0 ? (
        <section className="pp-checkout__form">
          <OrderForm
            details={cartContext.details}
            contact={cartContext.contact}
            shownDate={shownDate}
            rules={rules}
            deadlines={expedition?.deadlines ?? null}
            expeditionFailed={expeditionFailed}
            addresses={expedition?.addresses ?? sessionAddresses ?? []}
            busy={busy}
            onDetails={(details) => cart.send({ type: 'details.change', details })}
            onContact={(contact) => cart.send({ type: 'contact.change', contact })}
            onSubmit={submit}
            saveAddress={(fields) => apis.addresses.add(fields)}
            loadPurchasers={settings?.can_choose_purchaser && partnerId ? loadPurchasers : undefined}
          />
        </section>
      ) : null}
      {editedItem && editedProduct ? (
        <EditPrintModal
          print={editedItem.print}
          product={editedProduct}
          finishes={catalogFinishes ?? []}
          onSave={(print) => {
            cart.send({ type: 'print.replace', print });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
