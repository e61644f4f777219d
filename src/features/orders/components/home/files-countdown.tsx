import { Trans } from '@lingui/react/macro';
import Clock from 'lucide-react/icons/clock';
import { filesCountdown } from '../../../../domain/files-countdown.js';
import type { OrderRow } from '../../../../domain/orders.js';
import { formatMoment } from '../../../../shared/i18n/dates.js';
import { Link } from '../../../../shared/ui/link.js';
import './files-countdown.css';

/** Home's countdown: the customer's orders still waiting for files whose deadline is near (`now` from the planner's clock). */
export function FilesCountdown({ orders, now, lang }: { orders: readonly OrderRow[] | null; now: number; lang: string }) {
  const due = (orders ?? []).flatMap((row) => {
    if (row.state !== 'waiting_for_files' || !row.files_deadline) return [];
    const left = filesCountdown(row.files_deadline, now);
    return left ? [{ row, left, deadline: row.files_deadline }] : [];
  }).sort((a, b) => a.deadline.localeCompare(b.deadline));
  if (due.length === 0) return null;
  return (
    <section className="pp-card pp-countdown" aria-labelledby="pp-countdown-heading">
      <h3 id="pp-countdown-heading"><Clock aria-hidden="true" size={18} /> <Trans>Bestanden aanleveren</Trans></h3>
      <ul className="pp-countdown__list">
        {due.map(({ row, left, deadline }) => {
          const number = row.id;
          const { days, hours, minutes } = left;
          const at = formatMoment(deadline, lang);
          return (
            <li key={row.id} data-countdown={row.id}>
              <Link to="/order/$orderId" params={{ orderId: String(row.id) }} className="pp-link"><Trans>Order {number}</Trans></Link>{' '}
              {days > 0 ? <Trans>nog {days} d {hours} u, uiterlijk {at}</Trans> : <Trans>nog {hours} u {minutes} min, uiterlijk {at}</Trans>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
