import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** The initials beside the name and role, never wrapping under them on a phone. */
export const person = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
});
