import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** As tall as a short page, so the footer does not jump when the page arrives. */
export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  paddingBlock: vars.space.xxxlarge,
});
