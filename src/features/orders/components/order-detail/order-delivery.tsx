import { Trans } from '@lingui/react/macro';
import type { OrderDetail } from '../../../../domain/orders.js';
import { PACK_OPTIONS } from '../../../../domain/order.js';
import { readDeliveryMoment } from '../../../../domain/delivery-moment.js';
import { formatDate, formatMoment } from '../../../../shared/i18n/dates.js';
import { packLabel } from '../../../../shared/i18n/pack-labels.js';

function YesNo({ value }: { value: boolean | undefined }) {
  return value ? <Trans>Ja</Trans> : <Trans>Nee</Trans>;
}

/** The delivery day and the chosen time (9, 12, 15 or 17 o'clock, Amsterdam), as the customer ordered it. */
function DeliveryMoment({ order, lang }: { order: OrderDetail; lang: string }) {
  const moment = readDeliveryMoment(order.details?.delivery_date ?? '');
  const day = formatDate(moment?.date ?? order.delivery_date, lang);
  if (!moment) return <>{day}</>;
  const time = `${String(moment.hour).padStart(2, '0')}:${String(moment.minute).padStart(2, '0')}`;
  return <Trans>{day} om {time} uur</Trans>;
}

/** Where the order goes, as it was when ordered (the address book may have changed since). */
function DeliveryAddressLines({ order }: { order: OrderDetail }) {
  if (order.details?.pickup) return <Trans>Zelf afhalen</Trans>;
  const address = order.delivery_address;
  if (!address) return <>–</>;
  const lines = [address.name, address.dept, address.attn, address.street, `${address.zip} ${address.city}`, address.country_id === 'NL' ? '' : address.country_id];
  return (
    <address className="pp-order__address">
      {lines.filter((line) => line.trim() !== '').map((line, index) => <span key={index}>{line}<br /></span>)}
    </address>
  );
}

/** The order page's delivery card: everything the order form sent, in the customer's words. */
export function OrderDelivery({ order, lang }: { order: OrderDetail; lang: string }) {
  const details = order.details ?? {};
  const pack = PACK_OPTIONS.find((option) => option.value === details.pack);
  return (
    <section className="pp-card" aria-labelledby="pp-order-delivery">
      <h3 id="pp-order-delivery"><Trans>Levering</Trans></h3>
      <dl className="pp-dl">
        <dt><Trans>Leverdatum</Trans></dt><dd><DeliveryMoment order={order} lang={lang} /></dd>
        {order.files_deadline ? (
          <><dt><Trans>Bestanden uiterlijk</Trans></dt><dd data-testid="files-deadline">{formatMoment(order.files_deadline, lang)}</dd></>
        ) : null}
        <dt><Trans>Bezorgadres</Trans></dt><dd><DeliveryAddressLines order={order} /></dd>
        <dt><Trans>Verpakking</Trans></dt><dd>{packLabel(pack ? pack.value : false)}</dd>
        <dt><Trans>PDF-proef goedkeuren</Trans></dt><dd><YesNo value={details.approve_pdf} /></dd>
        <dt><Trans>Bestanden archiveren</Trans></dt><dd><YesNo value={details.archive_files} /></dd>
        <dt><Trans>Opmerkingen</Trans></dt><dd>{details.remarks || '–'}</dd>
        {order.tracking && (
          <>
            <dt><Trans>Track en trace</Trans></dt>
            <dd>
              <a href={order.tracking.link} target="_blank" rel="noopener noreferrer">{order.tracking.code ?? <Trans>Volg uw pakket</Trans>}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
