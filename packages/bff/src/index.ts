export { type AppDeps, createApp, PRODUCT_CACHE } from './app.js';
export { type AppConfig, type Config, ConfigError, loadConfig } from './config.js';
export type { StaticFile, StaticFiles } from './static/static-files.js';
