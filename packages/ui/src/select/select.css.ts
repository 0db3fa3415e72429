import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../styles/visually-hidden.css';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

export const trigger = style({
  display: 'flex',
  // It may be narrower than its words (a phone's bar): the value is then cut short.
  minWidth: 0,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
});

export const placeholder = style({ color: vars.color.foreground.secondary });

/** The choice shown, on one line: a narrow field cuts it short rather than growing. */
export const value = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const narrow = `not ${mediaQuery.tablet}`;

/** With a narrow word (`narrowLabel`), the value leaves the phone's screen but not the field's text. */
export const valueBesideNarrowWord = style([value, { '@media': { [narrow]: visuallyHiddenRules } }]);

export const narrowWord = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });

/** The dot of `narrowMarked`, at the narrow word's top right, in the brand's colour. */
export const narrowMark = style({
  display: 'inline-block',
  width: 6,
  height: 6,
  marginInlineStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.brand,
  verticalAlign: 'super',
});

export const chevron = style({ display: 'flex', color: vars.color.foreground.secondary });

export const list = style({
  maxHeight: 'min(22rem, var(--popover-available-height))',
  // As wide as the field, or as its longest option when the field is narrower (« Trier » on a phone).
  minWidth: 'max-content',
  overflowY: 'auto',
});

export const check = style({
  display: 'flex',
  width: 16,
  marginInlineStart: 'auto',
  color: vars.color.foreground.brand,
});

export const selected = style({
  selectors: { '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium } },
});
