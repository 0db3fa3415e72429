import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });
const breathe = keyframes({ '50%': { opacity: 0.35 } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${turn} 0.9s linear infinite`,
    '@media': {
      // Still visibly busy, without the spin.
      [mediaQuery.reducedMotion]: {
        animation: `${breathe} 2s ease-in-out infinite`,
        borderRightColor: 'currentColor',
      },
    },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 1.5 },
      medium: { width: 24, height: 24, borderWidth: 2 },
      large: { width: 40, height: 40, borderWidth: 2 },
    },
    tone: {
      brand: { color: vars.color.foreground.brand },
      secondary: { color: vars.color.foreground.secondary },
    },
  },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
