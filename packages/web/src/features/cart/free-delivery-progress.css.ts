import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const progress = style({ display: 'grid', gap: vars.space.small });

export const track = style({
  height: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.background.subtle,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.background.brand,
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});
