/** Seeded partners the catalog tests act for (tokens: test/support/tokens.ts). */
export const PARTNER_A = 'Sportclub Vooruit';
export const PARTNER_B = 'Festival Noorderlicht';
