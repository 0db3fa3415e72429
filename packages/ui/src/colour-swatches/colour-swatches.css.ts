import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring';
import { nativeInput } from '../styles/native-input.css';
import { vars } from '../tokens/contract.css';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** 28 px: a finger's target (WCAG 2.2's 24 px and more) around a 20 px disc. */
export const option = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  cursor: 'pointer',
});

export const input = nativeInput;

/** The chosen colour is ringed; the ring of the keyboard's focus sits outside it. */
export const disc = style({
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: '50%',
  selectors: {
    [`${input}:checked + &`]: {
      boxShadow: `0 0 0 2px ${vars.color.background.page}, 0 0 0 3px ${vars.color.foreground.primary}`,
    },
    [`${input}:focus-visible + &`]: focusRing,
  },
});

export const more = style({
  marginInlineStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});
