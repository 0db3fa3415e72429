import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const card = recipe({
  base: { display: 'block', minWidth: 0, borderRadius: vars.radius.medium },
  variants: {
    variant: {
      outlined: {
        background: vars.color.background.surface,
        border: `1px solid ${vars.color.border.subtle}`,
      },
      elevated: { background: vars.color.background.surface, boxShadow: vars.shadow.medium },
      subtle: { background: vars.color.background.subtle },
    },
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xxlarge },
    },
  },
});
