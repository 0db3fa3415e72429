import { icon } from './icon.css';
import { type IconName, iconPaths } from './icon-paths';

export type { IconName };

export interface IconProps {
  name: IconName;
  /** `small` (16 px) inside buttons and badges, `medium` (20 px) in toolbars, `large` (24 px) on its own. */
  size?: 'small' | 'medium' | 'large';
  /** Name the icon only when it carries meaning on its own; beside a text label it stays silent. */
  label?: string;
}

/** An inline SVG icon in the current text colour. */
export function Icon({ name, size = 'medium', label }: IconProps) {
  return (
    <svg
      className={icon({ size })}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {iconPaths[name]}
    </svg>
  );
}
