import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';
import { headerFrame, wordmarkText } from './header-frame.css';

export const header = style([headerFrame, { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky }]);

/**
 * Phones: the wordmark and the shopper's tools on one line, the search under them; the links live in the menu.
 * Wide screens: search, wordmark and tools on one line, the navigation centred under them.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand tools" "search search"',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.small,
  paddingBlock: vars.space.small,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      gridTemplateAreas: '"search brand tools" "navigation navigation navigation"',
      columnGap: vars.space.xlarge,
      rowGap: vars.space.xsmall,
      paddingTop: vars.space.medium,
      paddingBottom: vars.space.xsmall,
    },
  },
});

export const search = style({ gridArea: 'search' });

export const wordmark = style([
  wordmarkText,
  {
    gridArea: 'brand',
    justifySelf: 'start',
    '@media': {
      [mediaQuery.tablet]: { fontSize: vars.font.size.xlarge },
      [mediaQuery.desktop]: { justifySelf: 'center', fontSize: vars.font.size.xxlarge, textAlign: 'center' },
    },
  },
]);

export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
});

export const navigation = style({
  gridArea: 'navigation',
  display: 'none',
  '@media': { [mediaQuery.desktop]: { display: 'block' } },
});

export const menuButton = style({
  display: 'flex',
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});
