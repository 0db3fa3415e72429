import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const field = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.primary,
});

export const requiredMark = style({ color: vars.color.foreground.critical, marginInlineStart: '0.2em' });

export const optional = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.secondary,
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.critical,
});
