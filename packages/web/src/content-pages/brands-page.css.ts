import { vars } from '@aurele/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});

/** The monogram's plate: three quiet grounds, so six cards side by side do not look stamped from one mould. */
const plate = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  fontFamily: vars.font.family.display,
});

export const artwork = styleVariants({
  linen: [plate, { background: vars.color.background.subtle, color: vars.color.foreground.primary }],
  ink: [plate, { background: vars.color.background.inverse, color: vars.color.foreground.inverse }],
  bordeaux: [plate, { background: vars.color.background.brand, color: vars.color.foreground.inverse }],
});

export const monogram = style({ width: '62%', height: 'auto' });

export const body = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.large,
});
