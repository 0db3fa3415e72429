import { Button, type ButtonProps } from '@aurele/ui';
import type { ReactNode } from 'react';
import { comingSoon } from '../../app/messages';
import { ToasterActor } from '../../app/state/app-actors';
import { adminMessages } from './messages';

export interface AdminActionProps {
  children: ReactNode;
  icon?: ButtonProps['icon'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A dashboard action: none exists yet, so each says « Bientôt disponible ! » (SPEC §8). */
export function AdminAction({ children, icon, variant = 'secondary', size = 'small' }: AdminActionProps) {
  const toaster = ToasterActor.useActorRef();
  const show = () =>
    toaster.send({
      type: 'toaster.show',
      notice: { tone: 'info', title: comingSoon, description: adminMessages.comingSoonDetail },
    });
  return (
    <Button variant={variant} size={size} tone="neutral" icon={icon} onClick={show}>
      {children}
    </Button>
  );
}
