import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { aboveFloatingButton, floatingButton } from '../styles/floating-button';
import { mapTones, toneColors } from '../styles/tone';
import { responsiveStyle } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

const corner = style({
  position: 'fixed',
  insetInline: vars.space.large,
  bottom: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'grid',
  justifyItems: 'center',
  pointerEvents: 'none',
  ...responsiveStyle({
    tablet: { insetInline: 'auto', right: vars.space.xlarge, bottom: vars.space.xlarge },
  }),
});

/** Stacked above the round button of the page's corner (the chat launcher), aligned with it on the right. */
const aboveTheButton = style({
  bottom: aboveFloatingButton,
  ...responsiveStyle({ tablet: { right: floatingButton.inset, bottom: aboveFloatingButton } }),
});

export const region = recipe({
  base: corner,
  variants: { offset: { none: {}, floatingButton: aboveTheButton } },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.medium,
    width: 'min(26rem, 100%)',
    padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
    borderLeft: '3px solid',
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
    boxShadow: vars.shadow.large,
    fontSize: vars.font.size.small,
    animation: `${rise} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  },
  variants: { tone: mapTones((tone) => ({ borderColor: toneColors(tone).border })) },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: vars.space.small },
  variants: { tone: mapTones((tone) => ({ color: toneColors(tone).foreground })) },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, paddingBlock: vars.space.small });

export const title = style({ fontWeight: vars.font.weight.semibold, color: vars.color.foreground.primary });

export const description = style({ color: vars.color.foreground.secondary });
