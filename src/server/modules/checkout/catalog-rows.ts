/** The catalogue module's cached price catalogue reads its rows through here. */
export { loadAllFinishes, loadAllProducts, type FinishRow, type ProductRow } from './queries/catalog-rows.js';
