// The thank-you page: /confirmed?orders=12,13
import { Trans } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { Link } from '../ui/link.js';

/** The order ids of the query, in order, without anything that is not an id. */
export function orderIdsOf(query: string | undefined): number[] {
  return (query ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number);
}

export function ConfirmedRoute() {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const ids = orderIdsOf(search.orders);
  return (
    <section className="pp-page pp-confirmed">
      <h2><Trans>Bedankt voor uw bestelling!</Trans></h2>
      {ids.length > 0 ? (
        <>
          <p><Trans>Wij hebben het volgende ontvangen:</Trans></p>
          <ul>
            {ids.map((id) => {
              const number = String(id);
              return (
                <li key={id}>
                  <Link to="/order/$orderId" params={{ orderId: number }}><Trans>Order {number}</Trans></Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p><Trans>Er zijn geen orders om te tonen.</Trans></p>
      )}
      <p>
        <Link to="/"><Trans>Terug naar home</Trans></Link>
      </p>
    </section>
  );
}
