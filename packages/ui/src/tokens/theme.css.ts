import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';
import { colorRoles } from './color-roles';
import { vars } from './contract.css';
import { tokens } from './tokens';

createGlobalTheme(':root', vars, {
  color: colorRoles,
  font: tokens.font,
  space: { ...tokens.space, gutter: tokens.space.xlarge },
  radius: tokens.radius,
  shadow: tokens.shadow,
  zIndex: tokens.zIndex,
  motion: tokens.motion,
});

// Wider screens get wider page margins; a component only ever says `space.gutter`.
globalStyle(':root', {
  '@media': {
    [mediaQuery.desktop]: { vars: { [vars.space.gutter]: tokens.space.xxxlarge } },
    // Motion collapses for people who asked for less of it: every transition uses these durations.
    [mediaQuery.reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: tokens.motion.duration.instant,
        [vars.motion.duration.medium]: tokens.motion.duration.instant,
        [vars.motion.duration.slow]: tokens.motion.duration.instant,
      },
    },
  },
});
