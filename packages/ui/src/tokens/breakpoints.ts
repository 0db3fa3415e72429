import type { StyleRule } from '@vanilla-extract/css';

/**
 * Where the layout changes, in CSS pixels. Kept apart from the other tokens: the app reads these queries at run time
 * (`matchMedia`), and a script that needs them should not download the whole palette with them.
 */
const breakpointWidth = { mobile: 0, tablet: 740, desktop: 1024, wide: 1280 } as const;

export type Breakpoint = keyof typeof breakpointWidth;

/** Mobile first: each query applies from its breakpoint up. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpointWidth.tablet}px)`,
  desktop: `screen and (min-width: ${breakpointWidth.desktop}px)`,
  wide: `screen and (min-width: ${breakpointWidth.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

type ResponsiveRules = Partial<Record<Breakpoint, StyleRule>>;

/**
 * The one responsive helper: `responsiveStyle({ mobile: {…}, desktop: {…} })` becomes a mobile-first style rule
 * with the house's media queries, so no component writes a pixel width of its own.
 */
export function responsiveStyle({ mobile, ...larger }: ResponsiveRules): StyleRule {
  const media = Object.fromEntries(
    Object.entries(larger).map(([breakpoint, rule]) => [
      mediaQuery[breakpoint as Exclude<Breakpoint, 'mobile'>],
      rule,
    ]),
  );
  return { ...mobile, '@media': media } as StyleRule;
}
