import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focus-ring';
import { mediaQuery } from '../tokens/breakpoints';
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

/** Cells sit closer on a phone, where every column competes for 390 px. */
const cellPadding = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  '@media': { [mediaQuery.tablet]: { padding: `${vars.space.medium} ${vars.space.large}` } },
} as const;

export const headerCell = style({
  ...cellPadding,
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
    ...cellPadding,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    fontWeight: vars.font.weight.regular,
    selectors: { 'tr:last-child > &': { borderBottom: 0 } },
  },
  variants: { rowHeader: { true: { fontWeight: vars.font.weight.medium } } },
});

export const noWrap = style({ whiteSpace: 'nowrap' });

/** Amounts and quantities are read whole: they never break over two lines. */
export const align = styleVariants({
  start: { textAlign: 'left' },
  end: [noWrap, { textAlign: 'right' }],
});

/**
 * The column that names each row (the first) stays in view while the table scrolls sideways, so every figure on a
 * phone is read beside its name; a hairline marks where the other columns pass under it.
 */
export const pinned = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  boxShadow: `inset -1px 0 0 ${vars.color.border.subtle}`,
});

/** The reader's own row (the size chosen), its pinned cell tinted too. */
export const currentRow = style({
  background: vars.color.background.brandSoft,
  fontWeight: vars.font.weight.semibold,
});

export const pinnedBody = style({
  background: vars.color.background.surface,
  selectors: { [`${currentRow} > &`]: { background: vars.color.background.brandSoft } },
});

export const empty = style({
  padding: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});
