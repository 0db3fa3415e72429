import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { colorTransition, shade } from '../styles/motion';
import { vars } from '../tokens/contract.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    color: vars.color.foreground.primary,
    cursor: 'pointer',
    transition: colorTransition,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-pressed="true"]': { color: vars.color.foreground.brand },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.background.subtle } },
      },
      secondary: {
        background: vars.color.background.surface,
        borderColor: vars.color.border.subtle,
        selectors: { '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.border.strong } },
      },
      primary: {
        background: vars.color.background.brand,
        color: vars.color.foreground.inverse,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: shade(vars.color.background.brand) },
          '&[aria-pressed="true"]': { color: vars.color.foreground.inverse },
        },
      },
    },
    tone: {
      neutral: {},
      inverse: {
        color: vars.color.foreground.inverse,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            background: `color-mix(in srgb, ${vars.color.foreground.inverse} 14%, transparent)`,
          },
        },
      },
    },
    size: {
      small: { width: 36, height: 36 },
      medium: { width: 44, height: 44 },
      large: { width: 52, height: 52 },
    },
  },
});

/** The count sits on the icon's shoulder. */
export const countSlot = style({ position: 'absolute', top: 2, right: 0, pointerEvents: 'none' });
