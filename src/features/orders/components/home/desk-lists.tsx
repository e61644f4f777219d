import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, RotateCcw, Upload } from 'lucide-react';
import type { OrderRow } from '../../../../domain/orders.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { Button } from '../../../../shared/ui/button.js';
import { Link } from '../../../../shared/ui/link.js';
import { formatAmount } from '../overview/formats.js';
import { StageBadge } from '../overview/stage-badge.js';

export interface DeskRowProps {
  row: OrderRow;
  lang: string;
  /** The row's action is running or being confirmed. */
  busy: boolean;
}

/** The order's number as a link to its page, with its reference. */
function OrderTitle({ row, children }: { row: OrderRow; children: ReactNode }) {
  const orderId = String(row.id);
  return (
    <span className="pp-desk__what">
      <Link to="/order/$orderId" params={{ orderId }} className="pp-link pp-desk__number">{children}</Link>
      {row.reference ? <span className="pp-desk__reference">{row.reference}</span> : null}
    </span>
  );
}

/** An order waiting for print files: how many are missing and a direct link to upload them. */
export function MissingFilesRow({ row }: { row: OrderRow }) {
  const { t } = useLingui();
  const number = row.id;
  const missing = row.files.needed - row.files.count;
  const needed = row.files.needed;
  const orderId = String(row.id);
  return (
    <li className="pp-desk__row">
      <OrderTitle row={row}><Trans>Order {number}</Trans></OrderTitle>
      <span className="pp-desk__meta"><Trans>{missing} van {needed} bestanden ontbreken</Trans></span>
      <Link to="/order/$orderId" params={{ orderId }} className="pp-button pp-button--primary" aria-label={t`Bestanden uploaden voor order ${number}`}>
        <Upload aria-hidden="true" size={18} />
        <Trans>Bestanden uploaden</Trans>
      </Link>
    </li>
  );
}

/** A recent order: its stage, delivery date and a one-click reorder. */
export function RecentOrderRow({ row, lang, busy, onReorder }: DeskRowProps & { onReorder: () => void }) {
  const { t } = useLingui();
  const number = row.id;
  const delivery = row.delivery_date ? formatDate(row.delivery_date, lang) : '';
  return (
    <li className="pp-desk__row">
      <OrderTitle row={row}><Trans>Order {number}</Trans></OrderTitle>
      <span className="pp-desk__meta">
        <StageBadge state={row.state} deactivated={row.deactivated} />
        {delivery ? <span><Trans>Leverdatum {delivery}</Trans></span> : null}
      </span>
      <Button variant="secondary" isDisabled={busy} onPress={onReorder} aria-label={t`Order ${number} opnieuw bestellen`}>
        <RotateCcw aria-hidden="true" size={18} />
        <Trans>Opnieuw bestellen</Trans>
      </Button>
    </li>
  );
}

/** An open quote: its amount and accept (the after-order actor asks to confirm first). */
export function OpenQuoteRow({ row, lang, busy, onAccept }: DeskRowProps & { onAccept: () => void }) {
  const { t } = useLingui();
  const number = row.id;
  return (
    <li className="pp-desk__row">
      <OrderTitle row={row}><Trans>Offerte {number}</Trans></OrderTitle>
      <span className="pp-desk__meta">{formatAmount(row.total, lang)}</span>
      <Button isDisabled={busy} onPress={onAccept} aria-label={t`Offerte ${number} accepteren`}>
        <Trans>Accepteren</Trans>
      </Button>
    </li>
  );
}

/** A template: a new order from it in one click. */
export function TemplateRow({ row, busy, onCreateOrder }: DeskRowProps & { onCreateOrder: () => void }) {
  const { t } = useLingui();
  const number = row.id;
  return (
    <li className="pp-desk__row">
      <OrderTitle row={row}><Trans>Sjabloon {number}</Trans></OrderTitle>
      <span className="pp-desk__meta">{row.description || null}</span>
      <Button variant="secondary" isDisabled={busy} onPress={onCreateOrder} aria-label={t`Order maken van sjabloon ${number}`}>
        <FileText aria-hidden="true" size={18} />
        <Trans>Order maken</Trans>
      </Button>
    </li>
  );
}
