import { IconButton } from '@aurele/ui';
import { gridViewLabel, listViewLabel, viewLabel } from './messages';
import * as styles from './shop-page.css';

export type ShopView = 'grid' | 'list';

interface ViewToggleProps {
  view: ShopView;
  onChange: (view: ShopView) => void;
}

/** Grid or list: two toggle buttons, the shown view pressed. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    // Two toggles that belong together, outside any form: a named group, as a toolbar would have.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="group" aria-label={viewLabel} className={styles.viewToggle}>
      <IconButton
        icon="grid"
        label={gridViewLabel}
        pressed={view === 'grid'}
        onClick={() => onChange('grid')}
      />
      <IconButton
        icon="list"
        label={listViewLabel}
        pressed={view === 'list'}
        onClick={() => onChange('list')}
      />
    </div>
  );
}
