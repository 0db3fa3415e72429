import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** On a desktop, under its button: as wide as a few size chips, its padding a card's. */
export const popover = style({
  width: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space.large,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.medium,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});
