import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
});

export const brand = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small, margin: 0 });

export const label = style({
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.foreground.secondary,
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
