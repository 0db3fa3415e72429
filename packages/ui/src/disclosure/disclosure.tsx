import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { chevron, content, heading, item, trigger } from './disclosure.css';

export interface DisclosureProps {
  /** The question or the section's name; the whole line toggles. */
  title: ReactNode;
  children: ReactNode;
  /** The heading level the title sits at, so the page outline stays right (an FAQ under an h2 uses 3). */
  headingLevel?: 2 | 3 | 4;
  /** Controlled: pass both `open` and `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
}

/** A section that opens in place: one question of an FAQ, the details of a product. Enter or Space toggles it. */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  open,
  onOpenChange,
  defaultOpen,
}: DisclosureProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Ariakit.DisclosureProvider open={open} setOpen={onOpenChange} defaultOpen={defaultOpen}>
      <div className={item}>
        <Heading className={heading}>
          <Ariakit.Disclosure className={trigger}>
            {title}
            <span className={chevron}>
              <Icon name="chevronDown" size="small" />
            </span>
          </Ariakit.Disclosure>
        </Heading>
        <Ariakit.DisclosureContent className={content}>{children}</Ariakit.DisclosureContent>
      </div>
    </Ariakit.DisclosureProvider>
  );
}
