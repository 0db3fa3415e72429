import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const entries = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One article per line, parted by hairlines, like a press review. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.large,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});
