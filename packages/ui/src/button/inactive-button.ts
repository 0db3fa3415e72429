import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * A disabled or busy button stays focusable (so keyboard and screen-reader users can find it and learn why): it
 * is `aria-disabled`, not `disabled`, and its press does nothing — not even a form's submit.
 */
export function inactiveButtonProps(
  inactive: boolean,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
) {
  return {
    'aria-disabled': inactive || undefined,
    onClick: inactive ? (event: MouseEvent) => event.preventDefault() : onClick,
  };
}
