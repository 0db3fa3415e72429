import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const totals = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
});

export const grandTotal = style([
  row,
  { fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold },
]);

export const term = style({ color: vars.color.foreground.secondary });

export const amount = style({ margin: 0, textAlign: 'right' });
