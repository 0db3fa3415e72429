import type { FocusEventHandler, MouseEventHandler, PointerEventHandler, Ref } from 'react';
import type { Tone } from '../tokens/tone';
import { button } from './button.css';
import { ButtonContent, type ButtonContentProps } from './button-content';
import { inactiveButtonProps } from './inactive-button';

export interface ButtonProps extends ButtonContentProps {
  /**
   * `primary`: the one main action of a view; `secondary`: its alternative; `ghost`: quiet actions; `link`: an action
   * that reads as text.
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** `brand` by default; `neutral` for ink-black actions in forms; `critical` for what removes or destroys. */
  tone?: Extract<Tone, 'brand' | 'neutral' | 'critical'>;
  /** `medium` (44 px, the touch size) almost everywhere; `small` in dense rows; `large` for a hero's call to action. */
  size?: 'small' | 'medium' | 'large';
  /** `full` fills its container: forms, the cart summary, narrow screens. */
  width?: 'auto' | 'full';
  /** Lets a long label take two lines where room is short (a card two to a row on a phone); one line by default. */
  wrap?: boolean;
  /** Makes it a toggle (aria-pressed) and shows when it is on: « Ajouter aux favoris », a filter. */
  pressed?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** The id of the form a submit button outside it sends (a sticky bar's). */
  form?: string;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** A button that opens a popup (quick add's picker), which may render it as its own disclosure. */
  'aria-haspopup'?: 'dialog' | 'listbox' | 'menu';
  onPointerEnter?: PointerEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action. `primary` for the one main action of a view (« Ajouter au panier »), `secondary` beside it,
 * `ghost` for quiet actions in toolbars and lists, `link` for an action that reads as text. Disabled and loading
 * buttons stay focusable, so keyboard and screen-reader users can still find them and learn why.
 */
export function Button({
  variant = 'primary',
  tone = 'brand',
  size = 'medium',
  width = 'auto',
  wrap = false,
  pressed,
  type = 'button',
  disabled = false,
  loading = false,
  icon,
  iconPosition,
  children,
  onClick,
  ...aria
}: ButtonProps) {
  return (
    <button
      type={type}
      className={button({ tone, variant, size, width, wrap })}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      {...inactiveButtonProps(disabled || loading, onClick)}
      {...aria}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}
