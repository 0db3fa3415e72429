// The part of @cloudflare/vitest-pool-workers' `cloudflare:test` the workerd-only suites use, with the bindings
// vitest.workerd.config.ts gives them (its own types would bring every Cloudflare declaration along).
declare module 'cloudflare:test' {
  export const env: { CATALOGUE: import('../edge/kv-catalogue-store.js').KvNamespace };
  /** Deletes all data from all bindings. */
  export function reset(): Promise<void>;
}
