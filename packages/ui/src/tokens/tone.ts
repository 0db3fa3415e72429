/**
 * The design system's one colour vocabulary. Each component takes the tones it can draw, typed from this list:
 * `neutral` is its ordinary colour, `secondary` a quieter one for supporting words, `brand` the house's bordeaux,
 * `positive` · `info` · `caution` · `critical` say how something stands, `inverse` sits on a dark surface.
 */
export type Tone =
  | 'neutral'
  | 'secondary'
  | 'brand'
  | 'positive'
  | 'info'
  | 'caution'
  | 'critical'
  | 'inverse';

/** The tones with a full set of colours (solid and soft fills, text, border): badges, notices, toasts. */
export const fillTones = [
  'neutral',
  'brand',
  'positive',
  'info',
  'caution',
  'critical',
] as const satisfies readonly Tone[];
export type FillTone = (typeof fillTones)[number];
