import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** The figure beside the instructions from the tablet up, above them on phones. */
export const measuring = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
});

export const figure = style({ width: '100%', maxWidth: '12rem', height: 'auto', justifySelf: 'center' });

export const form = style({
  fill: vars.color.background.subtle,
  stroke: vars.color.foreground.secondary,
  strokeWidth: 1.5,
});

export const stand = style({ stroke: vars.color.foreground.secondary, strokeWidth: 2 });

export const measure = style({
  stroke: vars.color.foreground.brand,
  strokeWidth: 1.5,
  strokeDasharray: '4 3',
});

export const marker = style({ fill: vars.color.background.brand });

export const markerText = style({
  fill: vars.color.foreground.inverse,
  fontSize: 11,
  fontWeight: 600,
  fontFamily: vars.font.family.text,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.medium,
  lineHeight: vars.font.lineHeight.relaxed,
});
