import type { MouseEventHandler } from 'react';
import { inactiveButtonProps } from '../button/inactive-button';
import type { Tone } from '../tokens/tone';
import { iconButton } from './icon-button.css';
import { IconButtonContent, type IconButtonContentProps } from './icon-button-content';

export interface IconButtonProps extends IconButtonContentProps {
  /** Required: the button has no visible text, so this is its only name (« Ajouter aux favoris »). */
  label: string;
  /** `ghost` in headers and toolbars; `secondary` on images (a solid disc keeps it legible); `primary` to stand out. */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** `inverse` on dark surfaces (the promo banner, a dark header). */
  tone?: Extract<Tone, 'neutral' | 'inverse'>;
  /** A toggle (wishlist heart, grid or list view): pass its state and it is announced as pressed or not. */
  pressed?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/** An action shown as an icon alone. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'medium',
  count,
  pressed,
  disabled = false,
  type = 'button',
  onClick,
  ...aria
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={iconButton({ variant, tone, size })}
      aria-label={label}
      aria-pressed={pressed}
      {...inactiveButtonProps(disabled, onClick)}
      {...aria}
    >
      <IconButtonContent icon={icon} size={size} count={count} />
    </button>
  );
}
