import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const item = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  minHeight: 56,
  paddingBlock: vars.space.large,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.brand },
  },
});

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  color: vars.color.foreground.secondary,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  paddingBottom: vars.space.xlarge,
  color: vars.color.foreground.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});
