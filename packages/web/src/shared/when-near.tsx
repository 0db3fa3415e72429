import { type ReactNode, Suspense } from 'react';
import { useNearViewport } from './use-near-viewport';

/** Asked this far ahead of the screen: what is below the fold is there when the shopper scrolls to it. */
const AHEAD = '600px';

/**
 * Draws its children (a lazily loaded part below the fold) only once the shopper comes near them: their code
 * and their data wait until then, and nothing shows while they come.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, watched] = useNearViewport<HTMLDivElement>(AHEAD);
  return <div ref={watched}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
