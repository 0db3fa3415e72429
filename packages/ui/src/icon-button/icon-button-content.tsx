import { CountBadge } from '../count-badge/count-badge';
import { Icon, type IconName } from '../icon/icon';
import { countSlot } from './icon-button.css';

export interface IconButtonContentProps {
  icon: IconName;
  size?: 'small' | 'medium' | 'large';
  /** A number on the icon (cart, wishlist). Include it in `label` too: the badge itself is silent. */
  count?: number;
}

/** The icon and its optional count, shared by IconButton and IconLink. */
export function IconButtonContent({ icon, size = 'medium', count }: IconButtonContentProps) {
  return (
    <>
      <Icon name={icon} size={size} />
      {count !== undefined && (
        <span className={countSlot}>
          <CountBadge count={count} />
        </span>
      )}
    </>
  );
}
