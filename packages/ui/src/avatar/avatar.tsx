import { avatar } from './avatar.css';
import { initials } from './initials';

export interface AvatarProps {
  /** The person's name or nickname: the image's text alternative, and the initials when there is no photo. */
  name: string;
  /** A photo; without it, the initials show. */
  src?: string;
  /** `small` in the header menu, `medium` in lists, `large` on the account page. */
  size?: 'small' | 'medium' | 'large';
  /** When the name is written right beside it, the avatar stays silent so it is not read twice. */
  decorative?: boolean;
}

/** A person's photo, or their initials on a soft brand disc. */
export function Avatar({ name, src, size = 'medium', decorative = false }: AvatarProps) {
  if (src) return <img className={avatar({ size })} src={src} alt={decorative ? '' : name} />;
  if (decorative) {
    return (
      <span className={avatar({ size })} aria-hidden>
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={avatar({ size })} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
