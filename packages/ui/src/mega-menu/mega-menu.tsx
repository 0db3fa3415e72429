import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { button } from '../button/button.css';
import { Icon } from '../icon/icon';
import { link } from '../link/link.css';
import { classNames } from '../styles/class-names';
import { popoverSurface } from '../styles/popover.css';
import { chevron, columnTitle, layout, links, linkText, panel } from './mega-menu.css';

export interface MegaMenuLink {
  id: string;
  label: ReactNode;
  href: string;
  /** The app's router link, as for `Link`. */
  render?: Ariakit.RoleProps<'a'>['render'];
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
  fallback?: { href: string; render?: Ariakit.RoleProps<'a'>['render'] };
}

const trigger = button({ variant: 'ghost', tone: 'neutral', size: 'medium', width: 'auto' });

/**
 * The header's wide panel of links, by universe. It opens on click, Enter or Space and moves focus to its first
 * link; Tab walks the links; Escape, a click outside or choosing a link closes it, and focus returns to the button.
 */
export function MegaMenu({ label, columns, feature, fallback }: MegaMenuProps) {
  const popover = Ariakit.usePopoverStore();
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
      <Ariakit.Role.a href={fallback.href} render={fallback.render} className={trigger}>
        {words}
      </Ariakit.Role.a>
    );
  }
  return (
    <Ariakit.PopoverProvider store={popover}>
      <Ariakit.PopoverDisclosure className={trigger}>{words}</Ariakit.PopoverDisclosure>
      <Ariakit.Popover
        gutter={8}
        unmountOnHide
        aria-label={label}
        className={classNames(popoverSurface, panel)}
      >
        <div className={layout}>
          {columns.map((column) => (
            <nav key={column.id} aria-labelledby={`${column.id}-title`}>
              <p id={`${column.id}-title`} className={columnTitle}>
                {column.title}
              </p>
              <ul className={links}>
                {column.links.map((item) => (
                  <li key={item.id}>
                    <Ariakit.Role.a
                      href={item.href}
                      render={item.render}
                      className={link({ variant: 'quiet', tone: 'neutral' })}
                      onClick={() => popover.hide()}
                    >
                      <span className={linkText}>{item.label}</span>
                    </Ariakit.Role.a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {feature}
        </div>
      </Ariakit.Popover>
    </Ariakit.PopoverProvider>
  );
}
