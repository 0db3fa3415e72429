import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The four universes, large and in the house's serif, as a table of contents. */
export const categories = style([
  list,
  {
    display: 'grid',
    gap: vars.space.xsmall,
    fontFamily: vars.font.family.display,
    fontSize: vars.font.size.xlarge,
    lineHeight: vars.font.lineHeight.snug,
  },
]);

export const links = style([list, { display: 'grid', gap: vars.space.small }]);

/** Room to tap each link comfortably (WCAG 2.2 target size). */
export const item = style({ display: 'flex', alignItems: 'center', minHeight: '2.75rem' });

/** Only there to hear the focus come back to the menu button; takes no room of its own. */
export const wrapper = style({ display: 'contents' });
