import { Trans } from '@lingui/react/macro';
import type { OrderRow } from '../../../../domain/orders.js';
import { formatMoment } from '../../../../shared/i18n/dates.js';

/** Under an order's file count while files are still missing: until when they can come for its delivery date. */
export function FilesDue({ row, lang }: { row: OrderRow; lang: string }) {
  if (!row.files_deadline || row.state !== 'waiting_for_files') return null;
  const due = formatMoment(row.files_deadline, lang);
  return <span className="pp-table__files-due"><Trans>uiterlijk {due}</Trans></span>;
}
