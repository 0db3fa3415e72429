import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.large });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

/** The sizes, a few to a row: each a target of at least 44 px. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({
  width: '100%',
  minHeight: 44,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.page,
  color: vars.color.foreground.primary,
  font: 'inherit',
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    // Sold out: struck through, and the browser refuses the press.
    '&:disabled': {
      color: vars.color.foreground.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: vars.color.background.subtle,
    },
  },
});
