import type { AriaRole, ReactNode } from 'react';
import { Heading } from '../heading/heading';
import { Icon, type IconName } from '../icon/icon';
import { classNames } from '../styles/class-names';
import { Text } from '../text/text';
import type { Tone } from '../tokens/tone';
import { criticalRing, iconRing, root, text } from './state-panel.css';

export interface StatePanelProps {
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** Extra lines under the description (ErrorState's technical detail). */
  extra?: ReactNode;
  actions?: ReactNode;
  /** 1 when the state is the whole page (its title is the page's h1, at a page title's size). */
  headingLevel: 1 | 2 | 3;
  tone: Extract<Tone, 'neutral' | 'critical'>;
  role?: AriaRole;
}

/** The centred layout EmptyState and ErrorState share: an icon in a ring, a title, words, then actions. */
export function StatePanel({
  icon,
  title,
  description,
  extra,
  actions,
  headingLevel,
  tone,
  role,
}: StatePanelProps) {
  return (
    <div className={root} role={role}>
      <span className={classNames(iconRing, tone === 'critical' && criticalRing)}>
        <Icon name={icon} size="large" />
      </span>
      <div className={text}>
        <Heading level={headingLevel} size={headingLevel === 1 ? 'display2' : 'title'} align="center">
          {title}
        </Heading>
        {description && (
          <Text tone="secondary" align="center">
            {description}
          </Text>
        )}
        {extra}
      </div>
      {actions}
    </div>
  );
}
