import { vars } from '../tokens/contract.css';

/** The one focus ring: crisp, dark, offset from the control so it reads on light and brand fills alike. */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;
