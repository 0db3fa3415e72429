import { useId } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { Swatch } from '../swatch/swatch';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { disc, group, input, more as moreStyle, option, swatches } from './colour-swatches.css';

export interface ColourSwatchOption {
  value: string;
  /** The colour's name, read by screen readers (« Noir »). */
  label: string;
  /** As CSS writes it; none for a colour the app cannot draw (a crossed disc). */
  colour?: string;
}

export interface ColourSwatchesProps {
  /** Names the group (« Couleurs de Robe portefeuille en soie »): read, not shown. */
  label: string;
  options: ColourSwatchOption[];
  /** The chosen colour; none until the shopper chooses. */
  value?: string;
  onChange: (value: string) => void;
  /** The colour the pointer is over, then undefined when it leaves: a card shows its photo meanwhile. */
  onPoint?: (value: string | undefined) => void;
  /** After the discs: how many more colours there are (« +3 », with its words for screen readers). */
  more?: { shown: string; read: string };
}

/**
 * A product's colours as small discs (a card's): native radio buttons sharing a name, so Tab enters the group once
 * and the arrow keys move and choose. Each is a 28 px target around its disc; the chosen one is ringed.
 */
export function ColourSwatches({ label, options, value, onChange, onPoint, more }: ColourSwatchesProps) {
  const name = useId();
  return (
    <fieldset className={group} onPointerLeave={() => onPoint?.(undefined)}>
      <legend className={visuallyHidden}>{label}</legend>
      <div className={swatches}>
        {options.map((choice) => (
          <label key={choice.value} className={option} onPointerEnter={() => onPoint?.(choice.value)}>
            <input
              className={input}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className={disc}>
              <Swatch colour={choice.colour} />
            </span>
            <VisuallyHidden>{choice.label}</VisuallyHidden>
          </label>
        ))}
        {more && (
          <span className={moreStyle}>
            <span aria-hidden>{more.shown}</span>
            <VisuallyHidden>{more.read}</VisuallyHidden>
          </span>
        )}
      </div>
    </fieldset>
  );
}
