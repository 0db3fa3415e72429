import { cloneElement, type KeyboardEvent, lazy, type ReactNode } from 'react';
import type { LinkRender } from '../anchor/anchor';
import { button } from '../button/button.css';
import { Icon, type IconName } from '../icon/icon';
import { iconButton } from '../icon-button/icon-button.css';
import { LazyPopup } from '../lazy-popup/lazy-popup';
import type { Tone } from '../tokens/tone';
import { triggerChevron } from './menu.css';

interface EntryBase {
  id: string;
  label: ReactNode;
  icon?: IconName;
}

/** An action (« Déconnexion »); `critical` for one that ends or removes something. */
export interface MenuAction extends EntryBase {
  type: 'action';
  onSelect: () => void;
  tone?: Extract<Tone, 'neutral' | 'critical'>;
}

/** A page to go to (« Mes commandes »); `render` takes the app's router link, as for `Link`. */
export interface MenuLink extends EntryBase {
  type: 'link';
  href: string;
  render?: LinkRender;
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

const loadPopup = () => import('./menu-popup');
const MenuPopup = lazy(loadPopup);

/**
 * A short list of actions and links behind one button: the user menu (account, orders, administration,
 * logout). Enter, Space or the down arrow opens it on the first item; Escape closes it and returns focus. Its code
 * downloads when first wanted (LazyPopup).
 */
export function Menu({ label, items, icon, trigger = 'text' }: MenuProps) {
  const triggerClass =
    trigger === 'icon'
      ? iconButton({ variant: 'ghost', size: 'medium' })
      : button({ variant: 'ghost', tone: 'neutral', size: 'medium', width: 'auto' });
  const content = (
    <>
      {icon && <Icon name={icon} size={trigger === 'icon' ? 'medium' : 'small'} />}
      {trigger === 'text' && (
        <>
          {label}
          <span className={triggerChevron}>
            <Icon name="chevronDown" size="small" />
          </span>
        </>
      )}
    </>
  );
  const menuButton = (
    <button type="button" className={triggerClass} aria-label={trigger === 'icon' ? label : undefined}>
      {content}
    </button>
  );
  return (
    <LazyPopup
      preload={loadPopup}
      trigger={(handlers, open) =>
        cloneElement(menuButton, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            open({ keyboard: true });
          },
          ...handlers,
        })
      }
      popup={({ keyboard }) => <MenuPopup items={items} keyboard={keyboard} trigger={menuButton} />}
    />
  );
}
