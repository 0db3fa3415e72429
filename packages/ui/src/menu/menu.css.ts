import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const menu = style({ minWidth: '14rem' });

export const critical = style({ color: vars.color.foreground.critical });

export const separator = style({
  height: 1,
  margin: `${vars.space.xsmall} 0`,
  border: 0,
  background: vars.color.border.subtle,
});

export const itemIcon = style({ display: 'flex', color: vars.color.foreground.secondary });

export const triggerChevron = style({ display: 'flex' });
