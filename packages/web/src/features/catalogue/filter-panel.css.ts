import { responsiveStyle, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

const form = { display: 'grid', gap: vars.space.xlarge, alignContent: 'start' } as const;

/**
 * From the desktop up, the filters sit under the collections. On a phone they wait behind « Filtrer »: before the
 * app runs, that link leads here (`#filtres`) and shows them in place; once it runs, they open in a dialog.
 */
export const sidebarForm = style([
  { ...form, display: 'none', selectors: { '&:target': { display: 'grid' } } },
  responsiveStyle({ desktop: { display: 'grid' } }),
]);

export const dialogForm = style(form);

/** « Filtrer » on a phone only: from the desktop up the filters are always shown. */
export const phoneTrigger = style([{ display: 'flex' }, responsiveStyle({ desktop: { display: 'none' } })]);

/** Above the dialog's filters: what they find, and « Tout effacer » at the end of the line. */
export const dialogSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
});
