import { type ReactNode, useRef, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../styles/class-names';
import { useRuntimeStyle } from '../styles/use-runtime-style';
import { control, group, item, loopCopy, root, track, viewport } from './marquee.css';

export interface MarqueeProps {
  /** The messages, in order (« Livraison offerte dès 150 € », …). */
  messages: ReactNode[];
  /** Names the banner (« Offres du moment »). */
  label: string;
  /** Seconds for one full loop; the shop's promo banner takes 25. */
  duration?: number;
  /** The pause button's names while moving and while paused (« Mettre en pause », « Reprendre »). */
  pauseLabel: string;
  playLabel: string;
}

/**
 * The promo banner: messages that travel in a loop. It holds still under the pointer or the focus, has a pause
 * button (moving text must be stoppable), and does not move at all when less motion is asked for. Screen readers
 * read the list once; the copy that closes the loop is hidden from them.
 */
export function Marquee({ messages, label, duration = 25, pauseLabel, playLabel }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  useRuntimeStyle(trackRef, { animationDuration: `${duration}s` });
  // Held still while the pointer or the focus is on it, so it can be read.
  const [held, setHeld] = useState(false);
  const hold = (still: boolean) => () => setHeld(still);
  const list = (hidden: boolean) => (
    <ul className={classNames(group, hidden && loopCopy)} aria-hidden={hidden || undefined}>
      {messages.map((message, position) => (
        // Messages are fixed for the banner's life; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={position} className={item}>
          {message}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      className={root}
      aria-label={label}
      data-still={paused || held || undefined}
      onPointerEnter={hold(true)}
      onPointerLeave={hold(false)}
      onFocus={hold(true)}
      onBlur={hold(false)}
    >
      <div className={viewport}>
        <div className={track} ref={trackRef}>
          {list(false)}
          {list(true)}
        </div>
      </div>
      <span className={control}>
        <IconButton
          size="small"
          tone="inverse"
          icon={paused ? 'play' : 'pause'}
          label={paused ? playLabel : pauseLabel}
          onClick={() => setPaused(!paused)}
        />
      </span>
    </section>
  );
}
