// The few parts of the Workers runtime the worker entry uses, declared here rather than pulling in every
// Cloudflare type (they clash with Node's own `Request`/`Response` declarations used by the rest of the package).
declare module 'cloudflare:workers' {
  /** Keeps work alive past the answer, for the request being handled. */
  export function waitUntil(promise: Promise<unknown>): void;
}

/** Written by `write-edge-build.ts` from the web build; aliased in wrangler.jsonc. */
declare module 'aurele:web-build' {
  const webBuild: import('../write-edge-build.js').EdgeWebBuild;
  export default webBuild;
}

/** The web app's server entry (`packages/web/dist-server/entry.js`), bundled into the worker; aliased likewise. */
declare module 'aurele:web-renderer' {
  export function createPageRenderer(template: string): import('@aurele/shop-contract').PageRenderer;
  export const BUILD_FILES: import('../static/web-build-files.js').WebBuildFiles;
  export const CATALOGUE_TABLES: import('../catalogue/catalogue-tables.js').CatalogueTables;
}

/** Only forwarded to the web's server build (node-module-shim.ts); the BFF itself uses nothing of React. */
declare module 'react';

declare var caches: { default: import('../cache/cache-api-store.js').ResponseCache };
