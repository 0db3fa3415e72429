import { BoxBase, type BoxProps } from './box-base';

export type { BoxProps };

/** A layout box: spacing, flex and grid through the house's tokens, on the element you name. */
export function Box(props: BoxProps) {
  return <BoxBase {...props} />;
}
