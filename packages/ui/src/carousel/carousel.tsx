import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { StepButtons } from '../step-buttons/step-buttons';
import { useRuntimeStyle } from '../styles/use-runtime-style';
import { dot, dots, root, slide, track, viewport } from './carousel.css';
import { useSwipe } from './use-swipe';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel (« Images du produit »). */
  label: string;
  slides: CarouselSlide[];
  /** The arrow buttons' names (« Image précédente », « Image suivante »). */
  previousLabel: string;
  nextLabel: string;
  /** Names each slide and its dot: `(2, 5) => 'Image 2 sur 5'`. */
  slideLabel: (position: number, total: number) => string;
  /** Controlled: the product page switches the image when a variant is chosen. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * One slide at a time: the product page's images. Arrows and dots move it, and it wraps around at both ends;
 * swipe on touch screens; the arrow keys work while focus is inside. Only the shown slide can be reached by
 * keyboard, and it slides without motion when less motion is asked for.
 */
export function Carousel({
  label,
  slides,
  previousLabel,
  nextLabel,
  slideLabel,
  index,
  defaultIndex = 0,
  onIndexChange,
}: CarouselProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = index ?? ownIndex;
  const trackRef = useRef<HTMLDivElement>(null);
  useRuntimeStyle(trackRef, { transform: `translateX(${-100 * current}%)` });
  const total = slides.length;
  const go = (target: number) => {
    const wrapped = ((target % total) + total) % total;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const swipe = useSwipe((direction) => go(current + direction));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={root} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={viewport} {...swipe}>
        <div className={track} ref={trackRef} aria-live="polite">
          {slides.map((item, position) => (
            // The carousel pattern names each slide as a group; a fieldset is for form controls.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={item.id}
              className={slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(position + 1, total)}
              inert={position !== current}
            >
              {item.content}
            </div>
          ))}
        </div>
        {total > 1 && (
          <StepButtons
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            onStep={(direction) => go(current + direction)}
          />
        )}
      </div>
      {total > 1 && (
        <div className={dots}>
          {slides.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={dot}
              aria-label={slideLabel(position + 1, total)}
              aria-current={position === current}
              onClick={() => go(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
