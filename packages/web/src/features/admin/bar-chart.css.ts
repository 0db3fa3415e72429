import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.medium });

// Sized to be read, not to fill a wide screen: the drawing scales its text with its width.
export const chart = style({ width: '100%', maxWidth: '40rem', height: 'auto', display: 'block' });

export const bar = style({ fill: vars.color.background.brand });

export const axis = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

export const label = style({
  fill: vars.color.foreground.secondary,
  fontSize: '15px',
  fontFamily: vars.font.family.text,
});

export const value = style({
  fill: vars.color.foreground.primary,
  fontSize: '15px',
  fontFamily: vars.font.family.text,
});

export const caption = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.small });
