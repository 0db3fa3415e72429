import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const panel = style({
  width: `min(60rem, calc(100vw - 2 * ${vars.space.gutter}))`,
  maxHeight: 'var(--popover-available-height)',
  overflowY: 'auto',
  padding: vars.space.xxlarge,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xxlarge,
});

export const columnTitle = style({
  marginBottom: vars.space.medium,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.foreground.secondary,
});

export const links = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkText = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
});

export const chevron = style({
  display: 'flex',
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
