import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { OrderPage, OrderRow } from '../../../../domain/orders.js';
import { Link } from '../../../../shared/ui/link.js';
import { MissingFilesRow, OpenQuoteRow, RecentOrderRow, TemplateRow } from './desk-lists.js';
import '../../../../shared/ui/lists.css';
import '../../../../shared/ui/desk.css';

/** Rows shown per list on home; the overview has the rest. */
export const DESK_ROWS = 5;

export interface HomeDeskProps {
  orders: OrderPage | null;
  quotes: OrderPage | null;
  templates: OrderPage | null;
  lang: string;
  /** The order whose action is running or asked about (its buttons wait). */
  busyId: number | null;
  onReorder: (row: OrderRow) => void;
  onAccept: (row: OrderRow) => void;
  /** The query of each "all" link: the search and page the customer left that list on (none: the newest). */
  returnTo?: Partial<Record<DeskList, Record<string, string>>>;
}

type DeskList = 'orders' | 'quotes' | 'templates';

interface DeskSectionProps {
  id: string;
  title: ReactNode;
  all: { to: '/overview/orders' | '/overview/quotes' | '/overview/templates'; label: ReactNode; search?: Record<string, string> };
  rows: OrderRow[] | null;
  empty: ReactNode;
  children: (row: OrderRow) => ReactNode;
}

function DeskSection({ id, title, all, rows, empty, children }: DeskSectionProps) {
  return (
    <section className="pp-card pp-desk__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows === null ? (
        <p className="pp-loading" role="status"><Trans>Bezig met laden…</Trans></p>
      ) : rows.length === 0 ? (
        <p className="pp-desk__empty">{empty}</p>
      ) : (
        <ul className="pp-desk__list">{rows.map((row) => children(row))}</ul>
      )}
      <Link to={all.to} search={all.search ?? {}} className="pp-link pp-desk__all">
        {all.label}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </section>
  );
}

const waitingForFiles = (row: OrderRow) => row.state === 'waiting_for_files' && row.files.count < row.files.needed;
/** A quote the customer can still accept (not deactivated, its price still holding): the server says per row. */
const openQuote = (row: OrderRow) => row.actions.accept;

/** Home as the customer's desk: files to upload, recent orders to repeat, quotes to accept, templates. */
export function HomeDesk({ orders, quotes, templates, lang, busyId, onReorder, onAccept, returnTo = {} }: HomeDeskProps) {
  const waiting = orders?.data.filter(waitingForFiles) ?? [];
  const recent = orders ? orders.data.slice(0, DESK_ROWS) : null;
  const open = quotes ? quotes.data.filter(openQuote).slice(0, DESK_ROWS) : null;
  const kept = templates ? templates.data.slice(0, DESK_ROWS) : null;
  return (
    <div className="pp-desk">
      {waiting.length > 0 ? (
        <section className="pp-card pp-desk__section pp-desk__section--todo" aria-labelledby="pp-desk-files">
          <h3 id="pp-desk-files"><Trans>Wacht op uw bestanden</Trans></h3>
          <ul className="pp-desk__list">
            {waiting.map((row) => <MissingFilesRow key={row.id} row={row} />)}
          </ul>
        </section>
      ) : null}
      <DeskSection
        id="pp-desk-orders"
        title={<Trans>Recente orders</Trans>}
        all={{ to: '/overview/orders', label: <Trans>Alle orders</Trans>, search: returnTo.orders }}
        rows={recent}
        empty={<Trans>U heeft nog geen orders geplaatst.</Trans>}
      >
        {(row) => <RecentOrderRow key={row.id} row={row} lang={lang} busy={busyId === row.id} onReorder={() => onReorder(row)} />}
      </DeskSection>
      <DeskSection
        id="pp-desk-quotes"
        title={<Trans>Open offertes</Trans>}
        all={{ to: '/overview/quotes', label: <Trans>Alle offertes</Trans>, search: returnTo.quotes }}
        rows={open}
        empty={<Trans>Geen open offertes.</Trans>}
      >
        {(row) => <OpenQuoteRow key={row.id} row={row} lang={lang} busy={busyId === row.id} onAccept={() => onAccept(row)} />}
      </DeskSection>
      <DeskSection
        id="pp-desk-templates"
        title={<Trans>Sjablonen</Trans>}
        all={{ to: '/overview/templates', label: <Trans>Alle sjablonen</Trans>, search: returnTo.templates }}
        rows={kept}
        empty={<Trans>U heeft nog geen sjablonen.</Trans>}
      >
        {(row) => <TemplateRow key={row.id} row={row} lang={lang} busy={busyId === row.id} onCreateOrder={() => onReorder(row)} />}
      </DeskSection>
    </div>
  );
}
