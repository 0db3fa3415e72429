/**
 * The machine codes of checkout errors the shop acts on. A module of their own, free of zod: the browser reads
 * them, and no schema ships to it.
 */
export const checkoutErrorCodes = { insufficientInventory: 'insufficient_inventory' } as const;
