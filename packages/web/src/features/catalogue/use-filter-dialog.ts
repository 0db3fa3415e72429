import { mediaQuery } from '@aurele/ui';
import { useState } from 'react';
import { useMediaQuery } from '../../shared/use-media-query';

/** The phone's filter dialog: opened by « Filtrer » in the bar, drawn with the filters' form it belongs to. */
export interface FilterDialogState {
  open: boolean;
  /** Mounted from the first opening on, so it can close with its animation and give the focus back. */
  opened: boolean;
  show: () => void;
  close: () => void;
}

export function useFilterDialog(): FilterDialogState {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Widened to the desktop's layout, the sidebar shows the filters in place: the dialog would cover them.
  const desktop = useMediaQuery(mediaQuery.desktop);
  if (open && desktop) setOpen(false);
  return {
    open,
    opened,
    show: () => {
      setOpen(true);
      setOpened(true);
    },
    close: () => setOpen(false),
  };
}
