import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring';
import { colorTransition } from '../styles/motion';
import { vars } from '../tokens/contract.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xlarge,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 48,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  cursor: 'pointer',
  transition: colorTransition,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: -1,
    height: 2,
    background: 'transparent',
    transition: colorTransition,
  },
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: vars.color.foreground.primary },
    '&[aria-selected="true"]': { color: vars.color.foreground.primary },
    '&[aria-selected="true"]::after': { background: vars.color.background.brand },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingTop: vars.space.xlarge,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '18rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  fontSize: vars.font.size.small,
  boxShadow: vars.shadow.medium,
});
