import type { StyleRule } from '@vanilla-extract/css';
import { type Breakpoint, tokens } from './tokens';

/** Mobile first: each query applies from its breakpoint up. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${tokens.breakpoint.tablet}px)`,
  desktop: `screen and (min-width: ${tokens.breakpoint.desktop}px)`,
  wide: `screen and (min-width: ${tokens.breakpoint.wide}px)`,
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
