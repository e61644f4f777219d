import { Trans } from '@lingui/react/macro';
import { Link } from '../../../../shared/ui/link.js';

/**
 * This cart was already ordered (in another tab, or a second click there): the customer reads
 * which order it became and can open it, instead of wondering where the cart went.
 */
export function CartOrderedNotice({ orders }: { orders: readonly number[] }) {
  const first = orders[0];
  if (first === undefined) return null;
  const orderId = String(first);
  return (
    <p className="pp-cart-ordered" role="status">
      <Trans>Deze winkelwagen is al besteld als order {orderId}.</Trans>{' '}
      <Link to="/order/$orderId" params={{ orderId }}>
        <Trans>Order {orderId} bekijken</Trans>
      </Link>
    </p>
  );
}
