import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

const fade = `opacity ${vars.motion.duration.medium} ${vars.motion.easing.standard}`;
const slide = `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`;

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.scrim,
  opacity: 0,
  transition: fade,
  selectors: { '&[data-enter]': { opacity: 1 } },
});

export const dialog = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.background.page,
    boxShadow: vars.shadow.large,
    opacity: 0,
    transition: `${fade}, ${slide}`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'none' }, '&:focus-visible': { outline: 'none' } },
  },
  variants: {
    placement: {
      center: {
        inset: vars.space.large,
        margin: 'auto',
        height: 'fit-content',
        maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
        borderRadius: vars.radius.medium,
        transform: 'translateY(12px)',
      },
      end: {
        insetBlock: 0,
        insetInlineEnd: 0,
        width: 'min(28rem, 100vw)',
        transform: 'translateX(24px)',
      },
      // A phone's bottom sheet, under the thumb, leaving the top of the page in view; from the tablet a side panel.
      sheet: {
        insetInline: 0,
        insetBlockEnd: 0,
        maxHeight: '88dvh',
        borderStartStartRadius: vars.radius.medium,
        borderStartEndRadius: vars.radius.medium,
        transform: 'translateY(24px)',
        '@media': {
          [mediaQuery.tablet]: {
            insetBlockStart: 0,
            insetInlineStart: 'auto',
            width: 'min(28rem, 100vw)',
            maxHeight: 'none',
            borderRadius: 0,
            transform: 'translateX(24px)',
          },
        },
      },
    },
    size: {
      small: {},
      medium: {},
      large: {},
    },
  },
  compoundVariants: [
    { variants: { placement: 'center', size: 'small' }, style: { width: 'min(26rem, 100% - 2rem)' } },
    { variants: { placement: 'center', size: 'medium' }, style: { width: 'min(36rem, 100% - 2rem)' } },
    { variants: { placement: 'center', size: 'large' }, style: { width: 'min(52rem, 100% - 2rem)' } },
  ],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} 0`,
});

export const heading = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textWrap: 'balance',
  paddingTop: vars.space.small,
});

export const description = style({
  paddingInline: vars.space.xlarge,
  paddingTop: vars.space.small,
  color: vars.color.foreground.secondary,
});

/** With no body under it, the description needs the room the body would have left before the footer. */
export const descriptionAlone = style({ paddingBottom: vars.space.xlarge });

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.xlarge });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
