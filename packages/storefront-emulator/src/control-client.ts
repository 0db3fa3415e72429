// `@aurele/storefront-emulator/control`: the one client of `/__control/*` that tests and benchmarks share. Fetch
// only, so it runs wherever they do (Node, Playwright, workerd); its types are erased, nothing else comes along.
import type { FaultSettings } from './state/faults.js';
import type { ProductPatch } from './state/product-patches.js';

/** A fault injected into the storefront's answers (the README lists the modes). */
export type Fault = FaultSettings;

/** An emulator started with `control` on, driven through its API origin. */
export interface EmulatorControl {
  /** Back to the seed: stock, sessions, no fault, no edited product. */
  reset(): Promise<void>;
  /** Injects a fault until `{ mode: 'none' }`, its `count` or a reset lifts it. */
  setFault(fault: Fault): Promise<void>;
  /** Serves the product with these fields rewritten (e.g. a hostile description) until the next reset. */
  editProduct(productId: string, patch: ProductPatch): Promise<void>;
}

/** The control client of the emulator whose API origin is `apiOrigin`; every call throws unless it was applied. */
export function emulatorControl(apiOrigin: string, send: typeof fetch = fetch): EmulatorControl {
  const control = async (path: string, body: unknown = {}) => {
    const answer = await send(`${apiOrigin}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Read to the end, so that no connection is left waiting on an unread body.
    await answer.arrayBuffer();
    if (answer.status !== 204) throw new Error(`emulator control ${path} answered ${answer.status}`);
  };
  return {
    reset: () => control('reset'),
    setFault: (fault) => control('faults', fault),
    editProduct: (productId, patch) => control(`products/${encodeURIComponent(productId)}`, patch),
  };
}
