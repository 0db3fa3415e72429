import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

// Styles of the « Fondations » pages only: specimens that show the tokens themselves.

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xlarge,
});

export const swatch = style({
  height: '4.5rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const tokenName = style({
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.primary,
});

export const tokenValue = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
});

export const specimenRow = style({
  display: 'grid',
  gridTemplateColumns: '9rem 1fr',
  alignItems: 'baseline',
  gap: vars.space.large,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const spaceBar = style({
  height: '0.75rem',
  background: vars.color.background.brand,
  borderRadius: vars.radius.small,
});

export const iconTile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.primary,
});

export const shapeTile = style({
  width: '7rem',
  height: '5rem',
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});
