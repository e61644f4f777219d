/** Who helps customers, shown by the help button (spec section 1). */
export const CONTACT = {
  email: 'service@printportal.nl',
  phone: '+31 (0)20 123 45 67',
  phoneHref: 'tel:+31201234567',
} as const;

/** The external site where customers follow their parcels. */
export { PACKAGE_SCAN_URL } from '../../domain/tracking.js';

/** The help panel closes this long after the pointer leaves it (spec section 9). */
export const HELP_CLOSE_DELAY_MS = 500;
