import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { addReorderToCart, afterOrderServices } from '../actors/after-order-services.js';
import { uploadFileActor } from '../actors/upload-file.js';
import { ApiError, messagesOf } from '../api/errors.js';
import type { OrderDetail } from '../domain/orders.js';
import { showToast } from '../ui/toast-queue.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
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
  const services = useAppServices();
  const navigate = useNavigate();
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = /^[1-9]\d{0,9}$/.test(orderId ?? '') ? Number(orderId) : null;
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const addresses = useSessionContext((context) => context.addresses);
  const api = afterOrderServices();
  const uploader = useMemo(() => uploadFileActor(api.files), [api.files]);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [missing, setMissing] = useState(id === null);
  const [busy, setBusy] = useState(false);

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

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
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
        uploader={uploader}
        busy={busy}
        onUploaded={onUploaded}
        onDownloadFile={(file) => void act(() => api.files.download(file))}
        onDownloadInvoice={(invoice) => void act(() => api.invoices.downloadPdf(invoice))}
        onAccept={() =>
          void act(async () => {
            const notice = await api.orders.accept(order.id);
            const number = order.id;
            showToast(t`Offerte ${number} is geaccepteerd. Upload nu uw bestanden.`, 'success');
            if (notice) showToast(notice, 'info');
            await load();
          })
        }
        onApprove={() =>
          void act(async () => {
            await api.orders.approve(order.id);
            const number = order.id;
            showToast(t`Order ${number} is goedgekeurd en wordt in behandeling genomen.`, 'success');
            await load();
          })
        }
        onReorder={() =>
          void act(async () => {
            const answer = await api.orders.reorder(order.id);
            for (const gone of answer.unavailable) {
              const name = gone.name ?? String(gone.product_id);
              showToast(t`${name} wordt niet meer geleverd en is niet in de winkelwagen gezet.`, 'error');
            }
            addReorderToCart(answer, services.cart);
            await navigate({ to: '/checkout' });
          })
        }
      />
    </StoredFileSourceContext>
  );
}
