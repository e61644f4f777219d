import type { PrintUploadProps } from '../upload/print-upload.js';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetail, OrderFile } from '../../../../domain/orders.js';
import { Button } from '../../../../shared/ui/button.js';
import { Checkbox } from '../../../../shared/ui/checkbox.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { formatAmount } from '../overview/formats.js';
import { StageBadge } from '../overview/stage-badge.js';
import { OrderDelivery } from './order-delivery.js';
import { OrderTransportRows } from './order-transport.js';
import { OrderProgress } from './order-progress.js';
import { PrintCard } from './print-card.js';
import { linesWaitingIn } from '../upload/line-files-of.js';
import { ShowMoreButton, useShownCount } from './show-more.js';
import '../../../../shared/ui/lists.css';

export interface OrderDetailViewProps {
  order: OrderDetail;
  lang: string;
  uploadLogic: PrintUploadProps['uploadLogic'];
  busy: boolean;
  onDownloadFile: (file: OrderFile) => void;
  onDownloadInvoice: (invoice: { id: number; number: string }) => void;
  /** The order's confirmation or the quote document as PDF. */
  onDownloadDocument?: (document: 'confirmation' | 'quote') => void;
  onAccept: () => void;
  /** The customer ticks approve: the order goes to intake without waiting for (all) files. */
  onApprove: () => void;
  onReorder: () => void;
  /** The customer accepts the warnings of a stored file's check ("Ik accepteer deze waarschuwingen"). */
  onAcceptWarnings?: (file: OrderFile) => void;
}

/** The order detail: state and progress, prints with their files and upload, delivery and totals. */
/** Prints shown at first (each with its upload): an order of 500 prints shows the rest on request. */
const PRINTS_AT_ONCE = 25;

export function OrderDetailView(props: OrderDetailViewProps) {
  const { t } = useLingui();
  const { order, lang, uploadLogic, busy } = props;
  const contact = order.contact ?? {};
  const number = order.id;
  // Copy lines without a file to print (none, only refused ones, or warnings not yet accepted).
  const missing = linesWaitingIn(order.products);
  const prints = useShownCount(order.products.length, PRINTS_AT_ONCE);
  const shownPrints = prints.shown;
  const allPrints = order.products.length;
  const waiting = order.state === 'waiting_for_files';
  const kindTitle = order.kind === 'quote' ? t`Offerte ${number}` : order.kind === 'template' ? t`Sjabloon ${number}` : t`Order ${number}`;
  return (
    <section className="pp-page pp-order" data-screen="order" data-state={order.state}>
      <div className="pp-order__header">
        <h2>{kindTitle}</h2>
        <StageBadge state={order.state} deactivated={order.deactivated} />
        <div className="pp-table__actions">
          {order.actions.accept ? <Button isDisabled={busy} onPress={props.onAccept}><Trans>Offerte accepteren</Trans></Button> : null}
          {order.actions.reorder ? (
            <Button variant="secondary" isDisabled={busy} onPress={props.onReorder}>
              {order.kind === 'template' ? <Trans>Order maken</Trans> : <Trans>Opnieuw bestellen</Trans>}
            </Button>
          ) : null}
          {order.documents?.confirmation && props.onDownloadDocument ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => props.onDownloadDocument?.('confirmation')}>
              <Trans>Orderbevestiging (PDF)</Trans>
            </Button>
          ) : null}
          {order.documents?.quote && props.onDownloadDocument ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => props.onDownloadDocument?.('quote')}>
              <Trans>Offerte (PDF)</Trans>
            </Button>
          ) : null}
          {order.invoice ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => props.onDownloadInvoice(order.invoice!)}>
              <Trans>Factuur downloaden</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {waiting && missing > 0 ? (
        <p className="pp-alert" role="status">
          <Plural value={missing} one="Deze order wacht op uw bestanden: # regel heeft nog geen bestand dat gedrukt kan worden. Upload per regel één PDF met één pagina per origineel, of accepteer de waarschuwingen." other="Deze order wacht op uw bestanden: # regels hebben nog geen bestand dat gedrukt kan worden. Upload per regel één PDF met één pagina per origineel, of accepteer de waarschuwingen." />
        </p>
      ) : null}
      {order.actions.approve ? (
        <Checkbox className="pp-order__approve" isSelected={false} isDisabled={busy} onChange={(ticked) => ticked && props.onApprove()}>
          <Trans>Order goedkeuren: neem hem in behandeling zonder op (alle) bestanden te wachten</Trans>
        </Checkbox>
      ) : null}
      <OrderProgress progress={order.progress} />
      <div className="pp-order__grid">
        <section className="pp-card" aria-labelledby="pp-order-summary">
          <h3 id="pp-order-summary"><Trans>Gegevens</Trans></h3>
          <dl className="pp-dl">
            <dt><Trans>Orderdatum</Trans></dt><dd>{formatDate(order.order_date, lang)}</dd>
            <dt><Trans>Referentie</Trans></dt><dd>{order.reference || '–'}</dd>
            {order.po_number ? <><dt><Trans>Inkoopordernummer</Trans></dt><dd>{order.po_number}</dd></> : null}
            {order.cost_centre ? <><dt><Trans>Kostenplaats</Trans></dt><dd>{order.cost_centre}</dd></> : null}
            <dt><Trans>Omschrijving</Trans></dt><dd>{order.description || '–'}</dd>
            <dt><Trans>Partner</Trans></dt><dd>{order.partner.name}</dd>
            <dt><Trans>Besteller</Trans></dt><dd>{contact.name || '–'}</dd>
            <dt><Trans>E-mail</Trans></dt><dd>{contact.email || '–'}</dd>
            <dt><Trans>Telefoon</Trans></dt><dd>{contact.phone || '–'}</dd>
          </dl>
        </section>
        <OrderDelivery order={order} lang={lang} />
        <section className="pp-card" aria-labelledby="pp-order-amounts">
          <h3 id="pp-order-amounts"><Trans>Bedragen</Trans></h3>
          <dl className="pp-dl">
            <OrderTransportRows order={order} lang={lang} />
            <dt><Trans>Totaal excl. btw</Trans></dt><dd className="pp-num" data-testid="order-untaxed">{formatAmount(order.total, lang)}</dd>
            <dt><Trans>Btw (21%)</Trans></dt><dd className="pp-num" data-testid="order-vat">{formatAmount(order.vat, lang)}</dd>
            <dt><Trans>Totaal incl. btw</Trans></dt><dd className="pp-num" data-testid="order-total-incl-vat">{formatAmount(order.total_incl_vat, lang)}</dd>
          </dl>
        </section>
      </div>
      <h3><Trans>Prints</Trans></h3>
      {order.products.slice(0, prints.shown).map((print, index) => (
        <PrintCard
          key={print.id}
          orderId={order.id}
          print={print}
          index={index}
          lang={lang}
          canUpload={order.actions.upload}
          waiting={waiting}
          busy={busy}
          uploadLogic={uploadLogic}
          onDownloadFile={props.onDownloadFile}
          onAcceptWarnings={props.onAcceptWarnings}
        />
      ))}
      <ShowMoreButton hidden={prints.hidden} onPress={prints.more}>
        <Trans>Meer prints tonen ({shownPrints} van {allPrints})</Trans>
      </ShowMoreButton>
    </section>
  );
}
