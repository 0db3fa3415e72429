import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: '22rem',
});

export const field = style({ flex: 1, minWidth: 0 });
