import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const root = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.large },
  variants: {
    align: {
      left: { justifyContent: 'space-between' },
      center: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
});

export const titles = style({ display: 'grid', gap: vars.space.small, maxWidth: '46rem' });
