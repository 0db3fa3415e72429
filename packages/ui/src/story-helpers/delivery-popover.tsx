import * as Ariakit from '@ariakit/react';
import { type ReactElement, useRef } from 'react';
import { Link } from '../link/link';
import { Stack } from '../stack/stack';
import { popoverSurface } from '../styles/popover.css';
import { Text } from '../text/text';

interface DeliveryPopoverProps {
  /** The button that stands for it before its code is there, now Ariakit's own disclosure. */
  trigger: ReactElement;
  /** Enter or Space opened it: focus goes to its link, as the keyboard expects; a click focuses the popover. */
  keyboard: boolean;
}

/**
 * The popup of the LazyPopup stories, loaded with `import()` as a real one is: a popover open from the start, with
 * its own disclosure. Stories only.
 */
export default function DeliveryPopover({ trigger, keyboard }: DeliveryPopoverProps) {
  const surface = useRef<HTMLDivElement>(null);
  return (
    <Ariakit.PopoverProvider defaultOpen>
      <Ariakit.PopoverDisclosure render={trigger} />
      <Ariakit.Popover
        ref={surface}
        gutter={6}
        unmountOnHide
        initialFocus={keyboard ? undefined : surface}
        aria-label="Livraison"
        className={popoverSurface}
      >
        <Stack space="small">
          <Text size="small" tone="secondary">
            Offerte dès 150 €, sinon 7,90 €.
          </Text>
          <Link href="/faq" variant="standalone">
            Questions fréquentes
          </Link>
        </Stack>
      </Ariakit.Popover>
    </Ariakit.PopoverProvider>
  );
}
