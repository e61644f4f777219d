import { useParams } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { orderIdOf } from '../../../app/paths.js';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { OrderDetailView } from '../components/order-detail/order-detail-view.js';
import { Link } from '../../../shared/ui/link.js';
import { AfterOrderConfirm } from '../components/after-order-confirm.js';
import { StoredFileSourceContext } from '../../print/index.js';

/**
 * /order/{orderId}: the order detail; it works straight from a fresh tab or an e-mailed link. The
 * router tells the order detail actor which order the address names (src/app/router.tsx).
 */
export function OrderRoute() {
  const { afterOrderApis: api, afterOrder, orderDetail, uploadLogic } = useAppServices();
  const { orderId } = useParams({ from: '/app/order/$orderId' });
  const id = orderIdOf(orderId);
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const downloading = useSelector(orderDetail, (snapshot) => snapshot.hasTag('downloading') || snapshot.matches('accepting'));
  const acting = useSelector(afterOrder, (snapshot) => snapshot.hasTag('busy'));
  const order = useSelector(orderDetail, (snapshot) => snapshot.context.order);
  const missing = useSelector(orderDetail, (snapshot) => snapshot.matches('missing') && snapshot.context.orderId === id);

  if (missing) {
    return (
      <section className="pp-page" data-screen="order">
        <p className="pp-alert" role="alert"><Trans>Deze order bestaat niet of hoort niet bij uw account.</Trans></p>
        <Link to="/overview/orders"><Trans>Naar uw orders</Trans></Link>
      </section>
    );
  }
  if (!order || order.id !== id) {
    return (
      <section className="pp-page" data-screen="order">
        <p className="pp-loading" role="status"><Trans>Order laden…</Trans></p>
      </section>
    );
  }
  return (
    <StoredFileSourceContext value={api.files.blob}>
      <OrderDetailView
        order={order}
        lang={lang}
        uploadLogic={uploadLogic}
        busy={acting || downloading}
        onDownloadFile={(file) => orderDetail.send({ type: 'file.download', file: { id: file.id, name: file.name } })}
        onDownloadInvoice={(invoice) => orderDetail.send({ type: 'invoice.download', invoice: { id: invoice.id, number: invoice.number } })}
        onDownloadDocument={(document) => orderDetail.send({ type: 'document.download', document: { orderId: order.id, document } })}
        onAccept={() => afterOrder.send({ type: 'order.accept', orderId: order.id, screen: 'detail' })}
        onApprove={() => afterOrder.send({ type: 'order.approve', orderId: order.id, screen: 'detail' })}
        onReorder={() => afterOrder.send({ type: 'order.reorder', orderId: order.id, screen: 'detail' })}
        onAcceptWarnings={(file) => orderDetail.send({ type: 'file.accept', fileId: file.id })}
      />
      <AfterOrderConfirm afterOrder={afterOrder} />
    </StoredFileSourceContext>
  );
}
