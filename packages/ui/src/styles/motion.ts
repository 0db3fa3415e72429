import { vars } from '../tokens/contract.css';

/** One transition recipe for colour changes on hover and press; reduced motion turns it off through the tokens. */
export const colorTransition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

/** A hover or pressed shade of any colour, without a token per shade. */
export const shade = (color: string, amount = 16) => `color-mix(in srgb, ${color}, black ${amount}%)`;
