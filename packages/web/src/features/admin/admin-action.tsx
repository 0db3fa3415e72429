import type { ButtonProps } from '@aurele/ui';
import type { ReactNode } from 'react';
import { ComingSoonButton } from '../../state/coming-soon-button';
import { adminMessages } from './messages';

export interface AdminActionProps {
  children: ReactNode;
  icon?: ButtonProps['icon'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A dashboard action: none exists yet, so each says « Bientôt disponible ! » (docs/product/errors.md). */
export function AdminAction({ size = 'small', ...props }: AdminActionProps) {
  return <ComingSoonButton detail={adminMessages.comingSoonDetail} size={size} tone="neutral" {...props} />;
}
