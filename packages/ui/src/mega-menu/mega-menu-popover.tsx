import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { link } from '../link/link.css';
import { classNames } from '../styles/class-names';
import { popoverSurface } from '../styles/popover.css';
import type { MegaMenuProps } from './mega-menu';
import { columnTitle, layout, links, linkText, panel } from './mega-menu.css';

interface MegaMenuPopoverProps extends Pick<MegaMenuProps, 'label' | 'columns' | 'feature'> {
  triggerClassName: string;
  triggerContent: ReactNode;
}

/** The mega menu once wanted: its trigger and its panel, open from the start (see LazyPopup). */
export default function MegaMenuPopover({
  label,
  columns,
  feature,
  triggerClassName,
  triggerContent,
}: MegaMenuPopoverProps) {
  const popover = Ariakit.usePopoverStore({ defaultOpen: true });
  return (
    <Ariakit.PopoverProvider store={popover}>
      <Ariakit.PopoverDisclosure className={triggerClassName}>{triggerContent}</Ariakit.PopoverDisclosure>
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
