import type { User } from '../../../domain/session.js';

/** Each user and partner has a cart of its own, so switching partner never mixes their prints. */
export function cartStorageKey(user: Pick<User, 'id' | 'partner'>): string {
  return `pp.cart.${user.id}.${user.partner?.id ?? 'none'}`;
}
