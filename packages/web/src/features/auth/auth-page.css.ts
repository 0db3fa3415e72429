import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxxlarge });

/** A narrow column: a form reads best around 30rem wide. */
export const column = style({ maxWidth: '32rem', marginInline: 'auto', width: '100%' });

export const wideColumn = style({ maxWidth: '48rem', marginInline: 'auto', width: '100%' });

export const choices = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

/** A whole card is the link: large, calm, with the brand's line on hover and focus. */
export const choice = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  alignContent: 'start',
  textAlign: 'left',
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const choiceTitle = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  color: vars.color.foreground.primary,
});

export const choiceIcon = style({ color: vars.color.foreground.brand });

export const nameFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
