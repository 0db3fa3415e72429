import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.huge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const iconRing = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.brand,
});

export const text = style({ display: 'grid', gap: vars.space.small, maxWidth: '30rem' });

export const criticalRing = style({
  color: vars.color.foreground.critical,
  borderColor: vars.color.border.critical,
});
