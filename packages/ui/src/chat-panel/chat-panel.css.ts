import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

export const panel = style({
  position: 'fixed',
  insetInline: vars.space.small,
  bottom: `calc(56px + 2 * ${vars.space.large})`,
  // On the launcher's layer, under what the shopper opens (menus, dialogs): a chat that opens by itself never
  // covers them.
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  height: 'min(34rem, calc(100dvh - 8rem))',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.page,
  boxShadow: vars.shadow.large,
  opacity: 0,
  transform: 'translateY(8px)',
  transition: `opacity ${vars.motion.duration.medium} ${vars.motion.easing.enter}, transform ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  selectors: { '&[data-enter]': { opacity: 1, transform: 'none' }, '&:focus-visible': { outline: 'none' } },
  ...responsiveStyle({ tablet: { insetInline: 'auto', right: vars.space.xlarge, width: '23rem' } }),
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
});

export const titles = style({ display: 'grid', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ fontSize: vars.font.size.xsmall, opacity: 0.85 });
