import * as Ariakit from '@ariakit/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { Icon } from '../icon/icon';
import { classNames } from '../styles/class-names';
import { popoverItem, popoverSurface } from '../styles/popover.css';
import type { MenuEntry, MenuProps } from './menu';
import { critical, itemIcon, menu, separator } from './menu.css';

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

interface MenuPopupProps extends Pick<MenuProps, 'items'> {
  /** Enter or Space opened it: focus goes to the first item, as Ariakit does for its own button. */
  keyboard: boolean;
  trigger: ReactElement;
}

/** The menu once wanted: its button and its list, open from the start (see LazyPopup). */
export default function MenuPopup({ items, keyboard, trigger }: MenuPopupProps) {
  const store = Ariakit.useMenuStore({ defaultOpen: true });
  // What Ariakit's own button does when it opens the menu: focus moves in, to the first item from the keyboard.
  useLayoutEffect(() => {
    store.setAutoFocusOnShow(true);
    store.setInitialFocus(keyboard ? 'first' : 'container');
  }, [store, keyboard]);
  return (
    <Ariakit.MenuProvider store={store}>
      <Ariakit.MenuButton render={trigger} />
      <Ariakit.Menu gutter={6} unmountOnHide className={classNames(popoverSurface, menu)}>
        {items.map((entry) => (
          <MenuEntryItem key={entry.id} entry={entry} />
        ))}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}
