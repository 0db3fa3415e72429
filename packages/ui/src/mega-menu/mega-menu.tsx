import { lazy, type ReactNode } from 'react';
import { Anchor, type LinkRender } from '../anchor/anchor';
import { button } from '../button/button.css';
import { Icon } from '../icon/icon';
import { LazyPopup } from '../lazy-popup/lazy-popup';
import { chevron } from './mega-menu.css';

export interface MegaMenuLink {
  id: string;
  label: ReactNode;
  href: string;
  /** The app's router link, as for `Link`. */
  render?: LinkRender;
}

export interface MegaMenuColumn {
  id: string;
  title: ReactNode;
  links: MegaMenuLink[];
}

export interface MegaMenuProps {
  /** The button's words (« Explorer »). */
  label: string;
  columns: MegaMenuColumn[];
  /** An editorial tile after the columns (an image and a line about the season). */
  feature?: ReactNode;
  /**
   * While the menu cannot open (the app's scripts have not run yet), the trigger is a link there, dressed the
   * same: a press is never lost. `render` is the app's router link.
   */
  fallback?: { href: string; render?: LinkRender };
}

const trigger = button({ variant: 'ghost', tone: 'neutral', size: 'medium', width: 'auto' });

const loadPopover = () => import('./mega-menu-popover');
const MegaMenuPopover = lazy(loadPopover);

/**
 * The header's wide panel of links, by universe. It opens on click, Enter or Space and moves focus to its first
 * link; Tab walks the links; Escape, a click outside or choosing a link closes it, and focus returns to the button.
 * Its code downloads when first wanted (LazyPopup).
 */
export function MegaMenu({ label, columns, feature, fallback }: MegaMenuProps) {
  const words = (
    <>
      {label}
      <span className={chevron}>
        <Icon name="chevronDown" size="small" />
      </span>
    </>
  );
  if (fallback) {
    return (
      <Anchor href={fallback.href} render={fallback.render} className={trigger}>
        {words}
      </Anchor>
    );
  }
  return (
    <LazyPopup
      preload={loadPopover}
      trigger={(handlers) => (
        <button type="button" className={trigger} aria-haspopup="dialog" aria-expanded={false} {...handlers}>
          {words}
        </button>
      )}
      popup={() => (
        <MegaMenuPopover
          label={label}
          columns={columns}
          feature={feature}
          triggerClassName={trigger}
          triggerContent={words}
        />
      )}
    />
  );
}
