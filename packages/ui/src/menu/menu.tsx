import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { button } from '../button/button.css';
import { Icon, type IconName } from '../icon/icon';
import { iconButton } from '../icon-button/icon-button.css';
import { classNames } from '../styles/class-names';
import { popoverItem, popoverSurface } from '../styles/popover.css';
import { critical, itemIcon, menu, separator, triggerChevron } from './menu.css';

interface EntryBase {
  id: string;
  label: ReactNode;
  icon?: IconName;
}

/** An action (« Déconnexion »); `critical` for one that ends or removes something. */
export interface MenuAction extends EntryBase {
  type: 'action';
  onSelect: () => void;
  tone?: 'neutral' | 'critical';
}

/** A page to go to (« Mes commandes »); `render` takes the app's router link, as for `Link`. */
export interface MenuLink extends EntryBase {
  type: 'link';
  href: string;
  render?: Ariakit.RoleProps<'a'>['render'];
}

export interface MenuSeparator {
  type: 'separator';
  id: string;
}

export type MenuEntry = MenuAction | MenuLink | MenuSeparator;

export interface MenuProps {
  /** The button's words, or its name when only the icon shows (« Mon compte »). */
  label: string;
  items: MenuEntry[];
  icon?: IconName;
  /** `icon` in the header (the label becomes its accessible name); `text` where there is room for words. */
  trigger?: 'icon' | 'text';
}

function MenuEntryItem({ entry }: { entry: MenuEntry }) {
  if (entry.type === 'separator') return <Ariakit.MenuSeparator className={separator} />;
  const content = (
    <>
      {entry.icon && (
        <span className={itemIcon}>
          <Icon name={entry.icon} size="small" />
        </span>
      )}
      {entry.label}
    </>
  );
  if (entry.type === 'link') {
    return (
      <Ariakit.MenuItem
        render={<Ariakit.Role.a href={entry.href} render={entry.render} />}
        className={popoverItem}
      >
        {content}
      </Ariakit.MenuItem>
    );
  }
  return (
    <Ariakit.MenuItem
      onClick={entry.onSelect}
      className={classNames(popoverItem, entry.tone === 'critical' && critical)}
    >
      {content}
    </Ariakit.MenuItem>
  );
}

/**
 * A short list of actions and links behind one button: the user menu (account, orders, administration,
 * logout). Enter, Space or the down arrow opens it on the first item; Escape closes it and returns focus.
 */
export function Menu({ label, items, icon, trigger = 'text' }: MenuProps) {
  const triggerClass =
    trigger === 'icon'
      ? iconButton({ variant: 'ghost', size: 'medium' })
      : button({ variant: 'ghost', tone: 'neutral', size: 'medium', width: 'auto' });
  return (
    <Ariakit.MenuProvider>
      <Ariakit.MenuButton className={triggerClass} aria-label={trigger === 'icon' ? label : undefined}>
        {icon && <Icon name={icon} size={trigger === 'icon' ? 'medium' : 'small'} />}
        {trigger === 'text' && (
          <>
            {label}
            <span className={triggerChevron}>
              <Icon name="chevronDown" size="small" />
            </span>
          </>
        )}
      </Ariakit.MenuButton>
      <Ariakit.Menu gutter={6} unmountOnHide className={classNames(popoverSurface, menu)}>
        {items.map((entry) => (
          <MenuEntryItem key={entry.id} entry={entry} />
        ))}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}
