import { Button, type ButtonProps } from '@aurele/ui';
import { comingSoon } from '../app/messages';
import { ToasterActor } from '../app/state/app-actors';

export interface ComingSoonButtonProps {
  children: string;
  /** The sentence under the notice's title: what will come. */
  detail: string;
  variant?: ButtonProps['variant'];
}

/** A button whose feature does not exist yet (SPEC §8): it says so with the « Bientôt disponible ! » notice. */
export function ComingSoonButton({ children, detail, variant = 'secondary' }: ComingSoonButtonProps) {
  const toaster = ToasterActor.useActorRef();
  const show = () =>
    toaster.send({
      type: 'toaster.show',
      notice: { tone: 'info', title: comingSoon, description: detail },
    });
  return (
    <Button variant={variant} onClick={show}>
      {children}
    </Button>
  );
}
