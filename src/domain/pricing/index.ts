export { pricePrint } from './price-print.js';
export { basePlatesPerFrame } from './frames.js';
export { piecesOf } from './geometry.js';
export type * from './types.js';
