import { type ReactNode, useId, useState } from 'react';
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

/**
 * A section that opens in place: one question of an FAQ, the details of a product. The title is a button that
 * says whether it is open (`aria-expanded`); Enter or Space toggles it. A closed section stays in the page,
 * hidden, so its answer is already there when it opens.
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  open,
  onOpenChange,
  defaultOpen = false,
}: DisclosureProps) {
  const Heading = `h${headingLevel}` as const;
  const contentId = useId();
  const [openHere, setOpenHere] = useState(defaultOpen);
  const shown = open ?? openHere;
  const toggle = () => {
    setOpenHere(!shown);
    onOpenChange?.(!shown);
  };
  return (
    <div className={item}>
      <Heading className={heading}>
        <button
          type="button"
          className={trigger}
          aria-expanded={shown}
          aria-controls={contentId}
          onClick={toggle}
        >
          {title}
          <span className={chevron}>
            <Icon name="chevronDown" size="small" />
          </span>
        </button>
      </Heading>
      <div id={contentId} className={content} hidden={!shown}>
        {children}
      </div>
    </div>
  );
}
