/** Seeded users the after-order tests act as (tokens: test/support/tokens.ts). */
export const CUSTOMER = 'klant@example.nl';
export const RESELLER = 'partner@example.nl';
export const PURCHASER = 'inkoop@example.nl';
