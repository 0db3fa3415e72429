import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** The form beside the details from the desktop up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const details = style({ display: 'grid', gap: vars.space.large, margin: 0 });

/** The label, with its icon, above its value. */
export const detail = style({ display: 'grid', rowGap: vars.space.xsmall });

export const detailIcon = style({ display: 'inline-flex', color: vars.color.foreground.brand });

export const detailLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const detailValue = style({ margin: 0 });

export const address = style({ fontStyle: 'normal' });
