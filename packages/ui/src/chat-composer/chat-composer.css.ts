import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const field = style({ flex: 1 });
