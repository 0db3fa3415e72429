import { Button, Price, Text } from '@aurele/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PriceTag } from '../../domain/product';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import { stickyBar } from './messages';
import * as styles from './sticky-add-bar.css';

interface StickyAddBarProps {
  /** The panel's actions: the bar shows once they have scrolled up out of view. */
  watched: RefObject<HTMLElement | null>;
  /** The panel's form, which the bar's button submits: one add, one place that decides it. */
  formId: string;
  price: PriceTag;
  /** The size chosen, or undefined while it is not (the button then says so). */
  size: string | undefined;
  /** The button's words, the panel's own (« Ajouter au panier » or « Choisissez une taille »). */
  action: string;
  disabled: boolean;
}

/** The height the chat launcher rises by while the bar shows. */
const heightProperty = '--bottom-bar-height';

/**
 * On a phone, once the panel's « Ajouter au panier » has scrolled up out of view, a bar at the bottom keeps the
 * price, the size and the button at hand (issue 27, point 6); scrolled back to the panel, it goes. Drawn only once
 * the app runs: before, there is nothing to watch the scroll with, and the panel is the form.
 */
export function StickyAddBar({ watched, formId, price, size, action, disabled }: StickyAddBarProps) {
  const [shown, setShown] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = watched.current;
    if (!target) return;
    // The scroll, not an IntersectionObserver: a jump (an anchor, « fin ») can take the panel from below the
    // screen to above it without ever crossing it, and an observer then says nothing.
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Above the screen only: below it, the shopper has not reached the panel yet.
      setShown(target.getBoundingClientRect().bottom < 0);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [watched]);
  useEffect(() => {
    const root = document.documentElement.style;
    if (shown && barRef.current) root.setProperty(heightProperty, `${barRef.current.offsetHeight}px`);
    return () => {
      root.removeProperty(heightProperty);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section ref={barRef} aria-label={stickyBar.label} className={styles.bar}>
      <div className={styles.summary}>
        <Price {...shownPrice(price, price.currency, price.currency_info)} />
        <Text size="small" tone="secondary">
          {size ? stickyBar.size(size) : stickyBar.noSize}
        </Text>
      </div>
      <Button type="submit" form={formId} icon="bag" disabled={disabled}>
        {action}
      </Button>
    </section>
  );
}
