import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const separator = style({ display: 'flex', color: vars.color.border.neutral });

export const current = style({ color: vars.color.foreground.primary });
