import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const scroll = keyframes({ to: { transform: 'translateX(-50%)' } });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const viewport = style({ flex: 1, overflow: 'hidden' });

export const track = style({
  display: 'flex',
  width: 'max-content',
  // The duration comes from the component (25 s for the promo banner).
  animation: `${scroll} 25s linear infinite`,
  selectors: { [`${root}[data-still] &`]: { animationPlayState: 'paused' } },
  '@media': {
    // Still: the messages wrap in place instead of travelling, and the copy made for the loop goes.
    [mediaQuery.reducedMotion]: { animation: 'none', width: '100%', justifyContent: 'center' },
  },
});

export const group = style({
  display: 'flex',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.reducedMotion]: {
      flexShrink: 1,
      flexWrap: 'wrap',
      justifyContent: 'center',
      columnGap: vars.space.xxlarge,
      paddingInline: vars.space.large,
    },
  },
});

export const loopCopy = style({ '@media': { [mediaQuery.reducedMotion]: { display: 'none' } } });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxlarge,
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.xxlarge,
  whiteSpace: 'nowrap',
  '::after': { content: '"·"', color: vars.color.foreground.disabled },
  '@media': { [mediaQuery.reducedMotion]: { paddingInlineEnd: 0, '::after': { content: 'none' } } },
});

export const control = style({
  display: 'flex',
  paddingInline: vars.space.xsmall,
  '@media': { [mediaQuery.reducedMotion]: { display: 'none' } },
});
