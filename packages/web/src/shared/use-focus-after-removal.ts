import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus on the page when an item leaves a list (a cart line, a saved product): if the element
 * that had it left with the item, the focus goes to the list, or to `whenEmpty` once nothing is left.
 */
export function useFocusAfterRemoval(
  count: number,
  list: RefObject<HTMLElement | null>,
  whenEmpty: RefObject<HTMLElement | null>,
) {
  const previousCount = useRef(count);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (count < previousCount.current && lost) (count > 0 ? list : whenEmpty).current?.focus();
    previousCount.current = count;
  }, [count, list, whenEmpty]);
}
