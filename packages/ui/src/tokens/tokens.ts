import { fontFallbacks } from './font-fallbacks';

/**
 * The house's raw values. Components never read them directly: they read the semantic `vars` of the theme
 * contract, so a value can change here (or a second theme can exist) without touching a component.
 */
export interface Tokens {
  palette: Record<PaletteColor, string>;
  font: {
    family: Record<'display' | 'text', string>;
    size: Record<FontSize, string>;
    lineHeight: Record<'tight' | 'snug' | 'normal' | 'relaxed', string>;
    weight: Record<'regular' | 'medium' | 'semibold', string>;
    letterSpacing: Record<'normal' | 'wide' | 'wider', string>;
  };
  space: Record<Space, string>;
  radius: Record<'none' | 'small' | 'medium' | 'large' | 'full', string>;
  shadow: Record<'small' | 'medium' | 'large', string>;
  zIndex: Record<'base' | 'raised' | 'sticky' | 'overlay' | 'dialog' | 'popover' | 'toast', string>;
  motion: {
    duration: Record<'instant' | 'fast' | 'medium' | 'slow', string>;
    easing: Record<'standard' | 'enter' | 'exit', string>;
  };
}

type PaletteColor =
  | 'white'
  | 'ivory'
  | 'linen'
  | 'sand'
  | 'stone'
  | 'taupe'
  | 'umber'
  | 'ink'
  | 'inkScrim'
  | 'bordeaux'
  | 'bordeauxDeep'
  | 'blush'
  | 'moss'
  | 'mossMist'
  | 'slate'
  | 'slateMist'
  | 'ochre'
  | 'ochreMist'
  | 'garnet'
  | 'garnetMist';

type FontSize = 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge' | 'display1' | 'display2';

type Space =
  | 'none'
  | 'xxsmall'
  | 'xsmall'
  | 'small'
  | 'medium'
  | 'large'
  | 'xlarge'
  | 'xxlarge'
  | 'xxxlarge'
  | 'huge';

export const tokens = {
  palette: {
    white: '#FFFFFF',
    ivory: '#F8F5EF',
    linen: '#F1ECE3',
    sand: '#E4DDD1',
    stone: '#C9C0B2',
    taupe: '#857D71',
    umber: '#5E574E',
    ink: '#1F1B16',
    inkScrim: 'rgb(31 27 22 / 0.48)',
    bordeaux: '#6E2434',
    bordeauxDeep: '#561A28',
    blush: '#F3E7E6',
    moss: '#2E6548',
    mossMist: '#E5EFE8',
    slate: '#2B5077',
    slateMist: '#E4ECF4',
    ochre: '#75570F',
    ochreMist: '#F5ECD3',
    garnet: '#9A2B2B',
    garnetMist: '#F7E5E2',
  },
  font: {
    family: {
      // Each web font's matched fallback next (fonts.css.ts): what is drawn before the swap takes its room.
      display: `"Cormorant Garamond", "${fontFallbacks.display.family}", "Times New Roman", serif`,
      text: `"Inter Variable", "${fontFallbacks.text.family}", "Helvetica Neue", Arial, sans-serif`,
    },
    size: {
      xsmall: '0.75rem',
      small: '0.875rem',
      medium: '1rem',
      large: '1.125rem',
      xlarge: '1.5rem',
      xxlarge: '2rem',
      display1: 'clamp(2.5rem, 1.9rem + 2.6vw, 4rem)',
      display2: 'clamp(2rem, 1.7rem + 1.3vw, 2.75rem)',
    },
    lineHeight: { tight: '1.1', snug: '1.3', normal: '1.55', relaxed: '1.75' },
    weight: { regular: '400', medium: '500', semibold: '600' },
    letterSpacing: { normal: '0', wide: '0.04em', wider: '0.12em' },
  },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    large: '1rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    xxxlarge: '3rem',
    huge: '5rem',
  },
  radius: { none: '0', small: '2px', medium: '4px', large: '8px', full: '9999px' },
  shadow: {
    small: '0 1px 2px rgb(31 27 22 / 0.06)',
    medium: '0 4px 16px rgb(31 27 22 / 0.08)',
    large: '0 16px 48px rgb(31 27 22 / 0.14)',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    overlay: '300',
    dialog: '400',
    popover: '500',
    toast: '600',
  },
  motion: {
    duration: { instant: '0ms', fast: '120ms', medium: '220ms', slow: '400ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
} satisfies Tokens;
