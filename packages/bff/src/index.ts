export { type AppDeps, createApp, PRODUCT_CACHE } from './app.js';
export { CatalogueSource } from './catalogue/catalogue-source.js';
export { type AppConfig, type Config, ConfigError, loadConfig } from './config.js';
export type { StaticFile, StaticFiles } from './static/static-files.js';
export { createStorefrontClient } from './storefront/client.js';
