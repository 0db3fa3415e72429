import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focus-ring';
import { vars } from '../tokens/contract.css';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: vars.space.large,
  textAlign: 'left',
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
});

export const headerCell = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.subtle,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const cell = recipe({
  base: {
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    fontWeight: vars.font.weight.regular,
    selectors: { 'tr:last-child > &': { borderBottom: 0 } },
  },
  variants: { rowHeader: { true: { fontWeight: vars.font.weight.medium } } },
});

export const align = styleVariants({ start: { textAlign: 'left' }, end: { textAlign: 'right' } });

export const empty = style({
  padding: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});
