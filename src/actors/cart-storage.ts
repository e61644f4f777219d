import type { User } from '../domain/session.js';

/** Each user and partner has a cart of its own, so switching partner never mixes their prints. */
export function cartStorageKey(user: Pick<User, 'id' | 'partner'>): string {
  return `pp.cart.${user.id}.${user.partner?.id ?? 'none'}`;
}

/** How many prints the stored cart of this user and partner holds (0 when none or unreadable). */
export function storedCartCount(user: Pick<User, 'id' | 'partner'>, storage: Storage = localStorage): number {
  try {
    const stored: unknown = JSON.parse(storage.getItem(cartStorageKey(user)) ?? '[]');
    if (Array.isArray(stored)) return stored.length;
    if (stored && typeof stored === 'object' && Array.isArray((stored as { prints?: unknown }).prints)) {
      return (stored as { prints: unknown[] }).prints.length;
    }
  } catch {
    // a damaged entry counts as empty
  }
  return 0;
}
