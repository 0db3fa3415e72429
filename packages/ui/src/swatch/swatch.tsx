import { disc, swatch, unknownMark } from './swatch.css';

export interface SwatchProps {
  /**
   * The colour to show, as CSS writes it (`#1f1d1c`); none for a colour the app cannot draw, shown as a neutral
   * disc crossed by a line.
   */
  colour?: string;
  /** `small` beside a name in a list; `medium` alone. */
  size?: 'small' | 'medium';
}

/**
 * A colour drawn as a small disc beside its name (a colour filter, a variant). Decoration: the name beside it
 * says the colour. Drawn in SVG, whose `fill` is an attribute and not a style, so any colour paints before the
 * app runs under the shop's CSP.
 */
export function Swatch({ colour, size = 'small' }: SwatchProps) {
  return (
    <svg className={swatch({ size })} viewBox="0 0 20 20" aria-hidden focusable="false">
      <circle className={disc({ known: colour !== undefined })} cx="10" cy="10" r="9.25" fill={colour} />
      {colour === undefined && <path className={unknownMark} d="M5 15 15 5" />}
    </svg>
  );
}
