/**
 * The catalogue's query engine alone, without the server around it: how a list product becomes an entry, how
 * entries are indexed, queried and suggested from. The web app's stories answer `/api/catalogue` with it, so a
 * story sees what the real BFF would answer.
 */
export { type CatalogueEntry, toCatalogueEntry } from './catalogue-entry.js';
export { type CatalogueIndex, indexCatalogue } from './catalogue-index.js';
export { defaultCatalogueTables } from './catalogue-tables.js';
export { queryCatalogue } from './query-catalogue.js';
export { relatedTiles } from './related.js';
export { suggest } from './suggest.js';
