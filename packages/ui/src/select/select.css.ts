import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
});

export const placeholder = style({ color: vars.color.foreground.secondary });

export const chevron = style({ display: 'flex', color: vars.color.foreground.secondary });

export const list = style({ maxHeight: 'min(22rem, var(--popover-available-height))', overflowY: 'auto' });

export const check = style({
  display: 'flex',
  width: 16,
  marginInlineStart: 'auto',
  color: vars.color.foreground.brand,
});

export const selected = style({
  selectors: { '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium } },
});
