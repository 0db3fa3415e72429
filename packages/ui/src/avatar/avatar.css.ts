import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.background.brandSoft,
    color: vars.color.foreground.brand,
    fontFamily: vars.font.family.display,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    objectFit: 'cover',
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: 32, height: 32, fontSize: vars.font.size.small },
      medium: { width: 48, height: 48, fontSize: vars.font.size.large },
      large: { width: 96, height: 96, fontSize: vars.font.size.xxlarge },
    },
  },
});
