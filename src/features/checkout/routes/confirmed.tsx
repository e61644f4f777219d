// The thank-you page: /confirmed?orders=12,13&kind=order (or quote, template; query: ./search.ts)
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { ArrowRight, Upload } from 'lucide-react';
import { Link } from '../../../shared/ui/link.js';
import type { OrderKind } from '../../../domain/orders.js';
import '../../../shared/ui/lists.css';
import '../../../shared/ui/desk.css';

type PlacedKind = OrderKind;

function PlacedName({ kind, id }: { kind: PlacedKind; id: number }) {
  const number = String(id);
  if (kind === 'quote') return <Trans>Offerte {number}</Trans>;
  if (kind === 'template') return <Trans>Sjabloon {number}</Trans>;
  return <Trans>Order {number}</Trans>;
}

/** An order's row: its page and, as the next step, the upload of its print files. */
function PlacedRow({ kind, id }: { kind: PlacedKind; id: number }) {
  const { t } = useLingui();
  const orderId = String(id);
  const number = id;
  return (
    <li className="pp-desk__row">
      <span className="pp-desk__what">
        <Link to="/order/$orderId" params={{ orderId }} className="pp-link pp-desk__number"><PlacedName kind={kind} id={id} /></Link>
      </span>
      {kind === 'order' ? (
        <Link to="/order/$orderId" params={{ orderId }} className="pp-button pp-button--primary" aria-label={t`Bestanden uploaden voor order ${number}`}>
          <Upload aria-hidden="true" size={18} />
          <Trans>Bestanden uploaden</Trans>
        </Link>
      ) : null}
    </li>
  );
}

const TITLES: Record<PlacedKind, ReactNode> = {
  order: <Trans>Bedankt voor uw bestelling!</Trans>,
  quote: <Trans>Uw offerteaanvraag is ontvangen</Trans>,
  template: <Trans>Uw sjabloon is opgeslagen</Trans>,
};

function NextStep({ kind }: { kind: PlacedKind }) {
  if (kind === 'quote') {
    return (
      <>
        <p><Trans>Bekijk de offerte onder Offertes en accepteer hem daar of op de homepagina: dan wordt het een order. De prijs geldt 30 dagen.</Trans></p>
        <Link to="/overview/quotes" className="pp-link pp-desk__all"><Trans>Naar uw offertes</Trans><ArrowRight aria-hidden="true" size={16} /></Link>
      </>
    );
  }
  if (kind === 'template') {
    return (
      <>
        <p><Trans>Maak er op elk moment met één klik een order van, op de homepagina of onder Sjablonen.</Trans></p>
        <Link to="/overview/templates" className="pp-link pp-desk__all"><Trans>Naar uw sjablonen</Trans><ArrowRight aria-hidden="true" size={16} /></Link>
      </>
    );
  }
  return <p><Trans>Wij beginnen zodra de drukbestanden (PDF) van elke print binnen zijn. Upload ze nu op de pagina van de order.</Trans></p>;
}

/** What was placed, said per kind (order, quote request, template), with the next step. */
export function ConfirmedRoute() {
  const search = useSearch({ from: '/app/confirmed' });
  const ids = search.orders ?? [];
  const kind = search.kind ?? 'order';
  return (
    <section className="pp-page pp-confirmed" data-kind={kind}>
      <h2>{TITLES[kind]}</h2>
      {ids.length > 0 ? (
        <section className="pp-card pp-desk__section" aria-labelledby="pp-next-step">
          <h3 id="pp-next-step"><Trans>Volgende stap</Trans></h3>
          <NextStep kind={kind} />
          <ul className="pp-desk__list">
            {ids.map((id) => <PlacedRow key={id} kind={kind} id={id} />)}
          </ul>
        </section>
      ) : (
        <p><Trans>Er zijn geen orders om te tonen.</Trans></p>
      )}
      <p>
        <Link to="/"><Trans>Terug naar home</Trans></Link>
      </p>
    </section>
  );
}
