import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const leadingIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'flex',
  color: vars.color.foreground.secondary,
  pointerEvents: 'none',
});

export const withIcon = style({ paddingInlineStart: '2.75rem' });
