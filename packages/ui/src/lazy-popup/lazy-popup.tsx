import { type MouseEvent, type ReactElement, type ReactNode, Suspense, useState } from 'react';

/** What the plain trigger does before the popup's code is there. */
export interface PlainTriggerHandlers {
  onClick: (event: MouseEvent) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface LazyPopupProps {
  /** Starts downloading the popup's code (the same `import()` its `lazy` component makes). */
  preload: () => unknown;
  /**
   * A plain `<button>` dressed and named as the popup's own trigger, given these handlers, and `open` for another
   * way to open it (a menu's down arrow).
   */
  trigger: (handlers: PlainTriggerHandlers, open: (opening: Opening) => void) => ReactElement;
  /** The popup, already open, with its own trigger; `keyboard` when Enter or Space opened it. */
  popup: (opening: Opening) => ReactNode;
}

export interface Opening {
  keyboard: boolean;
}

/**
 * A popup whose code downloads when it is first wanted (the header's menus: no page needs them to draw). Until
 * then a plain button stands in for its trigger; pointing at it or focusing it starts the download, and a press
 * renders the popup open — it moves focus in, as when opened the usual way — as soon as its code is there, the
 * plain button standing in meanwhile. Neither the press nor the focus is lost.
 */
export function LazyPopup({ preload, trigger, popup }: LazyPopupProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const plain = trigger(
    {
      // A click from Enter or Space has no pointer position: `detail` counts pointer clicks only.
      onClick: (event) => setOpening({ keyboard: event.detail === 0 }),
      onPointerEnter: preload,
      onFocus: preload,
    },
    setOpening,
  );
  if (!opening) return plain;
  return <Suspense fallback={plain}>{popup(opening)}</Suspense>;
}
