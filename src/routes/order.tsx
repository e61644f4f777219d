import { useCallback, useEffect, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ApiError, messagesOf } from '../api/errors.js';
import type { OrderDetail } from '../domain/orders.js';
import { showToast } from '../ui/toast-queue.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { useReorderToCheckout } from '../views/use-reorder-to-checkout.js';
import { STAGE_LABELS } from '../views/overview/stage-labels.js';
import { OrderDetailView } from '../views/order-detail/order-detail-view.js';
import { Link } from '../ui/link.js';
import { StoredFileSourceContext } from '../views/print-preview/stored-file-source.js';

const toastFailure = (error: unknown) => {
  for (const message of messagesOf(error)) showToast(message, 'error');
};

/** /order/{orderId}: the order detail; it works straight from a fresh tab or an e-mailed link. */
export function OrderRoute() {
  const { t, i18n } = useLingui();
  const { afterOrderApis: api, afterOrder, upload } = useAppServices();
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = /^[1-9]\d{0,9}$/.test(orderId ?? '') ? Number(orderId) : null;
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const addresses = useSessionContext((context) => context.addresses);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [missing, setMissing] = useState(id === null);
  const [downloading, setDownloading] = useState(false);
  const acting = useSelector(afterOrder, (snapshot) => snapshot.hasTag('busy'));
  useReorderToCheckout();

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (id === null) return;
      try {
        const detail = await api.orders.detail(id, signal);
        if (!signal?.aborted) setOrder(detail);
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setMissing(true);
        else toastFailure(error);
      }
    },
    [api.orders, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    setOrder(null);
    setMissing(id === null);
    void load(controller.signal);
    return () => controller.abort();
  }, [load, id]);

  const onUploaded = useCallback(
    (state: string) => {
      if (order && state !== order.state && state in STAGE_LABELS) {
        const stage = i18n._(STAGE_LABELS[state as keyof typeof STAGE_LABELS]);
        showToast(t`Alle bestanden zijn binnen. De order staat nu op: ${stage}.`, 'success');
      }
      void load();
    },
    [order, load, i18n, t],
  );

  // Accept and approve run in the after-order actor (its toasts: flow-toasts); what they did: the detail again.
  useEffect(() => {
    const changed = afterOrder.on('order.changed', ({ orderId: number }) => {
      if (number === id) void load();
    });
    return () => changed.unsubscribe();
  }, [afterOrder, id, load]);

  const download = async (work: () => Promise<void>) => {
    setDownloading(true);
    try {
      await work();
    } catch (error) {
      toastFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  if (missing) {
    return (
      <section className="pp-page" data-screen="order">
        <p className="pp-alert" role="alert"><Trans>Deze order bestaat niet of hoort niet bij uw account.</Trans></p>
        <Link to="/overview/orders"><Trans>Naar uw orders</Trans></Link>
      </section>
    );
  }
  if (!order) {
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
        addresses={addresses}
        startUpload={upload}
        busy={acting || downloading}
        onUploaded={onUploaded}
        onDownloadFile={(file) => void download(() => api.files.download(file))}
        onDownloadInvoice={(invoice) => void download(() => api.invoices.downloadPdf(invoice))}
        onAccept={() => afterOrder.send({ type: 'order.accept', orderId: order.id, screen: 'detail' })}
        onApprove={() => afterOrder.send({ type: 'order.approve', orderId: order.id, screen: 'detail' })}
        onReorder={() => afterOrder.send({ type: 'order.reorder', orderId: order.id, screen: 'detail' })}
      />
    </StoredFileSourceContext>
  );
}
