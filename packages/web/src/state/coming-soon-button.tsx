import { Button, type ButtonProps } from '@aurele/ui';
import type { ReactNode } from 'react';
import { comingSoon } from '../shared/messages';
import { useShowNotice } from './use-show-notice';

export interface ComingSoonButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'tone' | 'icon'> {
  children: ReactNode;
  /** The sentence under the notice's title: what will come. */
  detail: string;
}

/**
 * A button whose feature does not exist yet (docs/product/errors.md): it says so with the « Bientôt disponible ! »
 * notice.
 */
export function ComingSoonButton({
  children,
  detail,
  variant = 'secondary',
  ...look
}: ComingSoonButtonProps) {
  const showNotice = useShowNotice();
  const show = () => showNotice({ tone: 'info', title: comingSoon, description: detail });
  return (
    <Button variant={variant} {...look} onClick={show}>
      {children}
    </Button>
  );
}
