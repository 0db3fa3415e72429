import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxxlarge });

/** One column on phones, two on wider screens: profile and identity beside addresses and contact. */
export const blocks = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const photoRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexWrap: 'wrap',
});

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.font.lineHeight.relaxed, margin: 0 });

export const dialogForm = style({ display: 'grid', gap: vars.space.large });

export const zipCity = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '10rem minmax(0, 1fr)' } },
});

export const facts = style({ display: 'grid', gap: vars.space.medium, margin: 0 });
