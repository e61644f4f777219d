export { pricePrint } from './price-print.js';
export { basePlatesPerFrame } from './frames.js';
export { priceInputOf, MAX_ORDER_CENTS, totalCentsOf, isAboveOnlineLimit } from './price-input.js';
export * from './geometry.js';
export type * from './types.js';
export { parseTiers } from './tiers.js';
export { BREAKDOWN_KINDS } from './labels.js';
export { priceFromCatalog } from './catalog-price.js';
export { referencePrice, REFERENCE_SIDE_MM, type ReferencePrice } from './reference-price.js';
