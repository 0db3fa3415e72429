import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const countBadge = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.text,
    fontSize: '0.6875rem',
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    color: vars.color.foreground.inverse,
  },
  variants: {
    tone: {
      brand: { background: vars.color.background.brand },
      neutral: { background: vars.color.background.inverse },
      critical: { background: vars.color.background.critical },
    },
  },
});
