import { vars } from '../tokens/contract.css';

/** The round button that floats at the bottom right of every page (the chat launcher): its size and inset. */
export const floatingButton = { size: '56px', inset: vars.space.xlarge } as const;

/** How far from the bottom something must start to clear that button: its top edge, and a gap. */
export const aboveFloatingButton = `calc(${floatingButton.inset} + ${floatingButton.size} + ${vars.space.medium})`;
