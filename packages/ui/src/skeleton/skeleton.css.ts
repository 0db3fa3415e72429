import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const skeleton = recipe({
  base: {
    display: 'block',
    width: '100%',
    background: `linear-gradient(90deg, ${vars.color.background.subtle} 30%, ${vars.color.background.strong} 50%, ${vars.color.background.subtle} 70%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder is enough to say « on its way ».
      [mediaQuery.reducedMotion]: { animation: 'none', background: vars.color.background.subtle },
    },
  },
  variants: {
    shape: {
      text: { height: '0.85em', borderRadius: vars.radius.small, marginBlock: '0.3em' },
      block: { borderRadius: vars.radius.small },
      circle: { borderRadius: vars.radius.full },
    },
  },
});

export const lines = style({ display: 'block' });

export const lastLine = style({ width: '60%' });
