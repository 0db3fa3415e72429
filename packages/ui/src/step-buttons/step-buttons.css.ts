import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const inset = createVar();

export const stepButton = recipe({
  base: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 },
  variants: {
    side: { previous: { left: inset }, next: { right: inset } },
    inset: {
      small: { vars: { [inset]: vars.space.small } },
      screen: responsiveStyle({
        mobile: { vars: { [inset]: vars.space.xsmall } },
        desktop: { vars: { [inset]: vars.space.large } },
      }),
    },
  },
});
