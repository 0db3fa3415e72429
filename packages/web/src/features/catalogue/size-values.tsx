import { CheckboxList, type CheckboxListProps } from '@aurele/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { pinnedValues, splitFacetValues } from './facet-values-split';
import { fewerValues, moreSizes } from './messages';
import * as styles from './size-values.css';

/**
 * The sizes, which a large store counts by dozens: the first ones in view, the rest behind « Afficher N tailles
 * de plus », the shopper's choices always in view. A native disclosure: before the app runs it opens too, and the
 * form sends what is ticked inside; the server draws it folded, as the app does, so nothing moves when it runs.
 */
export function SizeValues({ options, chosen, ...list }: CheckboxListProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [unfolded, setUnfolded] = useState(false);
  const [pinned, setPinned] = useState(chosen);
  const kept = pinnedValues(pinned, chosen);
  if (kept !== pinned) setPinned(kept);
  const { shown, more } = splitFacetValues(options, kept, unfolded);
  // Unfolded before the app ran: it stays so.
  useLayoutEffect(() => {
    if (details.current?.open) setUnfolded(true);
  }, []);
  return (
    <>
      <CheckboxList {...list} options={shown} chosen={chosen} />
      {more.length > 0 && (
        <details
          ref={details}
          open={unfolded}
          className={styles.more}
          onToggle={(event) => {
            const open = event.currentTarget.open;
            setUnfolded(open);
            // Folded again: of the values past the first, only the chosen ones stay in view.
            if (!open) setPinned(chosen);
          }}
        >
          <summary className={styles.toggle}>
            <span className={styles.whenFolded}>{moreSizes(more.length)}</span>
            <span className={styles.whenUnfolded}>{fewerValues}</span>
          </summary>
          <CheckboxList {...list} options={more} chosen={chosen} />
        </details>
      )}
    </>
  );
}
