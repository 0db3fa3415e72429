import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const pageHeader = recipe({
  variants: {
    variant: {
      plain: {},
      ruled: { paddingBottom: vars.space.xlarge, borderBottom: `1px solid ${vars.color.border.strong}` },
    },
  },
});
