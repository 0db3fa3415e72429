import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const divider = recipe({
  base: { width: '100%', margin: 0, border: 0, borderTop: '1px solid' },
  variants: {
    weight: {
      subtle: { borderColor: vars.color.border.subtle },
      strong: { borderColor: vars.color.border.strong },
    },
  },
});
