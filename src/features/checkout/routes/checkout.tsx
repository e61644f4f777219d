// The cart and the order form: renders the cart and checkout actors, sends their events.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { MoneyLang } from '../../../domain/money.js';
import { materialSizeOf } from '../../../domain/print-limits.js';
import { amsterdamMoment } from '../../../domain/delivery-moment.js';
import { Link } from '../../../shared/ui/link.js';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { defaultChapter } from '../../../domain/chapters.js';
import { CartFooter } from '../components/cart/cart-footer.js';
import { CartList } from '../components/cart/cart-list.js';
import { CartOrderedNotice } from '../components/cart/cart-ordered-notice.js';
import { EditPrintModal } from '../components/cart/edit-print-modal.js';
import { RemovePrintConfirm } from '../components/cart/remove-print-confirm.js';
import type { AddressEditor } from '../components/order-form/address-modal.js';
import { OrderForm } from '../components/order-form/order-form.js';
import type { PurchaserChoice } from '../components/order-form/purchaser-fields.js';
import { pickerRules, shownDeliveryDate, type OrderKind } from '../../../../machines/checkout.machine.js';
import '../components/order-form/order-form.css';

export function CheckoutRoute() {
  const { i18n } = useLingui();
  const { cart, checkout } = useAppServices();
  const cartContext = useSelector(cart, (snapshot) => snapshot.context);
  const products = useSessionContext((context) => context.products);
  const catalogFinishes = useSessionContext((context) => context.finishes);
  const sessionAddresses = useSessionContext((context) => context.addresses);
  const catalog = useSessionContext((context) => context.catalog);
  // The edit modal is the cart's `editing` state, running the print machine (child `printEdit`).
  const editor = useSelector(cart, (snapshot) => (snapshot.matches({ filled: 'editing' }) ? snapshot.children.printEdit : undefined));

  const expedition = useSelector(checkout, (snapshot) => snapshot.context.expedition);
  const today = useSelector(checkout, (snapshot) => snapshot.context.today);
  const expeditionFailed = useSelector(checkout, (snapshot) => snapshot.matches({ expedition: 'failed' }));
  // The whole cost: the checkout machine keeps it with every change of the cart, date, hour or pickup.
  const totals = useSelector(checkout, (snapshot) => snapshot.context.totals);
  const transportStatus = useSelector(checkout, (snapshot) =>
    snapshot.matches({ expedition: 'ready' }) ? 'ready' as const : snapshot.matches({ expedition: 'failed' }) ? 'failed' as const : 'loading' as const);
  const busy = useSelector(checkout, (snapshot) => snapshot.hasTag('busy'));
  const poRequired = useSelector(checkout, (snapshot) => snapshot.context.cart?.poRequired === true);
  // A refused order (405) keeps the server's reason next to the buttons until the next submit.
  const refusal = useSelector(checkout, (snapshot) => (snapshot.matches({ submit: 'refused' }) ? snapshot.context.refusal : null));
  // The problems of a refused submit, all at once under their fields (the machine checks them again as the customer types).
  const issues = useSelector(checkout, (snapshot) => snapshot.context.issues);
  const errors = useMemo(() => {
    const byPath: Record<string, string[]> = {};
    for (const issue of issues) byPath[issue.path] = [...(byPath[issue.path] ?? []), issue.message];
    return byPath;
  }, [issues]);
  // The checkout machine owns the date policy; the picker shows what the order will be sent with.
  const deadlines = expedition?.deadlines ?? null;
  // The time choice offers no hour of today that has come: the same rule the server refuses by.
  const clock = amsterdamMoment(new Date());
  const minutesNow = clock.date === today ? clock.minutes : undefined;
  const rules = useMemo(() => pickerRules(today, deadlines, minutesNow), [today, deadlines, minutesNow]);
  const purchaserStatus = useSelector(checkout, (snapshot): PurchaserChoice['status'] =>
    (['loading', 'ready', 'failed'] as const).find((status) => snapshot.matches({ purchasers: status })) ?? 'hidden');
  const purchasers = useSelector(checkout, (snapshot) => snapshot.context.purchasers);
  // The address dialog is the checkout's `address.open` state, running the address machine (child `address`).
  const addressEditor = useSelector(checkout, (snapshot) => (snapshot.matches({ address: 'open' }) ? (snapshot.children.address as AddressEditor | undefined) : undefined));
  const shownDate = useSelector(checkout, (snapshot) => shownDeliveryDate(snapshot.context.cart, snapshot.context.today, deadlines));

  // A placed order empties the cart and opens the confirmation: src/app (shop-actors, flow-navigation).
  const productNames = useMemo(() => new Map((products ?? []).map((product) => [product.id, product.name])), [products]);
  const materials = useMemo(() => new Map((products ?? []).map((product) => [product.id, materialSizeOf(product)])), [products]);
  const finishes = useMemo(() => new Map((catalogFinishes ?? []).map((finish) => [finish.id, finish])), [catalogFinishes]);
  const editPrint = (uuid: string) => {
    const product = products?.find((candidate) => candidate.id === cartContext.items.find((item) => item.print.uuid === uuid)?.print.product_id);
    if (product) cart.send({ type: 'print.edit', uuid, product, finishes: catalogFinishes ?? [] });
  };
  const lang: MoneyLang = i18n.locale === 'en' ? 'en' : 'nl';

  const submit = (kind: OrderKind) => checkout.send({ type: 'order.submit', kind, key: crypto.randomUUID() });

  const addresses = expedition?.addresses ?? sessionAddresses ?? [];
  const removing = cartContext.items.find((item) => item.print.uuid === cartContext.removing);
  return (
    <div className="pp-page pp-checkout">
      <section className="pp-checkout__cart" aria-labelledby="pp-cart-heading">
        <h2 id="pp-cart-heading" className="pp-checkout__heading"><Trans>Uw producten</Trans></h2>
        <CartOrderedNotice orders={cartContext.ordered} />
        <CartList
          items={cartContext.items}
          productName={(id) => productNames.get(id) ?? `#${id}`}
          material={(id) => materials.get(id) ?? materialSizeOf({})}
          finishes={finishes}
          lang={lang}
          onReference={(uuid, extra_reference) => cart.send({ type: 'print.reference', uuid, extra_reference })}
          onEdit={editPrint}
          onRemove={(uuid) => cart.send({ type: 'print.remove', uuid })}
        />
        {cartContext.items.length > 0 ? (
          <CartFooter items={cartContext.items} lang={lang} totals={totals} transportStatus={transportStatus} />
        ) : (
          <Link to="/selector/$type" params={{ type: catalog ? defaultChapter(catalog) : 'catalog' }} className="pp-button pp-button--primary">
            <Trans>Kies een product</Trans>
          </Link>
        )}
      </section>
      {cartContext.items.length > 0 ? (
        <section className="pp-checkout__form" aria-labelledby="pp-order-heading">
          <h2 id="pp-order-heading" className="pp-checkout__heading"><Trans>Levering en besteller</Trans></h2>
          <OrderForm
            details={cartContext.details}
            contact={cartContext.contact}
            shownDate={shownDate}
            rules={rules}
            deadlines={deadlines}
            transport={expedition?.transport ?? null}
            expeditionFailed={expeditionFailed}
            onExpeditionRetry={() => checkout.send({ type: 'expedition.retry' })}
            addresses={addresses}
            poRequired={poRequired}
            busy={busy}
            refusal={refusal}
            errors={errors}
            onDetails={(details) => cart.send({ type: 'details.change', details })}
            onContact={(contact) => cart.send({ type: 'contact.change', contact })}
            onSubmit={submit}
            purchasers={{ status: purchaserStatus, purchasers }}
            onPurchaserChoose={(id) => checkout.send({ type: 'purchaser.choose', id })}
            onPurchasersRetry={() => checkout.send({ type: 'purchasers.retry' })}
            addressEditor={addressEditor}
            onAddressOpen={() => checkout.send({ type: 'address.open', hasSaved: addresses.length > 0 })}
          />
        </section>
      ) : null}
      <RemovePrintConfirm
        productName={removing ? (productNames.get(removing.print.product_id) ?? `#${removing.print.product_id}`) : null}
        onConfirm={() => cart.send({ type: 'removal.confirm' })}
        onCancel={() => cart.send({ type: 'removal.cancel' })}
      />
      {editor ? (
        <EditPrintModal key={cartContext.editing} editor={editor} finishes={catalogFinishes ?? []} onCancel={() => cart.send({ type: 'edit.close' })} />
      ) : null}
    </div>
  );
}
