// The web's server build inlines one CommonJS package (use-sync-external-store, through Ariakit) that asks for
// React with `createRequire(import.meta.url)('react')`: Node's way, which a worker bundle has no use for. Aliased as
// `node:module` in wrangler.jsonc, this hands it the React the same bundle already imports, and nothing else.
import * as React from 'react';

export function createRequire(): (id: string) => unknown {
  return (id) => {
    if (id === 'react') return React;
    throw new Error(`require('${id}') is not available in the worker bundle`);
  };
}
