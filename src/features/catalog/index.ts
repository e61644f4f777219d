// What the other features use of the catalogue: the type of its calls (the session boots with them).
export type { CatalogApi } from './api/catalog.js';
