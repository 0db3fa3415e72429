/**
 * A picture as the design system draws it: the address the shop built for the place it is drawn (`src`, and the
 * widths of `srcSet` the browser chooses from by `sizes`), and the intrinsic width and height that hold its ratio
 * before it arrives. The design system never builds an address itself.
 */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}
