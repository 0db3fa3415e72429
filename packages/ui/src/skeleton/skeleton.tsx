import { useRef } from 'react';
import { classNames } from '../styles/class-names';
import { useRuntimeStyle } from '../styles/use-runtime-style';
import { lastLine, lines as linesStyle, skeleton } from './skeleton.css';

export interface SkeletonProps {
  /** `text` for lines of copy, `block` for images and cards, `circle` for avatars. */
  shape?: 'text' | 'block' | 'circle';
  /** For `text`: how many lines; the last one is shorter, like a paragraph. */
  lines?: number;
  /** Any CSS length; blocks usually take `aspectRatio` instead of a height. */
  width?: string;
  height?: string;
  /** Keeps the final content's proportions (`3 / 4` for product images), so nothing shifts when it arrives. */
  aspectRatio?: string;
}

/**
 * The shape of content that is loading. It is silent for screen readers: mark the region that waits with
 * `aria-busy` and announce the wait once (a Spinner's label does).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, aspectRatio }: SkeletonProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const single = shape !== 'text' || lines === 1;
  useRuntimeStyle(ref, single ? { width, height, aspectRatio } : { width });
  if (single) {
    return <span ref={ref} className={skeleton({ shape })} aria-hidden />;
  }
  return (
    <span ref={ref} className={linesStyle} aria-hidden>
      {Array.from({ length: lines }, (_, line) => (
        // Lines are identical placeholders that never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={line} className={classNames(skeleton({ shape }), line === lines - 1 && lastLine)} />
      ))}
    </span>
  );
}
