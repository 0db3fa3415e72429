import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { panel, tab, tabList, tooltip } from './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Why a disabled tab is out of reach (« Accès Restreint »): shown on hover and focus, and read with the tab. */
  disabledReason?: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the row of tabs for screen readers (« Guide des tailles »). */
  label: string;
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

const reasonId = (item: TabItem) => `${item.id}-reason`;

/** The tooltip shows the reason to sighted users; a hidden copy is the tab's description for everyone else. */
function DisabledTab({ item }: { item: TabItem }) {
  return (
    <Ariakit.TooltipProvider>
      <Ariakit.TooltipAnchor
        render={<Ariakit.Tab id={item.id} disabled accessibleWhenDisabled className={tab} />}
        aria-describedby={reasonId(item)}
      >
        {item.label}
        <Icon name="lock" size="small" />
      </Ariakit.TooltipAnchor>
      <Ariakit.Tooltip className={tooltip} gutter={6} aria-hidden>
        {item.disabledReason}
      </Ariakit.Tooltip>
    </Ariakit.TooltipProvider>
  );
}

/**
 * Views of one subject, one at a time (sizes for women, men and children; the admin's sections). The arrow keys
 * move between tabs; a disabled tab stays reachable so that it can say why it is closed.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  return (
    <Ariakit.TabProvider
      selectedId={selectedId}
      defaultSelectedId={defaultSelectedId}
      setSelectedId={(id) => id && onSelect?.(id)}
    >
      <Ariakit.TabList className={tabList} aria-label={label}>
        {tabs.map((item) =>
          item.disabled && item.disabledReason ? (
            <DisabledTab key={item.id} item={item} />
          ) : (
            <Ariakit.Tab key={item.id} id={item.id} disabled={item.disabled} className={tab}>
              {item.label}
            </Ariakit.Tab>
          ),
        )}
      </Ariakit.TabList>
      {tabs
        .filter((item) => item.disabled && item.disabledReason)
        .map((item) => (
          <span key={item.id} id={reasonId(item)} hidden>
            {item.disabledReason}
          </span>
        ))}
      {tabs.map((item) => (
        <Ariakit.TabPanel key={item.id} tabId={item.id} className={panel}>
          {item.content}
        </Ariakit.TabPanel>
      ))}
    </Ariakit.TabProvider>
  );
}
