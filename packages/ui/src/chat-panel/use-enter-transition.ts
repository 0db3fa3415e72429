import { useEffect, useState } from 'react';

/** False on the first frame, true from the next: the `data-enter` that lets the panel's entrance transition run. */
export function useEnterTransition(): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return entered;
}
