import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** The values behind « Afficher N tailles de plus », under the first ones. */
export const more = style({});

/** A link-like line, which says what it does next: « Afficher … de plus » folded, « Afficher moins » unfolded. */
export const toggle = style({
  justifySelf: 'start',
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.foreground.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    [`${more}[open] > &`]: { marginBottom: vars.space.medium },
  },
});

// Before the app runs too, the open state alone picks the words.
export const whenFolded = style({ selectors: { [`${more}[open] &`]: { display: 'none' } } });
export const whenUnfolded = style({ selectors: { [`${more}:not([open]) &`]: { display: 'none' } } });
