/**
 * The page the route guard refused, carried to /auth in the router's location state so that a successful login
 * leads back there (docs/product/decisions.md auth outcomes).
 */
export interface RefusedPageState {
  from: string;
}

export function refusedPageState(from: string): RefusedPageState {
  return { from };
}

/** The refused path (with its search), or null; anything else in the state is ignored. */
export function refusedPage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<RefusedPageState>).from;
  // Only paths of this site: never an address elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
