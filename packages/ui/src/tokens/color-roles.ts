import { tokens } from './tokens';

const { palette } = tokens;

/**
 * What each colour is for. Every foreground is readable (WCAG AA, 4.5:1) on the page, surface and subtle
 * backgrounds and on its own tone's soft background; `inverse` is readable on every solid tone and on
 * `background.inverse`. `color-roles.test.ts` holds the house to it.
 */
export const colorRoles = {
  background: {
    page: palette.ivory,
    surface: palette.white,
    subtle: palette.linen,
    strong: palette.sand,
    inverse: palette.ink,
    scrim: palette.inkScrim,
    neutral: palette.umber,
    brand: palette.bordeaux,
    positive: palette.moss,
    info: palette.slate,
    caution: palette.ochre,
    critical: palette.garnet,
    neutralSoft: palette.sand,
    brandSoft: palette.blush,
    positiveSoft: palette.mossMist,
    infoSoft: palette.slateMist,
    cautionSoft: palette.ochreMist,
    criticalSoft: palette.garnetMist,
  },
  foreground: {
    primary: palette.ink,
    secondary: palette.umber,
    disabled: palette.taupe,
    inverse: palette.ivory,
    link: palette.bordeaux,
    linkHover: palette.bordeauxDeep,
    neutral: palette.umber,
    brand: palette.bordeaux,
    positive: palette.moss,
    info: palette.slate,
    caution: palette.ochre,
    critical: palette.garnet,
  },
  border: {
    subtle: palette.sand,
    field: palette.taupe,
    strong: palette.ink,
    focus: palette.ink,
    neutral: palette.stone,
    brand: palette.bordeaux,
    positive: palette.moss,
    info: palette.slate,
    caution: palette.ochre,
    critical: palette.garnet,
  },
};
