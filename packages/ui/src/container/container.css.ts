import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
  },
  variants: {
    width: {
      narrow: { maxWidth: '44rem' },
      medium: { maxWidth: '64rem' },
      wide: { maxWidth: '84rem' },
    },
  },
});
