import { IconButton } from '../icon-button/icon-button';
import { stepButton } from './step-buttons.css';

export interface StepButtonsProps {
  /** The buttons' names (« Image précédente », « Image suivante »). */
  previousLabel: string;
  nextLabel: string;
  /** -1 for the previous picture, 1 for the next. */
  onStep: (direction: -1 | 1) => void;
  /** `small` inside a picture on the page (the carousel); `screen` on a full-screen picture, wider on a desktop. */
  inset?: 'small' | 'screen';
}

/**
 * The previous and next buttons over a picture, halfway down its sides: the carousel's and the image viewer's.
 * Their parent is the positioned frame they float in.
 */
export function StepButtons({ previousLabel, nextLabel, onStep, inset = 'small' }: StepButtonsProps) {
  return (
    <>
      <span className={stepButton({ side: 'previous', inset })}>
        <IconButton variant="secondary" icon="chevronLeft" label={previousLabel} onClick={() => onStep(-1)} />
      </span>
      <span className={stepButton({ side: 'next', inset })}>
        <IconButton variant="secondary" icon="chevronRight" label={nextLabel} onClick={() => onStep(1)} />
      </span>
    </>
  );
}
