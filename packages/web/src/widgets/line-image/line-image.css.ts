import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** A fixed 4:5 frame, the catalogue's portrait ratio, so nothing moves while the image loads. */
export const frame = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
  color: vars.color.foreground.secondary,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
